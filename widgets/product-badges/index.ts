// Product badges over the first gallery image and each listing item. With `enablejquery` the plugin prints
// its badges hidden beside the product and its script puts each into the image container (`classname`, or
// the theme's own when empty); the badge is absolutely placed there, so showing it moves nothing (CLS 0).
// Without `enablejquery` the PHP has already placed them and nothing is done.
import type { DomWidget } from '../../src/mount/types';
import { readBadgeSettings } from '../../src/settings/badges';
import './product-badges.css';

const DEFAULT_CONTAINERS = '.woocommerce-product-gallery__image, .astra-shop-thumbnail-wrap, .woocommerce-LoopProduct-link';

export function containerFor(badge: Element, classname: string): HTMLElement | null {
  const product = badge.closest('.product, li.product, .type-product');
  if (!product) return null;
  const pick = (sel: string): HTMLElement | null => {
    try {
      return product.querySelector<HTMLElement>(sel);
    } catch {
      return null; // a malformed selector in the settings
    }
  };
  return (classname ? pick(classname) : null) ?? pick(DEFAULT_CONTAINERS);
}

const widget: DomWidget = {
  mount(badge) {
    const s = readBadgeSettings();
    if (!s.enablejquery) return () => {};
    const home = badge.parentElement;
    const next = badge.nextSibling;
    const box = containerFor(badge, s.classname);
    if (!box || box.contains(badge)) {
      badge.classList.add('acoplw-placed');
      return () => {};
    }
    box.classList.add('acoplw-container');
    box.append(badge);
    badge.classList.add('acoplw-placed');
    return () => {
      badge.classList.remove('acoplw-placed');
      if (home?.isConnected) home.insertBefore(badge, next);
    };
  },
};
export default widget;
