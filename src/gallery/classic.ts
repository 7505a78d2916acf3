// WooCommerce's own gallery script ran here (jQuery.fn.wc_product_gallery, or its markup already built: its
// trigger is a link, ours a button; its slider's markup without our `sw-gallery-ready`): it owns the gallery
// (src/dom/jqueryPlugin.ts).
import { hasJQueryPlugin } from '../dom/jqueryPlugin';

export function classicGallery(el: HTMLElement): boolean {
  const found =
    hasJQueryPlugin('wc_product_gallery') ||
    el.querySelector(':scope > a.woocommerce-product-gallery__trigger') !== null ||
    (!el.classList.contains('sw-gallery-ready') &&
      el.querySelector(':scope > .flex-viewport, :scope > .flex-control-nav') !== null);
  if (found)
    console.info('[storefront-widgets] the product gallery stands down: single-product.js runs here');
  return found;
}
