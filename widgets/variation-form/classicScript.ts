// WooCommerce's own add-to-cart-variation.js on the page: it owns the form (src/dom/jqueryPlugin.ts).
import { hasJQueryPlugin } from '../../src/dom/jqueryPlugin';

export function classicVariationScript(): boolean {
  const found = hasJQueryPlugin('wc_variation_form');
  if (found)
    console.info('[storefront-widgets] variation-form stands down: add-to-cart-variation.js runs here');
  return found;
}
