// The one masonry rule of CusRev 5.117.0's reviews grid, as Colcade lays it out (js/colcade.js, js/frontend.js
// crResizeAllGridItemsUtil): the third column is hidden when the grid is narrower than 800 px, the second under
// 550 px, and each card goes, in order, to the shortest visible column (the first of equals), whose height grows
// by the card's offsetHeight (at least 1 px, for a card not laid out yet). The head script places the printed
// cards with it before the first paint (widgets/reviews-grid/gridColumns.ts); the grid widget keeps them placed
// (widgets/reviews-grid/masonry.ts).

/** How many of the three columns show at this width of `.cr-reviews-grid-inner`. */
export function activeColumns(width: number): 1 | 2 | 3 {
  if (width < 550) return 1;
  if (width < 800) return 2;
  return 3;
}

/** The column a card goes to: the shortest, the first of equals. */
export const shortestColumn = (heights: readonly number[]): number => heights.indexOf(Math.min(...heights));

/** What a card adds to its column's height (1 px for a card not laid out yet). */
export const cardHeight = (card: HTMLElement): number => card.offsetHeight || 1;
