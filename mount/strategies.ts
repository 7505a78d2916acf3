// Load strategies, all of one signature (load, el) => cancel, as Astro's client directives. Whatever the
// strategy, an action on the markup before it ran loads the widget at once and is replayed (hold.ts).
import type { Strategy } from '../src/mount/types';

export type Load = () => Promise<boolean>;
export type StrategyFn = (load: Load, el: HTMLElement, intentTarget?: HTMLElement) => () => void;

/** run when the browser is idle (at the latest after `timeout` ms); a plain timer where there is no rIC */
export function onIdle(run: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 0);
}

const eager: StrategyFn = (load) => {
  void load();
  return () => {};
};

/** Run after the page's load event: nothing but the smallest widgets may compete with the page's own load. */
export function afterLoad(run: () => void): () => void {
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

// A click is not among them: every click, key activation and submit on registered markup is held (hold.ts)
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

const intent: StrategyFn = (load, el, intentTarget = el) => {
  const stop = () => {
    for (const type of INTENT_EVENTS) intentTarget.removeEventListener(type, onEvent, true);
  };
  function onEvent() {
    stop();
    void load();
  }
  for (const type of INTENT_EVENTS) intentTarget.addEventListener(type, onEvent, { capture: true, passive: true });
  return stop;
};

export const strategies: Record<Strategy, StrategyFn> = { eager, idle, visible, intent };
