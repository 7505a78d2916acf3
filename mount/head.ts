// The head capture script: printed inline in <head> (public/storefront-widgets.php, and the fixtures' page shell),
// from the one file the build makes of this source (dist/head-capture.js, vite.config.ts). The entry is a deferred
// module: until it runs, a click on markup with a printed inline `onclick` (WebToffee's
// `wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers(…)`, whose function the entry defines) would throw a
// ReferenceError, and a submit of a form without a method (Wawp's) would GET the password into the URL. From the
// first paint this script holds those clicks and every submit (capture phase: before any other listener and the
// inline handler), and hands each to the entry, once, when it is ready (`storefront:ready`): replayed there, the
// entry's own hold (hold.ts) takes it as if it had just happened. Without the entry by the page's `load` (it
// failed), each is replayed as it was, the page's no-JS behaviour. It also runs the widgets' first-paint jobs
// (each manifest's `firstPaint` module: printed markup laid out or working as the plugins' scripts left it,
// before each frame while the page is parsed), keeps the parts the parser is still inside unpainted (firstPaint.ts,
// with its first-paint style) and, at `load`, requests the chunks the page's widgets will ask for
// (preloadAtLoad.ts). Its imports are bundled in: it stands alone.
import { jobs } from 'virtual:storefront/first-paint';
import { entryRows, preloadAtLoad, type PreloadMap } from './preloadAtLoad';
import { addFirstPaintStyle, markPartsBeingParsed } from './firstPaint';
import { whenShown } from './whenShown';
import { FIRST_PAINT_GLOBAL } from './firstPaintWithMarkup';
import type { FirstPaintStart } from '../src/mount/types';

/** the build's map of each idle and visible widget's chunks (vite.config.ts); absent in the unit tests */
declare const __SW_PRELOAD__: PreloadMap | undefined;

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
  // the jobs' own DOMContentLoaded and load listeners come after these (FirstPaintStart)
  doc.addEventListener('DOMContentLoaded', () => beforePaint(), { once: true });
  window.addEventListener(
    'load',
    () => {
      // no entry (it failed): what was held replayed as it was
      if (!('storefrontWidgets' in window)) replay();
      // the chunks of the widgets that load now, in the loaders chunk's round (preloadAtLoad.ts); only when the
      // entry runs: nothing else would ask for them
      else if (typeof __SW_PRELOAD__ === 'object') {
        const map = __SW_PRELOAD__;
        whenShown(() => preloadAtLoad(doc, map, entryRows()));
      }
    },
    { once: true },
  );
  const frames = jobs.map((job) => job(doc));
  // the jobs printed after this script, on the pages that have their markup (firstPaintWithMarkup.ts), join these
  Reflect.set(window, FIRST_PAINT_GLOBAL, (job: FirstPaintStart) => void frames.push(job(doc)));
  const beforePaint = () => {
    frames.forEach((frame) => frame());
    // and no part painted half-parsed (firstPaint.ts); last: the jobs may have placed its children
    markPartsBeingParsed(doc);
    if (doc.readyState === 'loading') requestAnimationFrame(beforePaint);
  };
  addFirstPaintStyle(doc);
  requestAnimationFrame(beforePaint);
})(document);

// a module for the type checker and the tests' import; the build makes it a classic script (iife, no exports)
export {};
