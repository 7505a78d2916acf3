// WooCommerce's own add-to-cart-variation.js on the page (a theme that enqueues the bundle without the plugin
// file, which would have told this widget to stand down): it owns the form, and a second handler would fight it.
import { readWindow } from '../../src/dom/globals';

export function classicVariationScript(): boolean {
  const jq = readWindow('jQuery');
  const fn: unknown = typeof jq === 'function' ? Reflect.get(jq, 'fn') : undefined;
  const found =
    typeof fn === 'object' && fn !== null && typeof Reflect.get(fn, 'wc_variation_form') === 'function';
  if (found)
    console.info('[storefront-widgets] variation-form stands down: add-to-cart-variation.js runs here');
  return found;
}
