// The slides of a media group, read from CusRev 5.117.0's markup as text (captions and alt text are never
// parsed as HTML: a past stored XSS went alt text -> lightbox caption):
// - a review's media (CR_Reviews::display_review_image): `.cr-comment-images` holding
//   `.iv-comment-image a.cr-comment-a > img` (local, or `.cr-comment-image-ext` still on CusRev's servers) and
//   `.cr-comment-video .cr-video-cont` with `video.cr-video-a` and its `img.cr-comment-videoicon`
//   (`.cr-comment-video-ext` for external ones);
// - the customer images strip (CR_Reviews::display_review_images_top): `.cr-comment-image-top` holding
//   `img.cr-comment-image-top-item[data-slide]` or `video.cr-comment-image-top-item[data-slide]` + its icon;
// - a grid card's media (templates/reviews-grid.php): `.image-row` with `img.image-row-img[data-crmedia=pic]` and
//   `video.image-row-vid[data-crmedia=vid][data-crtitle]`; as js/frontend.js, an image opens the card's images
//   at that image, `.media-row-count` opens all its media from the first (its videos play in place: the grid).
import type { MediaSlide } from '../../src/ui/MediaLightbox';
import { safeUrl } from '../../src/html/safeUrl';

export type Slide = MediaSlide;

/** What opens the modal: a review's image link or video, a strip item. */
export const GRID_ITEMS =
  '.cr-reviews-grid .image-row .image-row-img, .cr-reviews-grid .image-row .media-row-count';
export const ITEMS = `.cr-comment-images a.cr-comment-a, .cr-comment-images .cr-video-a, .cr-comment-images .cr-comment-videoicon, .cr-comment-image-top .cr-comment-image-top-item, .cr-comment-image-top .cr-comment-videoicon, ${GRID_ITEMS}`;
/** The items that are not links: given a button role and a tab stop. */
export const NON_LINK_ITEMS = `.cr-comment-images .cr-comment-videoicon, .cr-comment-image-top .cr-comment-image-top-item:not(video), .cr-comment-image-top .cr-comment-videoicon, ${GRID_ITEMS}`;
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

/** A grid card's media: its images from the clicked one, or (the counter) all its media from the first. */
function gridGroup(item: Element, row: Element): { slides: Slide[]; index: number } {
  const all = item.matches('.media-row-count');
  const list = Array.from(
    row.querySelectorAll(all ? '.image-row-vid, .image-row-img' : 'img.image-row-img'),
  ).flatMap((m) => {
    const alt = (m instanceof HTMLVideoElement ? m.dataset.crtitle : m.getAttribute('alt')) ?? '';
    const s = media(m, alt.trim());
    return s && s.src !== '' ? [{ m, s }] : [];
  });
  return {
    slides: list.map((x) => x.s),
    index: Math.max(
      0,
      list.findIndex((x) => x.m === item),
    ),
  };
}

/** The clicked item's group and its position in it; unsafe URLs are dropped. */
export function groupOf(item: Element): { slides: Slide[]; index: number } {
  const row = item.closest('.cr-reviews-grid .image-row');
  if (row) return gridGroup(item, row);
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
