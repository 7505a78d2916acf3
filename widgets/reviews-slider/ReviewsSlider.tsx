// CusRev 5.117.0's reviews slider (`.cr-reviews-slider[data-slick] > .cr-review-card`, templates/reviews-slider.php)
// as a React root on embla: the printed cards become the slides as they are, moved into embla's track before
// paint as slick moves them into its own (the page's own nodes: nothing re-parsed or re-sanitized, which was most
// of a long mount task), their slide role, label, width and read-more state rendered onto them; shown as slick would with the printed settings (slides per view by window width, arrows,
// dots, RTL), with `slick-initialized` on the slider, which the plugin's CSS waits for to show it. APG carousel:
// a labelled region, slides as groups "n of N", previous/next and dot buttons; read more / read less on each
// card (`.cr-slider-read-more a`, `.cr-slider-details`) re-measures the slider, as the plugin's setPosition.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import useEmblaCarousel from 'embla-carousel-react';
import type { WidgetProps } from '../../src/mount/types';
import { __, sprintf } from '../../src/i18n';
import { useReadMore, type CardClick } from '../../src/reviews/useReadMore';
import { useTakeOver } from '../../src/ui/useTakeOver';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import { usePlatformEvent } from '../../src/ui/usePlatformEvent';
import { atWidth, readSettings } from '../../src/reviews/sliderSettings';
import { printedCardStyle, sliderHasDots, unlayPrintedSlider } from '../../src/reviews/sliderFirstPaint';
import { slidesInReach } from './reach';

/** The printed cards, their style attribute as printed (without the head script's first-paint row). */
function readCards(el: HTMLElement): HTMLElement[] {
  return Array.from(el.querySelectorAll<HTMLElement>(':scope > .cr-review-card'));
}

/** A card's printed style back, the head script's first-paint width gone: in the commit, never while rendering (a
 * background mount renders in slices, and the page is painted between them). */
function restorePrintedStyle(c: HTMLElement): void {
  const printed = printedCardStyle(c);
  if (printed) c.setAttribute('style', printed);
  else c.removeAttribute('style');
}

interface SlideProps {
  card: HTMLElement;
  index: number;
  count: number;
  perView: number;
  expanded: boolean;
  /** painted: in view or next to it (reach.ts); the others are laid out, hidden */
  inReach: boolean;
  onClick: (e: CardClick) => void;
}

/** A printed card as a slide: an APG carousel group "n of N", a slot's width, open or closed details. */
function Slide({ card, index, count, perView, expanded, inReach, onClick }: SlideProps) {
  // before usePlatformProps reads the printed style and writes the slide's own
  useLayoutEffect(() => restorePrintedStyle(card), [card]);
  usePlatformProps(card, {
    attrs: {
      role: 'group',
      'aria-roledescription': __('slide'),
      'aria-label': sprintf(__('Slide %1$d of %2$d'), index + 1, count),
    },
    classes: { 'cr-sw-slider-expanded': expanded },
    style: { flex: `0 0 ${100 / perView}%`, visibility: inReach ? null : 'hidden' },
  });
  usePlatformEvent(card, 'click', onClick);
  return null;
}

export function ReviewsSlider({ el }: WidgetProps) {
  const [{ settings, slides }] = useState(() => ({ settings: readSettings(el), slides: readCards(el) }));
  const track = useRef<HTMLDivElement>(null);
  const [view, setView] = useState(() => atWidth(settings));
  const loop = settings.infinite && slides.length > view.perView;
  const [emblaRef, embla] = useEmblaCarousel({
    direction: settings.rtl ? 'rtl' : 'ltr',
    align: 'start',
    loop,
    slidesToScroll: 1,
  });
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<number[]>([]);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const reInit = useCallback(() => embla?.reInit(), [embla]);
  const { open, onClick } = useReadMore('slider', reInit);
  useTakeOver(el);

  // the head script's first-paint row (src/reviews/sliderFirstPaint) gives way in the commit that renders the slides
  // after useTakeOver took the printed children out (it puts them back on unmount), the cards go into the track
  useLayoutEffect(() => {
    unlayPrintedSlider(el);
    track.current?.append(...slides);
    el.classList.add('slick-initialized');
    return () => el.classList.remove('slick-initialized');
  }, [el, slides]);

  useEffect(() => {
    const onResize = () => setView(atWidth(settings));
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
    const seen = () => setInView(embla.slidesInView());
    embla.on('select', sync).on('reInit', sync).on('slidesInView', seen);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('slidesInView', seen);
    };
  }, [embla, sync]);
  const reach = slidesInReach(slides.length, selected, view.perView, loop, inView);
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
    <div
      className="cr-sw-slider"
      role="region"
      aria-roledescription={__('carousel')}
      aria-label={__('Customer reviews')}
      onKeyDown={onKeyDown}
    >
      <div className="cr-sw-slider-viewport" ref={emblaRef}>
        <div className="cr-sw-slider-container" ref={track} />
      </div>
      {slides.map((card, i) => (
        <Slide
          key={i}
          card={card}
          index={i}
          count={slides.length}
          perView={view.perView}
          expanded={open.has(i)}
          inReach={reach.has(i)}
          onClick={onClick(i)}
        />
      ))}
      {view.arrows ? (
        <div className="cr-slider-nav">
          <button
            type="button"
            className="cr-slider-prev"
            aria-label={__('Previous reviews')}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            <span aria-hidden="true">{settings.rtl ? '›' : '‹'}</span>
          </button>
          <button
            type="button"
            className="cr-slider-next"
            aria-label={__('Next reviews')}
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
          >
            <span aria-hidden="true">{settings.rtl ? '‹' : '›'}</span>
          </button>
        </div>
      ) : null}
      {sliderHasDots(settings.dots, slides.length, view.perView) ? (
        <div className="cr-sw-slider-dots">
          {snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={sprintf(__('Go to slide %d'), i + 1)}
              aria-current={i === selected || undefined}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </div>
      ) : null}
    </div>,
    el,
  );
}
