// Scaling a box down to the room it has, never up: CusRev's trust badges (the floating one to the viewport,
// the block and shortcode ones to their box).

/** 1 when it fits, else the ratio that makes it fit. */
export function fitScale(available: number, natural: number): number {
  if (!(natural > 0) || !(available > 0)) return 1;
  return Math.min(1, available / natural);
}
