// The gallery's images as wc_get_gallery_image_html() prints them: each `__image` div's thumbnail data
// (data-thumb, -alt, -srcset, -sizes) and its image's (or, since 11.x, video's) large-image data, caption and
// title, read when they are needed, since the variation form swaps the first image's attributes in place. URLs
// pass the one URL check; text is read as text.
import { safeUrl } from '../html/safeUrl';
import { num } from '../settings/parse';
import type { MediaSlide } from '../ui/MediaLightbox';

export const SLIDES = '.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image';

export interface GalleryItem {
  slide: HTMLElement;
  thumb: string;
  thumbAlt: string;
  thumbSrcset: string;
  thumbSizes: string;
  /** the lightbox's slide: the full image, its alt and caption (data-caption, else the title, as WooCommerce) */
  media: MediaSlide;
  largeWidth: number;
}

const text = (el: Element | null, name: string) => (el?.getAttribute(name) ?? '').trim();

export function slidesOf(gallery: Element): HTMLElement[] {
  return Array.from(gallery.querySelectorAll<HTMLElement>(SLIDES));
}

export function itemOf(slide: HTMLElement): GalleryItem {
  const media =
    slide.querySelector('img[data-large_image], video[data-large_image]') ?? slide.querySelector('img');
  const video = media instanceof HTMLVideoElement;
  const large = video
    ? media.currentSrc || text(media, 'src')
    : text(media, 'data-large_image') || text(media, 'src');
  return {
    slide,
    thumb: safeUrl(slide.getAttribute('data-thumb'), ''),
    thumbAlt: text(slide, 'data-thumb-alt') || text(media, 'alt'),
    thumbSrcset: text(slide, 'data-thumb-srcset'),
    thumbSizes: text(slide, 'data-thumb-sizes'),
    media: {
      type: video ? 'video' : 'image',
      src: safeUrl(large, ''),
      alt: text(media, 'alt') || text(media, 'aria-label'),
      caption: text(media, 'data-caption') || text(media, 'title'),
    },
    largeWidth: num(0)(media?.getAttribute('data-large_image_width')),
  };
}

export const galleryItems = (gallery: Element): GalleryItem[] => slidesOf(gallery).map(itemOf);

/**
 * The slide the slider shows (the one slide not `inert`), or -1 where no slider runs: the lightbox opens there
 * from the trigger, as single-product.js opens PhotoSwipe at FlexSlider's current slide.
 */
export function shownSlide(gallery: Element): number {
  if (!gallery.querySelector(':scope > .flex-viewport')) return -1;
  return slidesOf(gallery).findIndex((s) => !s.hasAttribute('inert'));
}
