import { describe, expect, it } from 'vitest';
import { layoutPrintedGrid } from './gridColumns';

function grid(width: number, heights: number[]) {
  document.body.innerHTML = `<div class="cr-reviews-grid"><div class="cr-reviews-grid-inner">
<div class="cr-reviews-grid-col cr-reviews-grid-col1"></div><div class="cr-reviews-grid-col cr-reviews-grid-col2"></div><div class="cr-reviews-grid-col cr-reviews-grid-col3"></div>
${heights.map((_, i) => `<div class="cr-review-card cr-card-product" data-reviewid="${i + 1}"></div>`).join('')}</div></div>`;
  const inner = document.querySelector<HTMLElement>('.cr-reviews-grid-inner')!;
  inner.getBoundingClientRect = () => ({ width }) as DOMRect;
  inner.querySelectorAll<HTMLElement>('.cr-review-card').forEach((c, i) => Object.defineProperty(c, 'offsetHeight', { value: heights[i] }));
  const ids = (n: number) => Array.from(inner.querySelectorAll<HTMLElement>(`.cr-reviews-grid-col${n} > .cr-review-card`)).map((c) => Number(c.dataset.reviewid));
  return { inner, ids, hidden: (n: number) => inner.querySelector(`.cr-reviews-grid-col${n}`)?.classList.contains('cr-reviews-grid-col-none') };
}

describe("the entry's Colcade pass on the printed grid", () => {
  it('places each card in the shortest of three columns from 800 px, and shows them', () => {
    const { inner, ids, hidden } = grid(900, [300, 100, 100, 50, 120]);
    expect(layoutPrintedGrid(inner)).toBe(true);
    expect([ids(1), ids(2), ids(3)]).toEqual([[1], [2, 4], [3, 5]]);
    expect([hidden(1), hidden(2), hidden(3)]).toEqual([false, false, false]);
    expect(inner.classList.contains('cr-colcade-loaded')).toBe(true);
    expect(layoutPrintedGrid(inner)).toBe(false); // once
  });

  it('two columns under 800 px, one under 550 px', () => {
    let g = grid(799, [10, 10, 10]);
    layoutPrintedGrid(g.inner);
    expect([g.hidden(2), g.hidden(3), g.ids(1), g.ids(2)]).toEqual([false, true, [1, 3], [2]]);
    g = grid(549, [10, 10]);
    layoutPrintedGrid(g.inner);
    expect([g.hidden(2), g.hidden(3), g.ids(1)]).toEqual([true, true, [1, 2]]);
  });
});
