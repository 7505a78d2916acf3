// The slides of a media group, read from CusRev 5.117.0's markup as text (captions and alt text are never
// parsed as HTML: a past stored XSS went alt text -> lightbox caption):
// - a review's media (CR_Reviews::display_review_image): `.cr-comment-images` holding
//   `.iv-comment-image a.cr-comment-a > img` (local, or `.cr-comment-image-ext` still on CusRev's servers) and
//   `.cr-comment-video .cr-video-cont` with `video.cr-video-a` and its `img.cr-comment-videoicon`
//   (`.cr-comment-video-ext` for external ones);
// - the customer images strip (CR_Reviews::display_review_images_top): `.cr-comment-image-top` holding
//   `img.cr-comment-image-top-item[data-slide]` or `video.cr-comment-image-top-item[data-slide]` + its icon.
import { safeUrl } from '../../src/html/safeUrl';

export interface Slide {
  type: 'image' | 'video';
  src: string;
  alt: string;
  caption: string;
}

/** What opens the modal: a review's image link or video, a strip item. */
export const ITEMS =
  '.cr-comment-images a.cr-comment-a, .cr-comment-images .cr-video-a, .cr-comment-images .cr-comment-videoicon, .cr-comment-image-top .cr-comment-image-top-item, .cr-comment-image-top .cr-comment-videoicon';
/** The items that are not links: given a button role and a tab stop. */
export const NON_LINK_ITEMS =
  '.cr-comment-images .cr-comment-videoicon, .cr-comment-image-top .cr-comment-image-top-item:not(video), .cr-comment-image-top .cr-comment-videoicon';
export const STRIP_ITEM = '.cr-comment-image-top';

const media = (el: Element | null, alt: string): Slide | null => {
  if (el instanceof HTMLVideoElement)
    return { type: 'video', src: safeUrl(el.getAttribute('src'), ''), alt, caption: '' };
  if (el instanceof HTMLAnchorElement)
    return { type: 'image', src: safeUrl(el.getAttribute('href'), ''), alt, caption: '' };
  if (el instanceof HTMLImageElement)
    return { type: 'image', src: safeUrl(el.getAttribute('src'), ''), alt, caption: '' };
  return null;
};
const altOf = (cell: Element) => (cell.querySelector('img')?.getAttribute('alt') ?? '').trim();

/** Each cell of a group (an image or video box) with its slide. */
function cells(group: Element): Array<{ cell: Element; slide: Slide }> {
  const out: Array<{ cell: Element; slide: Slide }> = [];
  if (group.matches('.cr-comment-images')) {
    group.querySelectorAll('.iv-comment-image, .cr-comment-video').forEach((cell) => {
      const s = media(cell.querySelector('a.cr-comment-a, video.cr-video-a'), altOf(cell));
      if (s) out.push({ cell, slide: s });
    });
  } else {
    group.querySelectorAll(STRIP_ITEM).forEach((cell) => {
      const s = media(cell.querySelector('.cr-comment-image-top-item'), altOf(cell));
      if (s) out.push({ cell, slide: s });
    });
  }
  return out;
}

/** The clicked item's group and its position in it; unsafe URLs are dropped. */
export function groupOf(item: Element): { slides: Slide[]; index: number } {
  const group = item.closest('.cr-comment-images, .cr-ajax-reviews-cus-images-div2');
  const cell = item.closest('.iv-comment-image, .cr-comment-video, .cr-comment-image-top');
  const kept = (group ? cells(group) : []).filter((x) => x.slide.src !== '');
  return {
    slides: kept.map((x) => x.slide),
    index: Math.max(
      0,
      kept.findIndex((x) => x.cell === cell),
    ),
  };
}
