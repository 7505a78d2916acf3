// The one media lightbox: images and videos in a modal slider (embla) in the one Dialog. Page scroll locked,
// focus kept inside and returned to the opener on close, Back closes it, swipe and the arrow keys move (in the
// page's reading direction), each slide's caption shown and the position announced. The slider exists only while
// open: embla measures nothing at mount, and each opening starts afresh at its own item.
import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { Dialog } from './Dialog';
import { useBackCloses } from './useBackCloses';
import { __, addArabic, sprintf } from '../i18n';
import { mediaLightboxArabic } from './mediaLightboxArabic';
import { focusablesIn, trapTab } from '../dom/focusTrap';
import { isRtl } from './tabKeys';
import './media-lightbox.css';

addArabic(mediaLightboxArabic);

export interface MediaSlide {
  type: 'image' | 'video';
  src: string;
  alt: string;
  caption: string;
}

const notInert = (el: HTMLElement) => !el.closest('[inert]');

function VideoSlide({ slide, active }: { slide: MediaSlide; active: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!active && ref.current) {
      ref.current.pause();
      setPlaying(false);
    }
  }, [active]);
  const toggle = () => {
    const v = ref.current;
    if (!v) return;
    if (playing) {
      v.pause();
      setPlaying(false);
    } else {
      setPlaying(true);
      void v.play()?.catch(() => setPlaying(false));
    }
  };
  return (
    <figure className="sw-media-figure">
      <video
        ref={ref}
        src={slide.src}
        controls={playing}
        preload="metadata"
        aria-label={slide.alt}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        className={playing ? 'sw-video-playing' : 'sw-video-paused'}
      />
      <button type="button" className="sw-media-video-toggle" aria-pressed={playing} onClick={toggle}>
        {playing ? __('Pause video') : __('Play video')}
      </button>
      {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
    </figure>
  );
}

/** The open slider: embla is set up here, once the dialog shows (its viewport ref lands after showModal). */
function MediaSlider({ slides, startAt }: { slides: MediaSlide[]; startAt: number }) {
  const [current, setCurrent] = useState(startAt);
  const rtl = isRtl(document.documentElement);
  const [emblaRef, embla] = useEmblaCarousel({
    direction: rtl ? 'rtl' : 'ltr',
    loop: false,
    startIndex: startAt,
  });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const go = (to: number) => {
    const i = Math.max(0, Math.min(slides.length - 1, to));
    setCurrent(i);
    embla?.scrollTo(i);
  };
  // the arrow pointing along the reading direction goes forward (ArrowLeft in Arabic), without wrapping round:
  // the buttons stop at the ends too. Anywhere in the dialog (focus starts on its close button).
  const step = useRef({ current, count: slides.length, go });
  step.current = { current, count: slides.length, go };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { current: at, count, go: to } = step.current;
      if (count < 2 || e.target instanceof HTMLVideoElement) return; // a playing video's own seek keys
      if (e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) to(at + 1);
      else if (e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) to(at - 1);
      else if (e.key === 'Home') to(0);
      else if (e.key === 'End') to(count - 1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rtl]);

  return (
    <div className="sw-media">
      <div className="sw-media-slider" ref={emblaRef}>
        <div className="sw-media-slider-container">
          {slides.map((s, i) => (
            <div
              key={`${i}-${s.src}`}
              className={`sw-media-slide${i === current ? ' is-current' : ''}`}
              role="group"
              aria-roledescription={__('slide')}
              aria-label={sprintf(__('Slide %1$d of %2$d'), i + 1, slides.length)}
              inert={i !== current}
            >
              {s.type === 'video' ? (
                <VideoSlide slide={s} active={i === current} />
              ) : (
                <figure className="sw-media-figure">
                  <img src={s.src} alt={s.alt} />
                  {s.caption ? <figcaption>{s.caption}</figcaption> : null}
                </figure>
              )}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="sw-media-nav">
          <button
            type="button"
            className="sw-media-prev"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={__('Previous')}
          >
            <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
          </button>
          <span className="sw-media-count" aria-live="polite">
            {sprintf(__('Slide %1$d of %2$d'), current + 1, slides.length)}
          </span>
          <button
            type="button"
            className="sw-media-next"
            onClick={() => go(current + 1)}
            disabled={current === slides.length - 1}
            aria-label={__('Next')}
          >
            <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

export interface MediaLightboxProps {
  open: boolean;
  onClose(): void;
  title: string;
  className?: string;
  slides: MediaSlide[];
  startAt: number;
}

export function MediaLightbox({ open, onClose, title, className, slides, startAt }: MediaLightboxProps) {
  // Native showModal() lets Tab leave for the browser's own UI; keep it cycling inside the dialog.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      const dialog = body.current?.closest('dialog');
      if (e.key === 'Tab' && dialog) trapTab(e, dialog, focusablesIn(dialog, notInert));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const close = useCallback(() => onClose(), [onClose]);
  useBackCloses(open, close);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      className={`sw-media-lightbox${className ? ` ${className}` : ''}`}
    >
      <div ref={body} className="sw-media-body">
        {open ? <MediaSlider slides={slides} startAt={startAt} /> : null}
      </div>
    </Dialog>
  );
}
