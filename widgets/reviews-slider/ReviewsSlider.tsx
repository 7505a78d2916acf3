// CusRev's reviews slider (`.cr-reviews-slider`) on embla: the PHP slides stay, embla drives the viewport,
// previous/next buttons are added, and each long review gets read more / read less.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import useEmblaCarousel from 'embla-carousel-react';
import type { WidgetProps } from '../../src/mount/types';
import { __ } from '../../src/i18n';
import { bindReadMore } from './readMore';

export function ReviewsSlider({ el }: WidgetProps) {
  const [emblaRef, embla] = useEmblaCarousel({ direction: 'rtl', align: 'start', containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    const viewport = el.querySelector<HTMLElement>('.cr-slider-viewport');
    emblaRef(viewport); // embla takes the PHP viewport as it is
    return () => emblaRef(null);
  }, [el, emblaRef]);

  // Clamping long reviews would shrink the box and move what follows (CLS): keep the height the PHP slider
  // had, before the first paint with the widget; a resize lets it follow the layout again.
  useLayoutEffect(() => {
    el.style.minBlockSize = `${el.getBoundingClientRect().height}px`;
    el.classList.add('cr-slider-ready');
    const release = () => el.style.removeProperty('min-block-size');
    window.addEventListener('resize', release, { once: true });
    return () => {
      window.removeEventListener('resize', release);
      release();
      el.classList.remove('cr-slider-ready');
    };
  }, [el]);
  useLayoutEffect(() => bindReadMore(el, () => embla?.reInit()), [el, embla]);

  const sync = useCallback(() => {
    if (!embla) return;
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

  return createPortal(
    <div className="cr-slider-nav">
      <button type="button" className="cr-slider-prev" aria-label={__('Previous reviews')} disabled={!canPrev} onClick={() => embla?.scrollPrev()}>
        <span aria-hidden="true">›</span>
      </button>
      <button type="button" className="cr-slider-next" aria-label={__('Next reviews')} disabled={!canNext} onClick={() => embla?.scrollNext()}>
        <span aria-hidden="true">‹</span>
      </button>
    </div>,
    el,
  );
}
