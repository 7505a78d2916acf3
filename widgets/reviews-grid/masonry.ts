// Masonry as CusRev 5.117.0 lays out its grid with Colcade (js/colcade.js, js/frontend.js
// crResizeAllGridItemsUtil): the third column is hidden when the grid is narrower than 800 px, the second under
// 550 px (`cr-reviews-grid-col-none`), and each card goes, in order, to the shortest visible column (the first of
// equals), whose height grows by the card's offsetHeight (at least 1 px, for a card not laid out yet).

/** How many of the three columns show at this width of `.cr-reviews-grid-inner`. */
export function activeColumns(width: number): 1 | 2 | 3 {
  if (width < 550) return 1;
  if (width < 800) return 2;
  return 3;
}

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
    const min = Math.min(...heights);
    const i = heights.indexOf(min);
    columns[i]?.push(card.id);
    heights[i] = min + (card.height || 1);
  }
  return { columns, heights };
}

export const emptyLayout = (count: number): Placed => ({
  columns: Array.from({ length: count }, () => []),
  heights: Array.from({ length: count }, () => 0),
});

const COLUMNS = ':scope > .cr-reviews-grid-col';

/** The layout the entry gave the printed grid (mount/gridColumns.ts): card ids per visible column, heights. */
export function readLayout(inner: HTMLElement): Placed | null {
  const cols = Array.from(inner.querySelectorAll<HTMLElement>(COLUMNS)).filter((c) => !c.classList.contains('cr-reviews-grid-col-none'));
  // placed by the entry: shown (Colcade's class), or still hidden until the covers in view have loaded
  if (!cols.length || !(inner.classList.contains('cr-colcade-loaded') || inner.dataset.swCovers === 'pending')) return null;
  const cards = cols.map((c) => Array.from(c.querySelectorAll<HTMLElement>(':scope > .cr-review-card[data-reviewid]')));
  return {
    columns: cards.map((list) => list.map((card) => Number(card.dataset.reviewid))),
    heights: cards.map((list) => list.reduce((h, card) => h + (card.offsetHeight || 1), 0)),
  };
}
