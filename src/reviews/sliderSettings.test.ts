import { describe, expect, it } from 'vitest';
import { atWidth, readSettings } from './sliderSettings';

const el = (slick: string) => {
  const d = document.createElement('div');
  d.dataset.slick = slick;
  return d;
};
// what class-cr-reviews-slider.php prints for slides_to_show 3 on an RTL site
const PRINTED =
  '{"infinite":true,"dots":true,"slidesToShow":3,"slidesToScroll":1,"adaptiveHeight":true,"autoplay":false,"responsive":[{"breakpoint":800,"settings":{"slidesToShow":2}},{"breakpoint":650,"settings":{"slidesToShow":1}},{"breakpoint":450,"settings":{"arrows":false,"slidesToShow":1}}],"rtl":true}';

describe('slider settings (data-slick)', () => {
  it("slick's responsive: the smallest breakpoint the window is not wider than", () => {
    const s = readSettings(el(PRINTED));
    expect(s).toMatchObject({ dots: true, rtl: true, slidesToShow: 3, infinite: true });
    expect([1200, 801, 800, 651, 650, 451, 450, 320].map((w) => atWidth(s, (px) => w <= px))).toEqual([
      { perView: 3, arrows: true },
      { perView: 3, arrows: true },
      { perView: 2, arrows: true },
      { perView: 2, arrows: true },
      { perView: 1, arrows: true },
      { perView: 1, arrows: true },
      { perView: 1, arrows: false },
      { perView: 1, arrows: false },
    ]);
  });

  it('malformed settings fall back to one slide with arrows', () => {
    for (const bad of ['', 'not json', '[]', '{"slidesToShow":"3","responsive":[{"settings":1}]}']) {
      expect(atWidth(readSettings(el(bad)), (px) => 1000 <= px)).toEqual({ perView: 1, arrows: true });
    }
  });
});
