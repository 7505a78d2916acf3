import { describe, expect, it, vi } from 'vitest';
import { placePrintedCards, showWhenCoversSized } from './gridColumns';

function grid(width: number, heights: number[]) {
  document.body.innerHTML = `<div class="cr-reviews-grid"><div class="cr-reviews-grid-inner">
<div class="cr-reviews-grid-col cr-reviews-grid-col1"></div><div class="cr-reviews-grid-col cr-reviews-grid-col2"></div><div class="cr-reviews-grid-col cr-reviews-grid-col3"></div>
${heights.map((_, i) => `<div class="cr-review-card cr-card-product" data-reviewid="${i + 1}"></div>`).join('')}</div></div>`;
  const inner = document.querySelector<HTMLElement>('.cr-reviews-grid-inner')!;
  inner.getBoundingClientRect = () => ({ width }) as DOMRect;
  inner
    .querySelectorAll<HTMLElement>('.cr-review-card')
    .forEach((c, i) => Object.defineProperty(c, 'offsetHeight', { value: heights[i], configurable: true }));
  const ids = (n: number) =>
    Array.from(inner.querySelectorAll<HTMLElement>(`.cr-reviews-grid-col${n} > .cr-review-card`)).map((c) =>
      Number(c.dataset.reviewid),
    );
  return {
    inner,
    ids,
    hidden: (n: number) =>
      inner.querySelector(`.cr-reviews-grid-col${n}`)?.classList.contains('cr-reviews-grid-col-none'),
  };
}

describe("the entry's Colcade pass on the printed grid", () => {
  it('places each card in the shortest of three columns from 800 px; cards parsed later go on from there', () => {
    const { inner, ids, hidden } = grid(900, [300, 100, 100, 50, 120]);
    expect(placePrintedCards(inner)).toBe(true);
    expect([ids(1), ids(2), ids(3)]).toEqual([[1], [2, 4], [3, 5]]);
    expect([hidden(1), hidden(2), hidden(3)]).toEqual([false, false, false]);
    const late = document.createElement('div');
    late.className = 'cr-review-card cr-card-product';
    late.dataset.reviewid = '6';
    Object.defineProperty(late, 'offsetHeight', { value: 10 });
    inner.append(late);
    expect(placePrintedCards(inner)).toBe(true);
    expect(ids(2)).toEqual([2, 4, 6]);
  });

  it('reads heights only after every new card is in a column: one layout per frame, not one per card', () => {
    const { inner } = grid(900, [300, 100, 100, 50, 120]);
    const outside: number[] = []; // cards still outside the columns when a height was read
    inner.querySelectorAll<HTMLElement>('.cr-review-card').forEach((c) => {
      const h = c.offsetHeight;
      Object.defineProperty(c, 'offsetHeight', {
        get: () => {
          outside.push(inner.querySelectorAll(':scope > .cr-review-card').length);
          return h;
        },
      });
    });
    placePrintedCards(inner);
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.every((n) => n === 0)).toBe(true);
  });

  it('shows the cards once the covers in view are loaded and decoded (or failed), or after the limit', async () => {
    const { inner } = grid(900, [10, 10]);
    inner.querySelector('.cr-review-card')!.innerHTML =
      '<div class="image-row"><img class="image-row-img" src="x.jpg" loading="lazy"><img class="image-row-img image-row-img-none" src="y.jpg"></div>';
    const cover = inner.querySelector<HTMLImageElement>('img.image-row-img')!;
    Object.defineProperty(cover, 'complete', { value: false });
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(false); // a tab in view paints frames
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    let decoded = () => {};
    cover.decode = () => new Promise<void>((r) => (decoded = r));
    placePrintedCards(inner);
    showWhenCoversSized(inner, 60_000);
    expect(inner.classList.contains('cr-colcade-loaded')).toBe(false);
    expect(inner.dataset.swShowing).toBe('pending'); // the grid widget, mounting meanwhile, waits too
    cover.dispatchEvent(new Event('load')); // loaded is not enough: the frame that shows it would decode it
    await Promise.resolve();
    expect(inner.classList.contains('cr-colcade-loaded')).toBe(false);
    decoded();
    await vi.waitFor(() => expect(inner.classList.contains('cr-colcade-loaded')).toBe(true));
    // pending until the frame showing them has painted: the chunks wait for that (mount/whenShown.ts)
    await new Promise((r) => setTimeout(r, 20));
    expect(inner.dataset.swShowing).toBe('pending');
    frames.splice(0).forEach((f) => f(0)); // the frame that shows them
    expect(inner.dataset.swShowing).toBe('pending');
    frames.splice(0).forEach((f) => f(0)); // the next: that one was presented
    await vi.waitFor(() => expect(inner.dataset.swShowing).toBeUndefined());
    vi.unstubAllGlobals();
    hidden.mockRestore();

    const failed = grid(900, [10]);
    failed.inner.querySelector('.cr-review-card')!.innerHTML =
      '<div class="image-row"><img class="image-row-img" src="gone.jpg"></div>';
    const img = failed.inner.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: false });
    img.decode = () => Promise.reject(new DOMException('broken', 'EncodingError'));
    showWhenCoversSized(failed.inner, 60_000);
    await vi.waitFor(() => expect(failed.inner.classList.contains('cr-colcade-loaded')).toBe(true));

    const video = grid(900, [10]);
    video.inner.querySelector('.cr-review-card')!.innerHTML =
      '<div class="image-row"><video class="image-row-vid" src="v.mp4#t=0.1"></video></div>';
    showWhenCoversSized(video.inner, 60_000);
    expect(video.inner.classList.contains('cr-colcade-loaded')).toBe(false);
    video.inner.querySelector('video')!.dispatchEvent(new Event('loadedmetadata'));
    expect(video.inner.classList.contains('cr-colcade-loaded')).toBe(true);

    const g = grid(900, [10]);
    g.inner.querySelector('.cr-review-card')!.innerHTML =
      '<div class="image-row"><img class="image-row-img" src="x.jpg"></div>';
    Object.defineProperty(g.inner.querySelector('img')!, 'complete', { value: false });
    g.inner.querySelector('img')!.decode = () => new Promise(() => {});
    showWhenCoversSized(g.inner, 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(g.inner.classList.contains('cr-colcade-loaded')).toBe(true);
  });

  it('loads the covers of the cards that start in view at once (a lazy image holds neither the load event nor its turn)', () => {
    const { inner } = grid(
      900,
      Array.from({ length: 9 }, () => 500),
    );
    inner.getBoundingClientRect = () => ({ width: 900, top: 100 }) as DOMRect;
    inner.querySelectorAll('.cr-review-card').forEach((c) => {
      c.innerHTML =
        '<div class="image-row"><img class="image-row-img" src="x.jpg" loading="lazy"></div><div class="reviewer-verified"><img src="v.webp" loading="lazy"></div>';
    });
    placePrintedCards(inner);
    // rows at 100, 600 (in a 768 px viewport) and 1100 px
    expect(window.innerHeight).toBe(768);
    const byCard = Array.from(inner.querySelectorAll<HTMLElement>('.cr-review-card'), (c) => [
      Number(c.dataset.reviewid),
      c.querySelector<HTMLImageElement>('.image-row > img')!.getAttribute('loading'),
    ]);
    expect(Object.fromEntries(byCard)).toEqual({
      1: 'eager',
      2: 'eager',
      3: 'eager',
      4: 'eager',
      5: 'eager',
      6: 'eager',
      7: 'lazy',
      8: 'lazy',
      9: 'lazy',
    });
    // the reviewer's badge is not a cover: as printed
    expect(inner.querySelectorAll('.reviewer-verified img[loading=lazy]')).toHaveLength(9);
  });

  it('two columns under 800 px, one under 550 px', () => {
    let g = grid(799, [10, 10, 10]);
    placePrintedCards(g.inner);
    expect([g.hidden(2), g.hidden(3), g.ids(1), g.ids(2)]).toEqual([false, true, [1, 3], [2]]);
    g = grid(549, [10, 10]);
    placePrintedCards(g.inner);
    expect([g.hidden(2), g.hidden(3), g.ids(1)]).toEqual([true, true, [1, 2]]);
  });
});
