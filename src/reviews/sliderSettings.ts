// The slider's slick settings as CusRev 5.117.0 prints them in `.cr-reviews-slider[data-slick]`
// (class-cr-reviews-slider.php), read and checked; slick's `responsive` applies the first breakpoint (smallest
// first) the window is not wider than.
import { isRecord, parseJson } from '../settings/parse';

export interface SliderSettings {
  infinite: boolean;
  dots: boolean;
  arrows: boolean;
  slidesToShow: number;
  rtl: boolean;
  responsive: { breakpoint: number; slidesToShow?: number; arrows?: boolean }[];
}

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);
const flag = (v: unknown) => (typeof v === 'boolean' ? v : undefined);

// small: the head script reads it too (src/reviews/sliderFirstPaint.ts)
export function readSettings(el: HTMLElement): SliderSettings {
  const s = rec(parseJson(el.dataset.slick ?? ''));
  const responsive = (Array.isArray(s.responsive) ? s.responsive : []).map(rec).flatMap(({ breakpoint, settings }) =>
    typeof breakpoint === 'number' ? [{ breakpoint, slidesToShow: int(rec(settings).slidesToShow), arrows: flag(rec(settings).arrows) }] : [],
  );
  return {
    infinite: flag(s.infinite) ?? true,
    dots: flag(s.dots) ?? false,
    arrows: flag(s.arrows) ?? true,
    slidesToShow: int(s.slidesToShow) ?? 1,
    rtl: flag(s.rtl) ?? document.documentElement.dir === 'rtl',
    responsive: responsive.sort((a, b) => a.breakpoint - b.breakpoint),
  };
}

/**
 * Whether the window is at most `px` wide, as slick's breakpoints compare it. A media query, not
 * `window.innerWidth`: under Chromium's mobile viewport that read lays the page out each time (about 20 ms on the
 * reviews pages, on every frame the head script ran while the page was parsed); a media query reads no layout.
 */
export const windowAtMost = (px: number): boolean => matchMedia(`(max-width:${px}px)`).matches;

/** What applies at this window width: slides shown at once and whether the arrows show. */
export function atWidth(s: SliderSettings, atMost: (px: number) => boolean = windowAtMost): { perView: number; arrows: boolean } {
  const r = s.responsive.find((x) => atMost(x.breakpoint));
  return { perView: r?.slidesToShow ?? s.slidesToShow, arrows: r?.arrows ?? s.arrows };
}
