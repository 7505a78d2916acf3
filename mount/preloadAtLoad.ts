// In the head script, at the page's load event: request the chunks of every widget that will load then (its
// markup is on the page and it loads at idle, or when visible and it is within 300 px of the viewport) in the
// same round as the loaders chunk the entry asks for at that moment. The widgets' preload lists live in the
// loaders chunk, so without this their chunks came one round trip after it (2 rounds on a slow link before the
// first widget could run). The map is the build's (vite.config.ts, headCapture), from the registry and the
// bundle; what it requests is exactly what the loaders' own preload lists request a moment later (the browser
// answers those from this round). The selectors are the entry's: by `load` it has run and publishes the registry
// rows that run on this page (`storefrontWidgets.registry`, after any stand-down), so the head carries none.

import { VISIBLE_MARGIN_PX as MARGIN } from './watch';
import { pageLocale, warmIntlOffThread } from '../src/dom/warmIntl';
import { loadsAtLoad } from './loadsAtLoad';

export interface PreloadMap {
  /** the files under chunks/, without `.js` (a stylesheet keeps its `.css`), in the order to request them */
  files: string[];
  /** the first `always` files are requested on every page (the loaders chunk, its imports, what `body` rows need) */
  always: number;
  /** lists of indices into `files` */
  lists: number[][];
  /** per widget with a row that loads once the page has (loadsAtLoad): its index in `lists` */
  widgets: Record<string, number>;
  /** the widgets whose mount builds the page's first Intl object */
  intl?: string[];
}

/** what the head reads of a registry row (only `name` and `selector` are checked: the rest is compared) */
export interface PreloadRow {
  name: string;
  selector: string;
  strategy?: unknown;
  prefetch?: unknown;
}

const isRow = (r: unknown): r is PreloadRow =>
  typeof r === 'object' &&
  r !== null &&
  typeof Reflect.get(r, 'name') === 'string' &&
  typeof Reflect.get(r, 'selector') === 'string';

/** The entry's published rows (none before it ran, or from a copy that publishes none). */
export function entryRows(win: object = window): PreloadRow[] {
  try {
    const rows: unknown = Reflect.get(Object(Reflect.get(win, 'storefrontWidgets')), 'registry');
    return Array.isArray(rows) ? rows.filter(isRow) : [];
  } catch {
    return [];
  }
}

/** the elements a registry selector matches, or only the first (the walk ends there); none for a selector this
 * browser cannot parse (the entry's scan skips it too) */
function query(doc: Document, selector: string, firstOnly = false): Element[] {
  try {
    if (!firstOnly) return [...doc.querySelectorAll(selector)];
    const el = doc.querySelector(selector);
    return el ? [el] : [];
  } catch {
    return [];
  }
}

const near = (el: Element, height: number): boolean => {
  if (!el.getClientRects().length) return false; // not rendered (display:none): never intersects
  const r = el.getBoundingClientRect();
  return r.bottom >= -MARGIN && r.top <= height + MARGIN;
};

/** The files the page's widgets will ask for now, relative to storefront.js. */
export function filesToPreload(doc: Document, map: PreloadMap, rows: PreloadRow[], height: number): string[] {
  const wanted = new Set<number>(map.files.slice(0, map.always).map((_, i) => i));
  for (const row of rows) {
    const index = map.widgets[row.name];
    if (index === undefined || !loadsAtLoad(row)) continue;
    // (a name off the map's own keys, an inherited one included, finds no list)
    const list = (typeof index === 'number' && map.lists[index]) || [];
    // each query walks the page: none for a list already wanted (another row of the same widget, shared chunks)
    if (list.every((f) => wanted.has(f))) continue;
    // loads at idle: one match is enough, and the first one ends the walk
    const hit =
      row.strategy === 'visible'
        ? query(doc, row.selector).some((el) => near(el, height))
        : query(doc, row.selector, true).length > 0;
    if (hit) list.forEach((f) => wanted.add(f));
  }
  return [...wanted]
    .sort((a, b) => a - b)
    .flatMap((i) => {
      const f = map.files[i];
      return f === undefined ? [] : [`chunks/${f}${f.endsWith('.css') ? '' : '.js'}`];
    });
}

/** a task appends links for at most this long: each insertion starts its fetch at once, in the inserting task */
const SLICE_MS = 4;
/** …but at least this many: on a slow phone one link alone outlasts the slice, and a task per link, each queued
 * behind the page's other work, would spread the round over many tasks */
const LINKS_PER_TASK = 4;

/** A task of its own ahead of the page's queued timers (the entry's scan waits in one): each of these tasks is
 * short, and the requests are worth most when they go out first. A timer where there is no scheduler. */
function soon(task: () => void): void {
  if (typeof scheduler === 'object' && typeof scheduler.postTask === 'function')
    void scheduler.postTask(task, { priority: 'user-blocking' });
  else setTimeout(task, 0);
}

/**
 * Request them: modules with modulepreload (fetched, not run), stylesheets with preload (not applied). Both in
 * CORS mode, as Vite's preload helper asks for them (crossorigin=""): a preload only serves a request of the same
 * mode. In short slices, each in a task of its own: every link in the load event's task made one long task.
 * At low priority: they are background work, and on a fast page `load` can come before the first paint, where
 * high-priority scripts count as render-blocking and would delay the largest paint.
 */
export function preloadAtLoad(doc: Document, map: PreloadMap, rows: PreloadRow[]): void {
  const entry = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/storefront.js"]');
  if (!entry) return; // no entry on this page: nothing will ask for them
  let pending: string[] = [];
  const slice = () => {
    const end = performance.now() + SLICE_MS;
    for (let n = 1, f = pending.shift(); f !== undefined; n++, f = pending.shift()) {
      const href = new URL(f, entry.src).href;
      const link = Object.assign(
        doc.createElement('link'),
        f.endsWith('.css')
          ? { rel: 'preload', as: 'style', crossOrigin: '', href }
          : { rel: 'modulepreload', crossOrigin: '', href },
      );
      link.setAttribute('fetchpriority', 'low');
      doc.head.append(link);
      if (n >= LINKS_PER_TASK && performance.now() >= end) break;
    }
    if (pending.length) soon(slice);
    // the requests out, then, on a page whose widget builds the first Intl object as it mounts
    // (src/dom/warmIntl.ts), ICU's tables built on a worker thread: in the wait for the chunks, off the page's
    else if (rows.some((r) => map.intl?.includes(r.name) && query(doc, r.selector, true).length))
      warmIntlOffThread(pageLocale(doc));
  };
  // Not in the load event's own task: on a page whose resources are in, `load` fires in the entry's task, right
  // after its evaluation and the DOMContentLoaded work, and the viewport check may lay the page out (all in one
  // long task after the first paint, where it blocks input). The selectors' walks over
  // the page in a task, the links in the next ones.
  soon(() => {
    pending = filesToPreload(doc, map, rows, window.innerHeight);
    soon(slice);
  });
}
