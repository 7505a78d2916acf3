// Every widget's lazy import, the other code the entry loads on demand (React's root host, the store, the
// held-action message), and the mounting code not needed before a widget is (idle turns, the DOM observer, what
// the `idle` and `visible` strategies wait for). A chunk of its own, requested with the first widget: the entry
// stays small, and here each import carries the widget's whole preload list (its chunk, every chunk it imports,
// its CSS), so a widget arrives in one round of requests, not one per import level (vite.config.ts).
import type { MountedRoot, WidgetModule } from '../src/mount/types';
import { REACT_WIDGETS } from 'virtual:storefront/react-widgets';
import { withRuntimePreload } from './preloadRuntime';
import { attach } from './attach';
import { nextTurn } from './turns';

export { REACT_WIDGETS };

/** every widget folder's index, by folder name (each has a manifest: mount/manifests.test.ts) */
const byPath = import.meta.glob<WidgetModule>('../widgets/*/index.ts');

/**
 * the site's own translation of the texts, fetched once where the plugin file printed where it is (a page
 * without one, every page of a shop in the bundle's own languages, requests nothing for it)
 */
const translations = () =>
  'storefrontWidgetsI18n' in window
    ? import('../src/i18n/siteTranslationsReady').then((m) => m.siteTranslationsReady())
    : Promise.resolve();

/** a widget's module, once the site's translation is in too: nothing renders a text before it */
const withTranslations = (load: () => Promise<WidgetModule>) => (): Promise<WidgetModule> =>
  Promise.all([load(), translations()]).then(([mod]) => mod);

export const widgets: Record<string, (loading?: { urgent: boolean }) => Promise<WidgetModule>> =
  withRuntimePreload(
    Object.fromEntries(
      Object.entries(byPath).map(([path, load]) => [path.split('/')[2] ?? path, withTranslations(load)]),
    ),
    REACT_WIDGETS,
  );

/**
 * A widget's chunk, then (a background load) its idle turn, then its mount (attach.ts): null when the element is
 * no longer wanted by then. Throws when the chunk fails to load (the entry reports it).
 */
export const mountWith =
  (chunks: typeof widgets) =>
  async (
    el: HTMLElement,
    name: string,
    wanted: () => boolean,
    onFailed: (error: unknown) => void,
    loading: { urgent: boolean; hurry: () => void },
  ): Promise<MountedRoot | null> => {
    const chunk = chunks[name];
    if (!chunk) throw new Error(`no chunk for ${name}`);
    const def = (await chunk(loading)).default;
    if (!loading.urgent) {
      const turn = nextTurn(name);
      loading.hurry = turn.hurry;
      await turn.ready;
    }
    return attach(el, name, def, wanted, onFailed, loading);
  };
export const mount = mountWith(widgets);

// mounting code the entry needs only once a widget has been asked for
export { observe } from './observe';
export { whenIdle, whenVisible } from './watch';
export { loadAll } from './loadAll';
export { refind } from './refind';
export { tellStandDowns } from './tellStandDowns';

export const notice = () => import('./notice');
// the first-paint jobs' work for storefront.js enqueued without the head script (the store notice)
export { withoutHead } from 'virtual:storefront/first-paint';
