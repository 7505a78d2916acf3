// The rotating progress texts shown while a login call runs, each for the time Wawp's script gives it, then a
// pause on the last line, repeating until the answer; each text fades in and out.
export const PROGRESS_TIMINGS = { bridge: 1200, almost: 1600, go: 1600, pause: 1200, fade: 250 } as const;
const CYCLE =
  PROGRESS_TIMINGS.bridge + PROGRESS_TIMINGS.almost + PROGRESS_TIMINGS.go + PROGRESS_TIMINGS.pause;
const BOUNDS = [PROGRESS_TIMINGS.bridge, PROGRESS_TIMINGS.bridge + PROGRESS_TIMINGS.almost, CYCLE] as const;

/** Which line shows `elapsed` ms after the call started (0 bridge, 1 almost, 2 go). */
export function progressLine(elapsed: number): 0 | 1 | 2 {
  const t = elapsed % CYCLE;
  if (t < PROGRESS_TIMINGS.bridge) return 0;
  if (t < PROGRESS_TIMINGS.bridge + PROGRESS_TIMINGS.almost) return 1;
  return 2;
}

/** How long after `elapsed` the line may change next (the next boundary of the cycle). */
export function msToNextLine(elapsed: number): number {
  const t = elapsed % CYCLE;
  return (BOUNDS.find((b) => b > t) ?? CYCLE) - t;
}
