// The contract between the mount system and a widget. Type-only: the entry imports no widget code.
//
// React or DOM? A feature the shopper works with, with UI state of its own (a drawer, a box with messages,
// dialogs, a form), is a React root (`ReactWidget`): its view is JSX rendered from state (its own and the one
// store's), reading its initial state from the printed markup and globals. A DOM widget (`DomWidget`) is only
// for a behaviour without UI state of its own, or one that must run before the page's load event (React never
// loads before it). DOM widgets read the store from their mount context (`ctx.store`), never a module import.
// Which widget is which is its manifest's `kind` (WidgetManifest below); why, in its row in docs/widgets/.
import type { ComponentType } from 'react';
import type { StorefrontStore } from '../store/store';

export type Strategy = 'idle' | 'visible' | 'intent';

/** The conditional tags a first-paint job may be printed on (the plugin file calls only these). */
export type FirstPaintCondition = 'is_product' | 'is_cart' | 'is_checkout';

/**
 * What happens to a click, key activation or submit made on the widget's markup before it runs (mount/hold.ts):
 * it is held, the widget loads at once, and the action is replayed on it. `fallback` is what the action gets if
 * the chunk fails or is late: `native` where the platform's no-JS behaviour is right (a link followed, a form
 * with a real method submitted), `message` where it is wrong (a method-less form would put a password in the
 * URL; a button inside another form would submit that form).
 */
export interface Hold {
  fallback: 'native' | 'message';
  /** elements outside the markup that act on it (the header cart icons open the drawer) */
  triggers?: string;
  /** only these controls inside the markup are held (the menu toggle, not every link of the header) */
  controls?: string;
  /** `submit`: only a submit of the form holding the markup is held (hidden fields filled before it is sent) */
  on?: 'submit';
}

/**
 * Where the widget's React root lives:
 * - `enhance` (default): a `display:contents` host after the element; the PHP markup stays and the widget
 *   adds behaviour (and portals) to it.
 * - `replace`: a host before the element; the PHP markup is hidden once the widget has rendered, and shown
 *   again if the widget fails or is unmounted.
 * - `inside`: the element itself becomes the root (its PHP children are restored on failure).
 */
export type Placement = 'enhance' | 'replace' | 'inside';

export interface WidgetProps {
  /** the platform element this root was mounted for */
  el: HTMLElement;
}

/** A React widget: its own root, in an ErrorBoundary + Suspense, with the store in context. */
export interface ReactWidget {
  Component: ComponentType<WidgetProps>;
  placement?: Placement;
  /**
   * A background (idle, visible) mount renders its first time when this settles: a moment that suits a long set-up
   * (the phone field's: after a paint, or when the shopper reaches the field). Not waited for when urgent (a held
   * action, the public load()). Not a Suspense wait: React holds a retry's reveal for a while after any fallback.
   */
  ready?(el: HTMLElement): Promise<void>;
}

export interface MountContext {
  name: string;
  store: StorefrontStore;
}

/**
 * A DOM widget: for small behaviours on PHP markup that must run before the page's load event (content
 * protection) without fetching React. Returns its cleanup. A throw leaves the markup as it is.
 */
export interface DomWidget {
  mount(el: HTMLElement, ctx: MountContext): () => void;
}

export type WidgetDefinition = ReactWidget | DomWidget;

export interface WidgetModule {
  default: WidgetDefinition;
}

/**
 * One row of the registry the entry holds (mount/registry.ts), derived from the widgets' manifests. Rows are
 * scanned in `order`; the first row whose markup an action lands on holds it.
 */
export interface RegistryEntry {
  /** folder name under widgets/ (its chunk is that folder's index.ts: mount/loaders.ts) */
  name: string;
  /** the platform markup it mounts on, as the plugin's PHP prints it */
  selector: string;
  /** when its code loads; most entries load at `idle`, the default (one word less per row in the entry) */
  strategy?: Strategy;
  /** for `intent`: the element (closest ancestor, else descendant) whose pointer/focus/click starts loading; default the matched element */
  intentTarget?: string;
  /** for `intent` on a borrowed target (a header): what inside it is another widget's (its search box), where
   * a pointer, focus or touch is not intent for this one */
  intentIgnore?: string;
  /** for `intent`: also load when the browser is idle after the page's load event */
  prefetch?: 'idle';
  /**
   * Markup a shopper can act on: an action on it before the widget runs is held and replayed on it
   * (mount/hold.ts). Rows on `body` and markup nobody acts on (badges, fields) hold nothing.
   */
  hold?: Hold;
  /**
   * The widget is meant to live inside markup a server answer inserted (a cart fragment's mini-cart, the cart
   * form and totals the cart page re-fetches, checkout's payment fragment, review pages loaded later); markup of
   * any other widget's shape there mounts nothing (src/html/serverMarkup.ts).
   */
  inServerMarkup?: true;
}

/** A registry row as a manifest declares it: its name is the widget's folder. */
export interface ManifestRow extends Omit<RegistryEntry, 'name'> {
  /**
   * Its place in the registry (the scan order, which decides which row holds an action): rows are sorted by it
   * across every manifest, so it is unique. Numbered in tens, so a row can go between two others.
   */
  order: number;
}

/**
 * What a widget declares about itself, in `widgets/<name>/manifest.ts` (default export): the one place its
 * registry rows, its kind and its first-paint work are written. The build derives the registry the entry
 * holds, the loaders' lazy imports, the React list and the head script's first-paint jobs from these
 * (vite.manifests.ts); adding a widget is adding its folder.
 */
export interface WidgetManifest {
  /** `react`: its index exports a ReactWidget (its load preloads React's root host); `dom`: a DomWidget */
  kind: 'react' | 'dom';
  /** where it mounts and when it loads; a widget may have two rows at different places in the order */
  rows: ManifestRow[];
  /**
   * The classic script handles (public/includes/classic-handles.php's take-over table) whose behaviour on this markup
   * the widget replaces. Where one of them is not taken over (an undeclared release, a handle kept by a filter),
   * the loader plugin stands the widget down and the plugin's own script stays in charge. Absent: the widget
   * does what no plugin script does, and runs wherever its markup is.
   */
  replaces?: string[];
  /**
   * A module of the widget's folder (`./firstPaint.ts`) the head script runs from the first paint, for printed
   * markup that must look or work right before the entry runs (FirstPaintStart below).
   */
  firstPaint?: string;
  /**
   * Where the widget's markup is printed, so that its first-paint job is printed only there, instead of in the
   * head script of every page: inline just before the output of one of its shortcodes or blocks (the plugin file,
   * through `do_shortcode_tag` and `render_block`), and in `<head>`, after the head script, on the pages where
   * one of its conditions (WordPress's conditional tags, FirstPaintCondition) is true.
   */
  firstPaintWith?: { shortcodes?: string[]; blocks?: string[]; conditions?: FirstPaintCondition[] };
  /** its chunk goes into the shared `page` chunk: a small DOM widget of most pages (vite.config.ts) */
  chunk?: 'page';
  /** its mount builds the page's first Intl object: the head script warms Intl at `load` on its pages */
  intlAtMount?: true;
  /**
   * Globals the platform's printed markup or other scripts call by name, which this widget defines: the entry
   * defines a stand-in for each from its first moment (mount/inline.ts), which loads the widget and hands it the
   * calls.
   */
  globals?: InlineGlobal[];
  /**
   * Printed parts whose layout moves as their children are parsed: kept unpainted while the parser is inside one
   * (a selector list; mount/firstPaint.ts).
   */
  parsedWhole?: string;
  /** CSS for printed markup from the first paint, in the head script's first-paint style (mount/firstPaint.ts) */
  firstPaintCss?: string;
}

/** A global function printed markup calls by name (WidgetManifest `globals`). */
export interface InlineGlobal {
  /** where the function lives: a window global, or a method of a printed settings object */
  name: string;
  owner?: string;
  /** what the inline handler gets back at once (`return fn(…)` in an onclick: false keeps the link still) */
  returns?: false;
  /** the owner is the replaced script's own object, which nothing prints once that script is taken over */
  createOwner?: true;
}

/**
 * A manifest's `firstPaint` module exports `start: FirstPaintStart`, and may export `withoutHead`: what must run
 * when storefront.js is enqueued without the head script (the entry's loaders chunk runs it when it arrives).
 *
 * `start` runs once when the head script runs, after the head's own listeners: a DOMContentLoaded or load
 * listener it adds runs after the head's last pass and after its no-entry replay (`'storefrontWidgets' in
 * window` tells whether the entry ran). It returns what to run before each frame while the page is parsed and
 * once more at DOMContentLoaded. A job that keeps printed markup hidden until it can show it whole marks it
 * `data-sw-showing` meanwhile: background loads wait for it (mount/whenShown.ts).
 */
export type FirstPaintStart = (doc: Document) => () => void;

export interface MountedRoot {
  unmount(): void;
}
