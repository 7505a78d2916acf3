// The first-paint pass on CusRev's printed slider: the row the mounted slider shows, undone by the React root.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layPrintedSlider, printedCardStyle, unlayPrintedSlider } from './sliderFirstPaint';

// what class-cr-reviews-slider.php prints for slides_to_show 3, dots on
const SLICK =
  '{"infinite":true,"dots":true,"slidesToShow":3,"responsive":[{"breakpoint":800,"settings":{"slidesToShow":2}},{"breakpoint":450,"settings":{"arrows":false,"slidesToShow":1}}],"rtl":true}';

function slider(cards: number, slick = SLICK) {
  document.body.innerHTML = `<div class="cr-reviews-slider" data-slick='${slick}' style="border-color:#ebebeb;">${'<div class="cr-review-card"><div class="cr-review-card-inner"></div></div>'.repeat(cards)}</div>`;
  const el = document.querySelector<HTMLElement>('.cr-reviews-slider')!;
  return { el, cards: Array.from(el.querySelectorAll<HTMLElement>('.cr-review-card')) };
}
const width = (w: number) => Object.defineProperty(window, 'innerWidth', { value: w, configurable: true });
afterEach(() => width(1024));

describe("the head script's pass on the printed slider", () => {
  it('lays the cards in a row, as many in view as data-slick says at this width, with the dots row under them, and shows the slider', () => {
    width(1280);
    const { el, cards } = slider(5);
    expect(layPrintedSlider(el)).toBe(true);
    expect(el.classList.contains('slick-initialized')).toBe(true);
    expect([el.style.display, el.style.alignItems]).toEqual(['flex', 'flex-start']);
    expect(cards.map((c) => [c.style.flexShrink, c.style.flexBasis])).toEqual(
      Array(5).fill(['0', `${100 / 3}%`]),
    );
    // past the view: hidden, over the last card in view (nothing overflows the slider)
    expect(cards.map((c) => [c.style.visibility, c.style.marginInlineStart])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
      ['hidden', `-${100 / 3}%`],
      ['hidden', `-${100 / 3}%`],
    ]);
    expect(cards[0]?.style.marginBlockEnd).toBe('34px');
    el.insertAdjacentHTML('beforeend', '<div class="cr-review-card"></div>'); // parsed since
    expect(layPrintedSlider(el)).toBe(true);
    expect(el.querySelector<HTMLElement>('.cr-review-card:last-child')?.style.flexBasis).toBe(`${100 / 3}%`);
    width(412);
    const small = slider(2);
    layPrintedSlider(small.el);
    expect(small.cards[1]?.style.flexBasis).toBe('100%');
  });

  it('no dots row when every card fits, or dots are off', () => {
    width(1280);
    const a = slider(3);
    layPrintedSlider(a.el);
    expect(a.cards[0]?.style.marginBlockEnd).toBe('');
    const b = slider(5, SLICK.replace('"dots":true', '"dots":false'));
    layPrintedSlider(b.el);
    expect(b.cards[0]?.style.marginBlockEnd).toBe('');
  });

  it("leaves markup that is not the plugin's; the React root gets the printed box and card styles back", () => {
    const empty = slider(0);
    expect(layPrintedSlider(empty.el)).toBe(false);
    const { el, cards } = slider(4);
    cards[0]?.setAttribute('style', 'color: red;');
    layPrintedSlider(el);
    unlayPrintedSlider(el);
    expect([el.style.borderColor, el.style.display, el.style.alignItems]).toEqual([
      'rgb(235, 235, 235)',
      '',
      '',
    ]);
    expect(printedCardStyle(cards[0]!)).toBe('color: red;');
    expect(printedCardStyle(cards[1]!)).toBe('');
  });

  it('reads the width by media query, never window.innerWidth (each read lays the page out under a mobile viewport)', () => {
    const reads = vi.fn(() => 1280);
    Object.defineProperty(window, 'innerWidth', { get: reads, configurable: true });
    const list = window.matchMedia('(orientation: portrait)'); // the setup's stub, for its shape
    const query = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((q) => ({ ...list, media: q, matches: q === '(max-width:800px)' }));
    const { el, cards } = slider(3);
    layPrintedSlider(el);
    expect(reads).not.toHaveBeenCalled();
    expect(query).toHaveBeenCalledWith('(max-width:450px)');
    expect(cards[0]?.style.flexBasis).toBe('50%'); // 800 breakpoint: 2 in view
  });
});
