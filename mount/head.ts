// The head capture script: printed inline in <head> (public/storefront-widgets.php, and the fixtures' page shell),
// from the one file the build makes of this source (dist/head-capture.js, vite.config.ts). The entry is a deferred
// module: until it runs, a click on markup with a printed inline `onclick` (WebToffee's
// `wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers(…)`, whose function the entry defines) would throw a
// ReferenceError, and a submit of a form without a method (Wawp's) would GET the password into the URL. From the
// first paint this script holds those clicks and every submit (capture phase: before any other listener and the
// inline handler), and hands each to the entry, once, when it is ready (`storefront:ready`): replayed there, the
// entry's own hold (hold.ts) takes it as if it had just happened. Without the entry by the page's `load` (it
// failed), each is replayed as it was, the page's no-JS behaviour. It also places CusRev's printed grid cards at
// DOMContentLoaded (gridColumns.ts; the plugin's CSS shows none before), which kept the entry over its 5 KB,
// lays the printed slider cards in the row the slider shows (src/reviews/sliderFirstPaint.ts), shows one product
// tab panel (src/ui/productTabPanels.ts) and puts ACO Product Labels' listing badges in their image links
// (src/ui/listingBadges.ts) and shows WooCommerce's store notice (storeNotice.ts, which also runs its scroll
// behaviour and dismiss) before each frame while the page is parsed, where it also keeps the parts the parser is
// still inside unpainted (firstPaint.ts, with its first-paint style). Its imports are
// bundled in: it stands alone.
import { layPrintedSlider } from '../src/reviews/sliderFirstPaint';
import { afterCoversShown } from './afterCoversShown';
import { placePrintedCards, showWhenCoversSized } from './gridColumns';
import { showAllPanels, showOnePanel } from '../src/ui/productTabPanels';
import { placeListingBadges } from '../src/ui/listingBadges';
import { entryRows, preloadAtLoad, type PreloadMap } from './preloadAtLoad';
import { addFirstPaintStyle, markPartsBeingParsed } from './firstPaint';
import { storeNotice } from './storeNotice';

/** the build's map of each idle and visible widget's chunks (vite.config.ts); absent in the unit tests */
declare const __SW_PRELOAD__: PreloadMap | undefined;

const TABS = '.woocommerce-tabs.wc-tabs-wrapper';

interface HeldAction {
  target: Element;
  submitter: HTMLElement | null;
}

((doc: Document) => {
  const held: HeldAction[] = [];
  let done = false;
  const hold = (e: Event) => {
    const t = e.target;
    // the entry has taken over (its listener comes next), or this action is a replay
    if (done || 'storefrontWidgets' in window || !(t instanceof Element)) return;
    if (e.type === 'click' && !t.closest('[onclick]')) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push({
      target: t,
      submitter: e instanceof SubmitEvent && e.submitter instanceof HTMLElement ? e.submitter : null,
    });
  };
  const replay = () => {
    done = true;
    for (const h of held.splice(0)) {
      if (!h.target.isConnected) continue;
      const s = h.submitter;
      if (h.target instanceof HTMLFormElement)
        h.target.requestSubmit(s && 'form' in s && s.form === h.target ? s : null);
      else if (h.target instanceof HTMLElement) h.target.click();
    }
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);
  doc.addEventListener('storefront:ready', replay, { once: true });
  const notices = storeNotice(doc);
  // CusRev's grid shows its cards once Colcade has placed them, its slider once slick has: both where the widgets
  // will show them: both placed before each frame while the page is parsed (the browser paints a page still being
  // parsed); the grid's cards shown once the covers in view have their size (gridColumns.ts).
  const grids = () => doc.querySelectorAll<HTMLElement>('.cr-reviews-grid > .cr-reviews-grid-inner');
  const beforePaint = () => {
    doc.querySelectorAll<HTMLElement>('.cr-reviews-slider[data-slick]').forEach(layPrintedSlider);
    grids().forEach(placePrintedCards);
    // and WooCommerce's product tabs: one panel shown from the first paint (src/ui/productTabPanels.ts)
    doc.querySelectorAll<HTMLElement>(TABS).forEach(showOnePanel);
    // and ACO Product Labels' listing badges, in the image link before it is painted (src/ui/listingBadges.ts)
    placeListingBadges(doc);
    // and WooCommerce's store notice, shown once parsed (storeNotice.ts)
    notices();
    // and no part painted half-parsed (firstPaint.ts); last: the passes above may have placed its children
    markPartsBeingParsed(doc);
    if (doc.readyState === 'loading') requestAnimationFrame(beforePaint);
  };
  // a tab link followed natively (its held click got the native fallback: the chunk late or failing) opens its panel
  window.addEventListener('hashchange', () => doc.querySelectorAll<HTMLElement>(TABS).forEach(showOnePanel));
  // without the tabs widget (its chunk failed, or no entry by `load`), every panel is shown again, as printed
  doc.addEventListener('storefront:mount-failed', (e) => {
    const d: unknown = e instanceof CustomEvent ? e.detail : null;
    const el: unknown = d && typeof d === 'object' && 'el' in d ? d.el : null;
    if (el instanceof HTMLElement && el.matches(TABS)) showAllPanels(el);
  });
  addFirstPaintStyle(doc);
  requestAnimationFrame(beforePaint);
  doc.addEventListener(
    'DOMContentLoaded',
    () => {
      beforePaint();
      grids().forEach((inner) => {
        if (placePrintedCards(inner)) showWhenCoversSized(inner, 3000);
      });
    },
    { once: true },
  );
  // the chunks of the widgets that load now, in the loaders chunk's round (preloadAtLoad.ts); only when the
  // entry runs: nothing else would ask for them
  if (typeof __SW_PRELOAD__ === 'object') {
    const map = __SW_PRELOAD__;
    window.addEventListener(
      'load',
      () => 'storefrontWidgets' in window && afterCoversShown(() => preloadAtLoad(doc, map, entryRows())),
      { once: true },
    );
  }
  window.addEventListener(
    'load',
    () => {
      if ('storefrontWidgets' in window) return;
      replay();
      doc.querySelectorAll<HTMLElement>(TABS).forEach(showAllPanels);
    },
    { once: true },
  );
})(document);

// a module for the type checker and the tests' import; the build makes it a classic script (iife, no exports)
export {};
