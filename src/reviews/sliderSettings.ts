// The slider's slick settings as CusRev 5.117.0 prints them in `.cr-reviews-slider[data-slick]`
// (class-cr-reviews-slider.php), read and checked; slick's `responsive` applies the first breakpoint (smallest
// first) the window is not wider than.
import { isRecord, parseJson } from '../settings/parse';

/** What lays the slides out: all the head script reads (src/reviews/sliderFirstPaint.ts), in its bytes. */
export interface SliderLayout {
  dots: boolean;
  arrows: boolean;
  slidesToShow: number;
  responsive: { breakpoint: number; slidesToShow?: number; arrows?: boolean }[];
}

export interface SliderSettings extends SliderLayout {
  infinite: boolean;
  rtl: boolean;
}

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);
const flag = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
const printed = (el: HTMLElement) => rec(parseJson(el.dataset.slick ?? ''));

const layoutOf = (s: Record<string, unknown>): SliderLayout => {
  const responsive = (Array.isArray(s.responsive) ? s.responsive : [])
    .map(rec)
    .flatMap(({ breakpoint, settings }) =>
      typeof breakpoint === 'number'
        ? [{ breakpoint, slidesToShow: int(rec(settings).slidesToShow), arrows: flag(rec(settings).arrows) }]
        : [],
    );
  return {
    dots: flag(s.dots) ?? false,
    arrows: flag(s.arrows) ?? true,
    slidesToShow: int(s.slidesToShow) ?? 1,
    responsive: responsive.sort((a, b) => a.breakpoint - b.breakpoint),
  };
};

export const readLayout = (el: HTMLElement): SliderLayout => layoutOf(printed(el));

/** the printed settings parsed once: the layout and what only the widget reads */
export function readSettings(el: HTMLElement): SliderSettings {
  const s = printed(el);
  return {
    ...layoutOf(s),
    infinite: flag(s.infinite) ?? true,
    rtl: flag(s.rtl) ?? document.documentElement.dir === 'rtl',
  };
}

/**
 * Whether the window is at most `px` wide, as slick's breakpoints compare it. A media query, not
 * `window.innerWidth`: under Chromium's mobile viewport that read lays the page out each time (on every frame the
 * head script runs while the page is parsed); a media query reads no layout.
 */
export const windowAtMost = (px: number): boolean => matchMedia(`(max-width:${px}px)`).matches;

/** What applies at this window width: slides shown at once and whether the arrows show. */
export function atWidth(
  s: SliderLayout,
  atMost: (px: number) => boolean = windowAtMost,
): { perView: number; arrows: boolean } {
  const r = s.responsive.find((x) => atMost(x.breakpoint));
  return { perView: r?.slidesToShow ?? s.slidesToShow, arrows: r?.arrows ?? s.arrows };
}
