// The grid's first-paint job (its manifest's `firstPaint`, run by the head script): CusRev shows its cards once
// Colcade has placed them; here they are placed where the widget will show them before each frame while the page
// is parsed, and shown once parsed, when the covers in view have their size (gridColumns.ts).
import type { FirstPaintStart } from '../../src/mount/types';
import { placePrintedCards, showWhenCoversSized } from './gridColumns';

export const start: FirstPaintStart = (doc) => {
  const grids = () => doc.querySelectorAll<HTMLElement>('.cr-reviews-grid > .cr-reviews-grid-inner');
  // after the head script's own last pass at DOMContentLoaded (its listener came first)
  doc.addEventListener(
    'DOMContentLoaded',
    () =>
      grids().forEach((inner) => {
        if (placePrintedCards(inner)) showWhenCoversSized(inner, 3000);
      }),
    { once: true },
  );
  return () => grids().forEach(placePrintedCards);
};
