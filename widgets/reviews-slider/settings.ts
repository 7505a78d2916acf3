// The slider's slick settings as CusRev 5.117.0 prints them in `.cr-reviews-slider[data-slick]`
// (class-cr-reviews-slider.php), read and checked; slick's `responsive` applies the first breakpoint (smallest
// first) the window is not wider than.
import { isRecord, parseJson } from '../../src/settings/parse';

export interface SliderSettings {
  infinite: boolean;
  dots: boolean;
  arrows: boolean;
  slidesToShow: number;
  rtl: boolean;
  responsive: { breakpoint: number; slidesToShow?: number; arrows?: boolean }[];
}

const int = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : d);
const flag = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);

export function readSettings(el: HTMLElement): SliderSettings {
  const raw = parseJson(el.dataset.slick ?? '');
  const s = isRecord(raw) ? raw : {};
  const responsive = (Array.isArray(s.responsive) ? s.responsive : []).flatMap((r) => {
    if (!isRecord(r) || typeof r.breakpoint !== 'number') return [];
    const set = isRecord(r.settings) ? r.settings : {};
    return [{ breakpoint: r.breakpoint, slidesToShow: typeof set.slidesToShow === 'number' ? int(set.slidesToShow, 1) : undefined, arrows: typeof set.arrows === 'boolean' ? set.arrows : undefined }];
  });
  return {
    infinite: flag(s.infinite, true),
    dots: flag(s.dots, false),
    arrows: flag(s.arrows, true),
    slidesToShow: int(s.slidesToShow, 1),
    rtl: flag(s.rtl, document.documentElement.dir === 'rtl'),
    responsive: responsive.sort((a, b) => a.breakpoint - b.breakpoint),
  };
}

/** What applies at this window width: slides shown at once and whether the arrows show. */
export function atWidth(s: SliderSettings, width: number): { perView: number; arrows: boolean } {
  const r = s.responsive.find((x) => width <= x.breakpoint);
  return { perView: r?.slidesToShow ?? s.slidesToShow, arrows: r?.arrows ?? s.arrows };
}
