// The rotating progress texts shown while a login call runs (spec constants): bridge 1200 ms, almost
// 1600 ms, go 1600 ms, then a 1200 ms pause on the last line, repeating until the answer; 250 ms fades.
export const PROGRESS_TIMINGS = { bridge: 1200, almost: 1600, go: 1600, pause: 1200, fade: 250 } as const;
const CYCLE = PROGRESS_TIMINGS.bridge + PROGRESS_TIMINGS.almost + PROGRESS_TIMINGS.go + PROGRESS_TIMINGS.pause;

/** Which line shows `elapsed` ms after the call started (0 bridge, 1 almost, 2 go). */
export function progressLine(elapsed: number): 0 | 1 | 2 {
  const t = elapsed % CYCLE;
  if (t < PROGRESS_TIMINGS.bridge) return 0;
  if (t < PROGRESS_TIMINGS.bridge + PROGRESS_TIMINGS.almost) return 1;
  return 2;
}

/** A 250 ms fade-in without forcing a layout (Web Animations; none under reduced motion or without it). */
function fadeIn(el: HTMLElement): void {
  if (typeof el.animate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PROGRESS_TIMINGS.fade, easing: 'ease-in' });
}

/** Run the texts in `box` until the returned stop() is called. */
export function startProgress(box: HTMLElement, lines: readonly [string, string, string]): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    const elapsed = Date.now() - started;
    const line = progressLine(elapsed);
    if (box.textContent !== lines[line]) {
      box.textContent = lines[line];
      fadeIn(box);
    }
    // next change: the next boundary of the cycle
    const t = elapsed % CYCLE;
    const bounds = [PROGRESS_TIMINGS.bridge, PROGRESS_TIMINGS.bridge + PROGRESS_TIMINGS.almost, CYCLE];
    const next = (bounds.find((b) => b > t) ?? CYCLE) - t;
    timer = setTimeout(show, next);
  };
  box.hidden = false;
  show();
  return () => {
    clearTimeout(timer);
    box.hidden = true;
    box.textContent = '';
  };
}
