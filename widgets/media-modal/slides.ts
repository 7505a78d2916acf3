// The slides of a media group, read from the PHP/server markup as text (captions and alt text are never
// parsed as HTML: a past stored XSS went alt text -> lightbox caption).
import { safeUrl } from '../../src/html/safeUrl';

export interface Slide {
  type: 'image' | 'video';
  src: string;
  alt: string;
  caption: string;
}

export const GROUPS = '.cr-ajax-reviews-cus-images-div2, .cr-comment-images';
export const ITEMS = 'a.cr-comment-a';

export function slideOf(a: HTMLAnchorElement): Slide {
  const img = a.querySelector('img');
  const alt = img?.getAttribute('alt') ?? a.closest('.cr-video-cont')?.querySelector('video')?.getAttribute('aria-label') ?? a.textContent ?? '';
  return {
    type: a.dataset.type === 'video' ? 'video' : 'image',
    src: safeUrl(a.getAttribute('href'), ''),
    alt: alt.trim(),
    caption: (a.dataset.caption ?? '').trim(),
  };
}

/** The clicked item's group and its position in it. */
export function groupOf(a: HTMLAnchorElement): { slides: Slide[]; index: number } {
  const group = a.closest(GROUPS);
  const items = group ? Array.from(group.querySelectorAll<HTMLAnchorElement>(ITEMS)) : [a];
  const kept = items.map((item) => ({ item, slide: slideOf(item) })).filter((x) => x.slide.src !== ''); // unsafe URLs are dropped
  return { slides: kept.map((x) => x.slide), index: Math.max(0, kept.findIndex((x) => x.item === a)) };
}
