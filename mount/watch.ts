// What the `idle` and `visible` strategies wait for (strategies.ts), in the loaders chunk: the entry does not need
// it before the page's load event, when the loaders are requested (a widget's load needs them anyway). Each runs
// `run` once and returns its stop.

/** run when the browser is idle (at the latest after `timeout` ms), with the idle period's deadline; a plain timer where there is no rIC */
export function onIdle(run: (deadline?: IdleDeadline) => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 0);
}

/** the `idle` strategy: at the browser's next idle time (at the latest after 2 s) */
export function whenIdle(run: () => void): () => void {
  let stopped = false;
  onIdle(() => void (stopped || run()), 2000);
  return () => (stopped = true);
}

/** how close to the viewport a `visible` widget's markup loads it (the head script's load-time preload uses it too) */
export const VISIBLE_MARGIN_PX = 300;

/** the `visible` strategy: when the element comes within VISIBLE_MARGIN_PX of the viewport */
export function whenVisible(el: Element, run: () => void): () => void {
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        run();
      }
    },
    { rootMargin: `${VISIBLE_MARGIN_PX}px 0px` },
  );
  io.observe(el);
  return () => io.disconnect();
}
