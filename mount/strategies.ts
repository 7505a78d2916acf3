// Load strategies, all of one signature (load, el) => cancel, as Astro's client directives.
// `intent` completes the triggering click once the widget is running, so no click is lost.
import { onIdle } from './turns';
import type { Strategy } from '../src/mount/types';

export type Load = () => Promise<boolean>;
export type StrategyFn = (load: Load, el: HTMLElement, intentTarget?: HTMLElement) => () => void;

const eager: StrategyFn = (load) => {
  void load();
  return () => {};
};

/** Run after the page's load event: nothing but the smallest widgets may compete with the page's own load. */
function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

const idle: StrategyFn = (load) => {
  let cancelled = false;
  const run = () => {
    if (!cancelled) void load();
  };
  const stopWaiting = afterLoad(() => onIdle(run, 2000));
  return () => {
    cancelled = true;
    stopWaiting();
  };
};

const visible: StrategyFn = (load, el) => {
  if (!('IntersectionObserver' in window)) return idle(load, el);
  let io: IntersectionObserver | null = null;
  const observe = () => {
    io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io?.disconnect();
          void load();
        }
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(el);
  };
  // Markup already on screen at start-up still waits for the load event (the page's own load comes first).
  const stopWaiting = afterLoad(observe);
  return () => {
    stopWaiting();
    io?.disconnect();
  };
};

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

const intent: StrategyFn = (load, el, intentTarget = el) => {
  let started = false;
  let pendingClick: HTMLElement | null = null;

  const stop = () => {
    for (const type of INTENT_EVENTS) intentTarget.removeEventListener(type, onEvent, true);
  };

  function onEvent(e: Event) {
    if (e.type === 'click') {
      // Hold the click until the widget runs, then replay it on the same target.
      e.preventDefault();
      e.stopPropagation();
      // a click on an icon's <svg>/<path> is replayed on its nearest HTML ancestor (SVG elements have no click())
      let t: Element | null = e.target instanceof Element ? e.target : null;
      while (t && !(t instanceof HTMLElement)) t = t.parentElement;
      if (t instanceof HTMLElement) pendingClick = t;
    }
    if (started) return;
    started = true;
    void load().then(() => {
      stop();
      const target = pendingClick;
      pendingClick = null;
      // Loaded: the widget handles the click. Failed: the replay runs the markup's own default action.
      if (target?.isConnected) target.click();
    });
  }

  for (const type of INTENT_EVENTS) intentTarget.addEventListener(type, onEvent, { capture: true, passive: type !== 'click' });
  return stop;
};

export const strategies: Record<Strategy, StrategyFn> = { eager, idle, visible, intent };
