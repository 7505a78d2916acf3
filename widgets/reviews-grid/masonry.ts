// The grid's layout as the widget keeps it: CusRev's masonry rule (src/reviews/masonry.ts, the one the head script
// placed the printed cards with) over card ids, and the layout read back from the printed grid.
import { activeColumns, cardHeight, shortestColumn } from '../../src/reviews/masonry';

export { activeColumns };

export interface Placed {
  /** card ids per visible column */
  columns: number[][];
  /** each column's height after placing */
  heights: number[];
}

/** Colcade's layoutItem for each card: append to the shortest column, add its height. */
export function place(start: Placed, cards: { id: number; height: number }[]): Placed {
  const columns = start.columns.map((c) => [...c]);
  const heights = [...start.heights];
  for (const card of cards) {
    const i = shortestColumn(heights);
    columns[i]?.push(card.id);
    heights[i] = (heights[i] ?? 0) + (card.height || 1);
  }
  return { columns, heights };
}

export const emptyLayout = (count: number): Placed => ({
  columns: Array.from({ length: count }, () => []),
  heights: Array.from({ length: count }, () => 0),
});

const COLUMNS = ':scope > .cr-reviews-grid-col';

/** The layout the entry gave the printed grid (gridColumns.ts): card ids per visible column, heights. */
export function readLayout(inner: HTMLElement): Placed | null {
  const cols = Array.from(inner.querySelectorAll<HTMLElement>(COLUMNS)).filter(
    (c) => !c.classList.contains('cr-reviews-grid-col-none'),
  );
  // placed by the entry: shown (Colcade's class), or still hidden until the covers in view have loaded
  if (
    !cols.length ||
    !(inner.classList.contains('cr-colcade-loaded') || inner.dataset.swShowing === 'pending')
  )
    return null;
  const cards = cols.map((c) =>
    Array.from(c.querySelectorAll<HTMLElement>(':scope > .cr-review-card[data-reviewid]')),
  );
  return {
    columns: cards.map((list) => list.map((card) => Number(card.dataset.reviewid))),
    heights: cards.map((list) => list.reduce((h, card) => h + cardHeight(card), 0)),
  };
}
