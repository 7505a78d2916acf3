// Load strategies, all of one signature (load, el) => cancel, as Astro's client directives.
// `intent` completes the triggering click once the widget is running, so no click is lost.
import type { Strategy } from './types';

export type Load = () => Promise<boolean>;
export type StrategyFn = (load: Load, el: HTMLElement, intentTarget?: HTMLElement) => () => void;

const eager: StrategyFn = (load) => {
  void load();
  return () => {};
};

const idle: StrategyFn = (load) => {
  let cancelled = false;
  const run = () => {
    if (!cancelled) void load();
  };
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
  };
};

const visible: StrategyFn = (load, el) => {
  if (!('IntersectionObserver' in window)) return eager(load, el);
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        void load();
      }
    },
    { rootMargin: '300px 0px' },
  );
  io.observe(el);
  return () => io.disconnect();
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
      if (e.target instanceof HTMLElement) pendingClick = e.target;
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
