// The one script a page enqueues. It holds only the registry and the load strategies: React, the core and
// each widget load from ./chunks/ when a widget is about to be needed.
import { observe } from './observe';
import { preshowStoreNotice } from './preshow';
import { loadAll, mountedNames, sweepDisconnected, unmount } from './roots';
import { scan } from './scan';

declare const __SW_VERSION__: string;

interface PublicApi {
  version: string;
  /** mount widgets in markup you inserted yourself (already-mounted elements are skipped) */
  scan(root?: ParentNode): void;
  /** unmount the widgets on an element and inside it, before you remove or replace it */
  unmount(el: Element): void;
  /** load every widget now instead of waiting for its strategy (resolves when all have mounted or failed) */
  load(root?: ParentNode): Promise<boolean[]>;
  /** the widgets running now, for debugging */
  mounted(): Array<{ name: string; el: Element }>;
}

declare global {
  interface Window {
    storefrontWidgets?: PublicApi;
  }
}

function start(): void {
  if (window.storefrontWidgets) return; // enqueued twice: the first copy runs the page
  window.storefrontWidgets = {
    version: typeof __SW_VERSION__ === 'string' ? __SW_VERSION__ : '0.0.0',
    scan: (root = document) => scan(root),
    unmount,
    load: (root = document) => loadAll(root),
    mounted: mountedNames,
  };
  scan(document);
  observe((nodes) => nodes.forEach((n) => scan(n)), sweepDisconnected);
  document.dispatchEvent(new CustomEvent('storefront:ready'));
}

// The store notice is shown at once; the scan runs in a task of its own, not inside the parser's last task (its
// style and layout work plus ours made one long task on a slow phone).
const startSoon = () => {
  preshowStoreNotice();
  setTimeout(start, 0);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startSoon, { once: true });
else startSoon();
