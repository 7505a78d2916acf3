// CusRev 5.117.0 prints the slider's cards one under the other (templates/reviews-slider.php) and hides the whole
// block until slick has laid them out in a row (css/frontend.css: `.cr-reviews-slider` visibility hidden, opacity
// 0, until `.slick-initialized`). The hidden stack still takes its height, so the page below jumped up when the
// slider mounted. The head script runs this (declared in widgets/reviews-slider/manifest.ts) before each frame while the page is parsed: the printed
// cards stand in a row as the mounted slider (widgets/reviews-slider) shows them, as many in view as data-slick
// shows at this window width, the row as tall as the tallest card, with the place the dots take under it, and the
// slider shows. The React root, which
// loads later, takes the printed cards out and calls `unlayPrintedSlider` in the same commit.
import { atWidth, readLayout } from './sliderSettings';

/** The dots row under the mounted slider: 10 px margin + 24 px buttons (widgets/reviews-slider/reviews-slider.css). */
export const SLIDER_DOTS_BLOCK = 34;

/** Whether the mounted slider shows its dots: one per slide once there are more slides than fit (embla's snaps). */
export const sliderHasDots = (dots: boolean, slides: number, perView: number): boolean =>
  dots && slides > perView;

const ROW = ['display', 'align-items'] as const;
const CARD = [
  'flex-shrink',
  'flex-basis',
  'min-inline-size',
  'block-size',
  'margin-block-end',
  'margin-inline-start',
  'visibility',
] as const;

/**
 * Lay the printed cards out in a row as the mounted slider; false when there are none (not the plugin's markup,
 * or the React root has them). Run again while the page is parsed, it lays the cards parsed since.
 */
export function layPrintedSlider(el: HTMLElement): boolean {
  const cards = Array.from(el.querySelectorAll<HTMLElement>(':scope > .cr-review-card'));
  if (!cards.length) return false;
  const settings = readLayout(el);
  const { perView } = atWidth(settings);
  const dots = sliderHasDots(settings.dots, cards.length, perView);
  ROW.forEach((p, i) => el.style.setProperty(p, ['flex', 'flex-start'][i] ?? ''));
  // every card in the row: the mounted track is as tall as its tallest slide; the ones past the view hidden,
  // each over the last one in view (no inline size: nothing overflows)
  const basis = `${100 / perView}%`;
  cards.forEach((c, i) => {
    const past = i >= perView;
    const card = [
      '0',
      basis,
      '0',
      'auto',
      dots ? `${SLIDER_DOTS_BLOCK}px` : '',
      past ? `-${basis}` : '',
      past ? 'hidden' : '',
    ];
    CARD.forEach((p, j) => c.style.setProperty(p, card[j] ?? ''));
  });
  el.classList.add('slick-initialized');
  return true;
}

/** The slider box as printed again (its cards are the React root's to take out). */
export function unlayPrintedSlider(el: HTMLElement): void {
  ROW.forEach((p) => el.style.removeProperty(p));
}

/** A printed card's own style attribute, without what the first-paint pass added. */
export function printedCardStyle(card: HTMLElement): string {
  const copy = document.createElement('div');
  copy.setAttribute('style', card.getAttribute('style') ?? '');
  CARD.forEach((p) => copy.style.removeProperty(p));
  return copy.getAttribute('style') ?? '';
}
