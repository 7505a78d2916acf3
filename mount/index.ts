// The one script a page enqueues. It holds the registry, the load strategies, the hold on actions made before
// a widget runs and the stand-ins for globals printed markup calls (the widgets' first-paint jobs are the head
// script's; without the head script the loaders chunk runs those that must run anyway, `withoutHead`): React, the
// core and each widget load from ./chunks/ when a widget is about to be needed (or the shopper acts on its markup).
import type { RegistryEntry } from '../src/mount/types';
import { find } from './claims';
import { installHold } from './hold';
import { defineStandIns, readWindow } from './inline';
import { all, registry, standDown } from './active';
import { loadAll, loadLoaders, mount, mountedNames, onLoaders, sweepDisconnected, unmount } from './roots';
import { scan, scanInSlices } from './scan';
import { afterLoad } from './strategies';

declare const __SW_VERSION__: string;

interface PublicApi {
  version: string;
  /** mount widgets in markup you inserted yourself (already-mounted elements are skipped) */
  scan(root?: ParentNode): void;
  /** unmount the widgets on an element and inside it, before you remove or replace it */
  unmount(el: Element): void;
  /** load every widget on the page now instead of waiting for its strategy, once the page's first scan has found
   * them (resolves when all have mounted or failed) */
  load(root?: ParentNode): Promise<boolean[]>;
  /** the widgets running now, for debugging */
  mounted(): Array<{ name: string; el: Element }>;
  /** the registry rows that run on this page (a widget standing down has none), for debugging; the head
   * script's load-time preload reads their selectors here (mount/preloadAtLoad.ts) */
  registry: readonly RegistryEntry[];
}

declare global {
  interface Window {
    storefrontWidgets?: PublicApi;
  }
}

/** how long a held action waits for its widget: 3 s, or `storefrontWidgetsConfig.holdLimitMs` (tests) */
function holdLimitMs(): number {
  const v = Number(Reflect.get(Object(readWindow('storefrontWidgetsConfig')), 'holdLimitMs'));
  return v > 0 ? v : 3000;
}

const notice = () => loadLoaders().then((l) => l.notice());
const message = (control: HTMLElement) =>
  void notice().then(
    (n) => n.showHoldMessage(control),
    () => {},
  );

function loadByName(name: string, from: Element | null): Promise<boolean> {
  for (const entry of registry) {
    if (entry.name !== name) continue;
    const el = from?.closest(entry.selector) ?? document.querySelector(entry.selector);
    if (el instanceof HTMLElement) return mount(el, entry, true);
  }
  return Promise.resolve(false);
}

// the page's first scan runs in slices: `load()` waits for it, or it would load only the widgets found so far
let scanned = () => {};
const firstScan = new Promise<void>((resolve) => (scanned = resolve));

function start(): void {
  // once the page has loaded, the loaders come at once, not with the first idle widget: a round trip less
  afterLoad(() => void loadLoaders().catch(() => {}));
  scanInSlices(document, () => {
    scanned();
    document.dispatchEvent(new CustomEvent('storefront:ready'));
  });
}

// Enqueued twice: the first copy runs the page. Otherwise, from this first moment: actions are held, the
// inline globals exist; the scan runs in a task of its own, not inside the parser's last
// task (its style and layout work plus ours made one long task on a slow phone).
if (!window.storefrontWidgets) {
  window.storefrontWidgets = {
    version: typeof __SW_VERSION__ === 'string' ? __SW_VERSION__ : '0.0.0',
    scan,
    unmount,
    load: (root) => firstScan.then(() => loadAll(root)),
    mounted: mountedNames,
    registry,
  };
  // markup inserted later is watched from when the loaders arrive (the observer comes with them); what changed
  // before that is caught by one more scan
  onLoaders.first = (l) => {
    sweepDisconnected();
    l.observe((nodes) => nodes.forEach((n) => scan(n)), sweepDisconnected);
    scanInSlices(document, () => {});
    l.tellStandDowns(all, standDown);
    // storefront.js enqueued alone: the first-paint jobs that must run without the head script (its manifests)
    l.withoutHead(document);
  };
  installHold({
    find,
    limitMs: holdLimitMs,
    message,
    onHold: () => void notice().catch(() => {}),
    refind: (h, doc) => loadLoaders().then((l) => l.refind(h, doc)),
  });
  const firstPaint = () => {
    defineStandIns({ load: loadByName, message });
    setTimeout(start, 0);
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', firstPaint, { once: true });
  else firstPaint();
}
