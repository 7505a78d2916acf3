// The gallery's lightbox, where the theme declares it (wc_single_product_params.photoswipe_enabled): the full
// images, their captions (data-caption, else the title) in the one media lightbox, opened as single-product.js
// opens PhotoSwipe: from WooCommerce's trigger at the slide shown, from an image link at the slide shown (the
// slider) or at the image clicked. Read from the markup at each opening: the variation form may have swapped
// the first image. A tap that zoomed the image (the gallery's zoom) opens nothing.
import { useCallback, useLayoutEffect, useState } from 'react';
import type { WidgetProps } from '../../src/mount/types';
import { MediaLightbox, type MediaSlide } from '../../src/ui/MediaLightbox';
import { __ } from '../../src/i18n';
import { readSingleProductParams } from '../../src/settings/singleProduct';
import { galleryItems, shownSlide, slidesOf } from '../../src/gallery/items';
import { classicGallery } from '../../src/gallery/classic';

interface Opened {
  slides: MediaSlide[];
  startAt: number;
}

export function ProductLightbox({ el }: WidgetProps) {
  const [enabled] = useState(() => readSingleProductParams().photoswipe_enabled && !classicGallery(el));
  const [opened, setOpened] = useState<Opened | null>(null);

  useLayoutEffect(() => {
    if (!enabled) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const trigger = target?.closest('.woocommerce-product-gallery__trigger');
      const link = target?.closest('.woocommerce-product-gallery__image a');
      if (e.defaultPrevented || !(trigger ?? link) || !el.contains(trigger ?? link ?? null)) return;
      e.preventDefault();
      const shown = shownSlide(el);
      const clicked = link ? slidesOf(el).findIndex((s) => s.contains(link)) : 0;
      const slides = galleryItems(el).map((i) => i.media);
      if (slides.length) setOpened({ slides, startAt: Math.max(0, shown >= 0 ? shown : clicked) });
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [el, enabled]);

  const close = useCallback(() => setOpened(null), []);
  if (!enabled) return null;
  return (
    <MediaLightbox
      open={opened !== null}
      onClose={close}
      title={__('Product images')}
      className="sw-gallery-lightbox"
      slides={opened?.slides ?? []}
      startAt={opened?.startAt ?? 0}
    />
  );
}
