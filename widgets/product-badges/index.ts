// ACO Product Labels' badges placed as its frontend.js places them (on load):
// - the product page's badge, whatever `enablejquery` says: the `.acoplw-badge` of `div.acoplw-hidden-wrap` (not
//   in the header) is copied with `acoplw-singleBadge` (its icons lose `acoplw-badge-listing-hide`) to the start of
//   the parent of the first visible `.<classname>` (a class name, as the plugin prefixes the dot), or else into
//   the first `.woocommerce-product-gallery` (when its parent is the `.product`) or its parent, or else the
//   parent of the first `.images`; the hidden wrap is removed.
// - listing badges, only with `enablejquery` 1: each `.acoplw-badge` goes to the start of the link around its
//   item's image, which gets `acoplw-badgeOutter` (listingBadges.ts: the head script does it for the
//   printed listing before its first paint; here for markup inserted later).
// Colours and position are the plugin's own (inline on each badge, its stylesheet): nothing is restyled here.
import type { DomWidget } from '../../src/mount/types';
import { readBadgeSettings } from '../../src/settings/badges';
import { placeListingBadge } from './listingBadges';

const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

const visible = (el: Element) => !el.closest('[hidden]') && getComputedStyle(el).display !== 'none';

/** Where the product page's badge goes (frontend.js), or null. */
export function detailTarget(classname: string): { parent: Element; into: 'prepend' } | null {
  if (classname && CLASS_NAME.test(classname)) {
    const box = Array.from(document.querySelectorAll(`.${classname}`)).find(visible);
    return box?.parentElement ? { parent: box.parentElement, into: 'prepend' } : null;
  }
  const gallery = document.querySelector(
    '.woocommerce-product-gallery, .woocommerce-product-gallery--with-images',
  );
  if (gallery)
    return {
      parent: gallery.parentElement?.classList.contains('product')
        ? gallery
        : (gallery.parentElement ?? gallery),
      into: 'prepend',
    };
  const images = document.querySelector('.images');
  return images?.parentElement ? { parent: images.parentElement, into: 'prepend' } : null;
}

function placeDetail(wrap: Element, badge: Element, classname: string): () => void {
  const target = detailTarget(classname);
  if (!target) return () => {};
  const copy = badge.cloneNode(true);
  if (!(copy instanceof Element)) return () => {};
  copy.classList.add('acoplw-singleBadge');
  copy
    .querySelectorAll('.acoplw-badge-icon')
    .forEach((icon) => icon.classList.remove('acoplw-badge-listing-hide'));
  target.parent.prepend(copy);
  wrap.remove();
  return () => {};
}

const widget: DomWidget = {
  mount(badge) {
    if (badge.classList.contains('acoplw-singleBadge')) return () => {}; // the copy placed above
    const s = readBadgeSettings();
    const wrap = badge.closest('.acoplw-hidden-wrap');
    if (wrap) return wrap.closest('header') ? () => {} : placeDetail(wrap, badge, s.classname);
    return (s.enablejquery && placeListingBadge(badge)) || (() => {});
  },
};
export default widget;
