// Customer images and videos in a modal slider (embla): opened from any review image or video link in the
// list it is mounted on. Page scroll is locked and focus trapped while open and returned on close (Dialog);
// the slider exists only while open (embla measures nothing at mount, and closing starts the next opening
// afresh at its own item); a video toggles between playing (controls shown) and paused.
import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { WidgetProps } from '../../src/mount/types';
import { Dialog, useBackCloses } from '../../src/ui';
import { __, sprintf } from '../../src/i18n';
import { readCrAjaxObject } from '../../src/settings/reviews';
import { enhanceButton } from '../../src/reviews/dom';
import { focusablesIn, trapTab } from '../../src/dom/focusTrap';
import { groupOf, ITEMS, NON_LINK_ITEMS, type Slide } from './slides';

const notInert = (el: HTMLElement) => !el.closest('[inert]');

function VideoSlide({ slide, active }: { slide: Slide; active: boolean }) {
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
    <figure className="cr-media-figure">
      <video
        ref={ref}
        src={slide.src}
        controls={playing}
        preload="metadata"
        aria-label={slide.alt}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        className={playing ? 'cr-video-playing' : 'cr-video-paused'}
      />
      <button type="button" className="cr-media-video-toggle" aria-pressed={playing} onClick={toggle}>
        {playing ? __('Pause video') : __('Play video')}
      </button>
      {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
    </figure>
  );
}

/** The open slider: embla is set up here, once the dialog shows (its viewport ref lands after showModal). */
function MediaSlider({ slides, startAt }: { slides: Slide[]; startAt: number }) {
  const [current, setCurrent] = useState(startAt);
  const [emblaRef, embla] = useEmblaCarousel({ direction: 'rtl', loop: false, startIndex: startAt });

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

  return (
    <>
      <div className="cr-media-slider" ref={emblaRef}>
        <div className="cr-media-slider-container">
          {slides.map((s, i) => (
            <div
              key={`${i}-${s.src}`}
              className={`cr-media-slide${i === current ? ' is-current' : ''}`}
              role="group"
              aria-roledescription={__('slide')}
              aria-label={sprintf(__('Slide %1$d of %2$d'), i + 1, slides.length)}
              inert={i !== current}
            >
              {s.type === 'video' ? (
                <VideoSlide slide={s} active={i === current} />
              ) : (
                <figure className="cr-media-figure">
                  <img src={s.src} alt={s.alt} />
                  {s.caption ? <figcaption>{s.caption}</figcaption> : null}
                </figure>
              )}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="cr-media-nav">
          <button
            type="button"
            className="cr-media-prev"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={__('Previous')}
          >
            <span aria-hidden="true">›</span>
          </button>
          <span className="cr-media-count" aria-live="polite">
            {sprintf(__('Slide %1$d of %2$d'), current + 1, slides.length)}
          </span>
          <button
            type="button"
            className="cr-media-next"
            onClick={() => go(current + 1)}
            disabled={current === slides.length - 1}
            aria-label={__('Next')}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </div>
      ) : null}
    </>
  );
}

export function MediaModal({ el }: WidgetProps) {
  const [open, setOpen] = useState(false);
  const [slides, setSlides] = useState<Slide[]>([]);
  const [startAt, setStartAt] = useState(0);

  useEffect(() => {
    const lightboxOff = readCrAjaxObject().disable_lightbox;
    // the strip's images and the video icons are not links: a button role and a tab stop each
    const enhance = () => el.querySelectorAll<HTMLElement>(NON_LINK_ITEMS).forEach((n) => enhanceButton(n));
    enhance();
    const openFrom = (e: Event) => {
      const item = e.target instanceof Element ? e.target.closest(ITEMS) : null;
      if (!item || !el.contains(item)) return;
      // with the lightbox disabled, a review's own image links open as plain links; the customer images
      // strip and the videos still open the slider (as the plugin's script does)
      if (lightboxOff && item.matches('a.cr-comment-a, .image-row *')) return; // the grid's media too (disable_lightbox)
      const g = groupOf(item);
      if (!g.slides.length) return;
      e.preventDefault();
      setSlides(g.slides);
      setStartAt(g.index);
      setOpen(true);
    };
    const onKey = (e: KeyboardEvent) => {
      if (
        (e.key === 'Enter' || e.key === ' ') &&
        e.target instanceof Element &&
        e.target.matches(NON_LINK_ITEMS)
      )
        openFrom(e);
    };
    // reviews loaded later (show more, a filter) bring their own media
    const watch = new MutationObserver(enhance);
    watch.observe(el, { childList: true, subtree: true });
    el.addEventListener('click', openFrom);
    el.addEventListener('keydown', onKey);
    return () => {
      watch.disconnect();
      el.removeEventListener('click', openFrom);
      el.removeEventListener('keydown', onKey);
    };
  }, [el]);

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

  // the slider leaves with the dialog: nothing is left at another slide, and the next opening starts at its item
  const close = useCallback(() => setOpen(false), []);
  useBackCloses(open, close);

  return (
    <Dialog
      open={open}
      onClose={close}
      title={__('Customer images and videos')}
      className="cr-ajax-reviews-cus-images-modal"
    >
      <div ref={body} className="cr-media-body">
        {open ? <MediaSlider slides={slides} startAt={startAt} /> : null}
      </div>
    </Dialog>
  );
}
