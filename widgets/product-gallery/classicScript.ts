// WooCommerce's own gallery script ran here (jQuery.fn.wc_product_gallery, or its markup already built): it owns
// the gallery (src/dom/jqueryPlugin.ts).
import { hasJQueryPlugin } from '../../src/dom/jqueryPlugin';

export function classicGallery(el: HTMLElement): boolean {
  const found =
    hasJQueryPlugin('wc_product_gallery') ||
    el.querySelector(
      ':scope > .flex-viewport, :scope > .flex-control-nav, :scope > .woocommerce-product-gallery__trigger',
    ) !== null;
  if (found) console.info('[storefront-widgets] product-gallery stands down: single-product.js runs here');
  return found;
}
