// Which slides the slider paints. The track moves by a transform, and Chrome paints everything near a transformed
// layer: every one of CusRev's cards at mount, with its avatar decoded, though one to three are in view. The ones out of reach stay `visibility: hidden`,
// as the head script's first paint already has them (src/reviews/sliderFirstPaint.ts): laid out (the track keeps
// the height of its tallest card), not painted, not decoded, and out of the accessibility tree, as APG's
// carousel hides the slides not shown. In reach: the slides in view from the selected snap, one on each side (a
// drag or the next click shows it at once), and each slide embla's observer sees in view, with its neighbours
// (a long drag past them: shown a frame after it enters).

/** Slide indexes to paint: `first` … `first + perView - 1` in view from the selected snap, `inView` as observed. */
export function slidesInReach(
  count: number,
  first: number,
  perView: number,
  loop: boolean,
  inView: readonly number[] = [],
): Set<number> {
  const reach = new Set<number>();
  const add = (i: number) => {
    const j = loop ? ((i % count) + count) % count : i;
    if (j >= 0 && j < count) reach.add(j);
  };
  for (let i = first - 1; i <= first + perView; i++) add(i);
  for (const i of inView) for (let d = -1; d <= 1; d++) add(i + d);
  return reach;
}
