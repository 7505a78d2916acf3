// CusRev 5.117.0's reviews grid shows no card until Colcade has placed the printed cards in its three columns
// (css/frontend.css: `.cr-review-card` is display:none outside `.cr-reviews-grid-col`, hidden until
// `.cr-colcade-loaded`); the plugin's script does it at DOM ready (js/frontend.js crResizeAllGridItemsUtil). The
// head script (head.ts) does the same before the first paint, so the cards show at once and the grid's React root,
// which loads later, finds them where it renders them (widgets/reviews-grid/useMasonry: readLayout). The rule is the
// widget's masonry.ts, written again here: a module the entry shared with a widget would become a chunk it waits
// for (see inline.ts).

/**
 * Hide the columns the grid's width leaves out (the third under 800 px, the second under 550 px), move each
 * printed card, in order, to the shortest visible column (its height grows by the card's offsetHeight, at least
 * 1 px), mark the grid `cr-colcade-loaded`. Returns false for markup that is not the plugin's.
 */
export function layoutPrintedGrid(inner: HTMLElement): boolean {
  const cols = Array.from(inner.querySelectorAll<HTMLElement>(':scope > .cr-reviews-grid-col'));
  if (cols.length !== 3 || inner.classList.contains('cr-colcade-loaded')) return false;
  const width = inner.getBoundingClientRect().width;
  const count = width < 550 ? 1 : width < 800 ? 2 : 3;
  cols.forEach((c, i) => c.classList.toggle('cr-reviews-grid-col-none', i >= count));
  const heights = cols.slice(0, count).map(() => 0);
  inner.querySelectorAll<HTMLElement>(':scope > .cr-review-card').forEach((card) => {
    const i = heights.indexOf(Math.min(...heights));
    cols[i]?.append(card);
    heights[i] = (heights[i] ?? 0) + (card.offsetHeight || 1);
  });
  inner.classList.add('cr-colcade-loaded');
  return true;
}
