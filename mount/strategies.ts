// Load strategies, all of one signature (load, el) => cancel, as Astro's client directives. Whatever the
// strategy, an action on the markup before it ran loads the widget at once and is replayed (hold.ts).
import type { Strategy } from '../src/mount/types';
import { whenShown } from './whenShown';
import { loadLoaders } from './roots';
import type * as LoadersNs from './loaders';

type Loaders = typeof LoadersNs;

export type Load = () => Promise<boolean>;
export type StrategyFn = (
  load: Load,
  el: HTMLElement,
  intentTarget?: HTMLElement,
  intentIgnore?: string,
) => () => void;

/** Run after the page's load event (and after what a first-paint job is showing has painted: whenShown.ts): nothing but the
 * smallest widgets may compete with the page's own load. */
export function afterLoad(run: () => void): () => void {
  const go = () => whenShown(run);
  if (document.readyState === 'complete') {
    go();
    return () => {};
  }
  window.addEventListener('load', go, { once: true });
  return () => window.removeEventListener('load', go);
}

// Markup already on screen at start-up still waits for the load event (the page's own load comes first). What
// idle and visible wait for then comes with the loaders chunk (watch.ts), requested at that event and needed by
// the widget's load anyway.
function afterLoaders(watch: (l: Loaders) => () => void): () => void {
  let cancelled = false;
  let stop = () => {};
  const stopWaiting = afterLoad(
    () =>
      void loadLoaders().then(
        (l) => {
          if (!cancelled) stop = watch(l);
        },
        () => {},
      ),
  );
  return () => {
    cancelled = true;
    stopWaiting();
    stop();
  };
}

const idle: StrategyFn = (load) => afterLoaders((l) => l.whenIdle(() => void load()));

const visible: StrategyFn = (load, el) => afterLoaders((l) => l.whenVisible(el, () => void load()));

// A click is not among them: every click, key activation and submit on registered markup is held (hold.ts)
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

const intent: StrategyFn = (load, el, intentTarget = el, intentIgnore) => {
  const stop = () => {
    for (const type of INTENT_EVENTS) intentTarget.removeEventListener(type, onEvent, true);
  };
  function onEvent(e: Event) {
    // the header's search box is the search's intent, not the drawer's: a first tap or focus there loads and
    // mounts the search alone (the drawer mounted first, ahead of it, when both listened)
    if (intentIgnore && e.target instanceof Element && e.target.closest(intentIgnore)) return;
    stop();
    void load();
  }
  for (const type of INTENT_EVENTS)
    intentTarget.addEventListener(type, onEvent, { capture: true, passive: true });
  return stop;
};

export const strategies: Record<Strategy, StrategyFn> = { idle, visible, intent };
