// CusRev 5.117.0's reviews slider (`.cr-reviews-slider[data-slick] > .cr-review-card`, templates/reviews-slider.php)
// as a React root on embla: the printed cards become the slides (rendered from state in place of the printed
// ones, before paint), shown as slick would with the printed settings (slides per view by window width, arrows,
// dots, RTL), with `slick-initialized` on the slider, which the plugin's CSS waits for to show it. APG carousel:
// a labelled region, slides as groups "n of N", previous/next and dot buttons; read more / read less on each
// card (`.cr-slider-read-more a`, `.cr-slider-details`) re-measures the slider, as the plugin's setPosition.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import useEmblaCarousel from 'embla-carousel-react';
import type { WidgetProps } from '../../src/mount/types';
import { __, sprintf } from '../../src/i18n';
import { SafeHtml } from '../../src/html/SafeHtml';
import { useReadMore } from '../../src/reviews/useReadMore';
import { styleObject } from '../../src/html/styleObject';
import { useTakeOver } from '../../src/ui/useTakeOver';
import { atWidth, readSettings } from '../../src/reviews/sliderSettings';
import { printedCardStyle, sliderHasDots, unlayPrintedSlider } from '../../src/reviews/sliderFirstPaint';

interface Slide {
  html: string;
  style: ReturnType<typeof styleObject>;
}

function readSlides(el: HTMLElement): Slide[] {
  return Array.from(el.querySelectorAll<HTMLElement>(':scope > .cr-review-card')).map((c) => ({ html: c.innerHTML, style: styleObject(printedCardStyle(c)) }));
}

export function ReviewsSlider({ el }: WidgetProps) {
  const [{ settings, slides }] = useState(() => ({ settings: readSettings(el), slides: readSlides(el) }));
  const [view, setView] = useState(() => atWidth(settings, window.innerWidth));
  const [emblaRef, embla] = useEmblaCarousel({ direction: settings.rtl ? 'rtl' : 'ltr', align: 'start', loop: settings.infinite && slides.length > view.perView, slidesToScroll: 1 });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const reInit = useCallback(() => embla?.reInit(), [embla]);
  const { open, onClick } = useReadMore('slider', reInit);
  useTakeOver(el);

  // the head script's first-paint row (src/reviews/sliderFirstPaint) gives way in the commit that renders the slides
  useLayoutEffect(() => {
    unlayPrintedSlider(el);
    el.classList.add('slick-initialized');
    return () => el.classList.remove('slick-initialized');
  }, [el]);

  useEffect(() => {
    const onResize = () => setView(atWidth(settings, window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [settings]);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);
  useEffect(() => reInit(), [view.perView, reInit]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    // in RTL the previous slide is to the right
    const back = settings.rtl ? 'ArrowRight' : 'ArrowLeft';
    const forward = settings.rtl ? 'ArrowLeft' : 'ArrowRight';
    if (e.key === back) embla?.scrollPrev();
    else if (e.key === forward) embla?.scrollNext();
    else return;
    e.preventDefault();
  };

  return createPortal(
    <div className="cr-sw-slider" role="region" aria-roledescription={__('carousel')} aria-label={__('Customer reviews')} onKeyDown={onKeyDown}>
      <div className="cr-sw-slider-viewport" ref={emblaRef}>
        <div className="cr-sw-slider-container">
          {slides.map((s, i) => (
            <SafeHtml
              as="div"
              key={i}
              className={`cr-review-card${open.has(i) ? ' cr-sw-slider-expanded' : ''}`}
              role="group"
              aria-roledescription={__('slide')}
              aria-label={sprintf(__('Slide %1$d of %2$d'), i + 1, slides.length)}
              style={{ ...s.style, flex: `0 0 ${100 / view.perView}%` }}
              onClick={onClick(i)}
              html={s.html}
            />
          ))}
        </div>
      </div>
      {view.arrows ? (
        <div className="cr-slider-nav">
          <button type="button" className="cr-slider-prev" aria-label={__('Previous reviews')} disabled={!canPrev} onClick={() => embla?.scrollPrev()}>
            <span aria-hidden="true">{settings.rtl ? '›' : '‹'}</span>
          </button>
          <button type="button" className="cr-slider-next" aria-label={__('Next reviews')} disabled={!canNext} onClick={() => embla?.scrollNext()}>
            <span aria-hidden="true">{settings.rtl ? '‹' : '›'}</span>
          </button>
        </div>
      ) : null}
      {sliderHasDots(settings.dots, slides.length, view.perView) ? (
        <div className="cr-sw-slider-dots">
          {snaps.map((_, i) => (
            <button key={i} type="button" aria-label={sprintf(__('Go to slide %d'), i + 1)} aria-current={i === selected || undefined} onClick={() => embla?.scrollTo(i)} />
          ))}
        </div>
      ) : null}
    </div>,
    el,
  );
}
