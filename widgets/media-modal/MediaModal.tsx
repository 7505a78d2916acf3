// Customer images and videos in the one media lightbox: opened from any review image or video link in the
// list it is mounted on (src/ui/MediaLightbox: scroll lock, focus kept and returned, Back closes, swipe and keys).
import { useCallback, useEffect, useState } from 'react';
import type { WidgetProps } from '../../src/mount/types';
import { MediaLightbox } from '../../src/ui/MediaLightbox';
import { __ } from '../../src/i18n';
import { readCrAjaxObject } from '../../src/settings/reviews';
import { enhanceButton } from '../../src/reviews/dom';
import { groupOf, ITEMS, NON_LINK_ITEMS, type Slide } from './slides';

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

  const close = useCallback(() => setOpen(false), []);

  return (
    <MediaLightbox
      open={open}
      onClose={close}
      title={__('Customer images and videos')}
      className="cr-ajax-reviews-cus-images-modal"
      slides={slides}
      startAt={startAt}
    />
  );
}
