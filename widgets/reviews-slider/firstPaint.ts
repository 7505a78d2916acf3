// The slider's first-paint job (its manifest's `firstPaint`, run by the head script): CusRev shows its slider
// once slick has laid it out; here the printed cards are laid in the row the slider shows, before each frame while
// the page is parsed (src/reviews/sliderFirstPaint.ts).
import type { FirstPaintStart } from '../../src/mount/types';
import { layPrintedSlider } from '../../src/reviews/sliderFirstPaint';

export const start: FirstPaintStart = (doc) => () =>
  doc.querySelectorAll<HTMLElement>('.cr-reviews-slider[data-slick]').forEach(layPrintedSlider);
