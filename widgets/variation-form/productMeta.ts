// The product's SKU, weight and dimensions follow the variation (add-to-cart-variation.js onFoundVariation /
// onResetDisplayedVariation): the SKU in `.product_meta .sku`, the weight and dimensions in the Additional
// information table (or a theme's `.product_weight` / `.product_dimensions`).
import type { Variation } from '../../src/cart/variation';
import { resetContent, setContent } from './restorable';

const SKU = '.product_meta .sku';
const WEIGHT =
  '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS =
  '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

function each(product: Element | null, selector: string, fn: (el: Element) => void): void {
  product?.querySelectorAll(selector).forEach(fn);
}

export function showMeta(product: Element | null, v: Variation, decode: (html: string) => string): void {
  each(product, SKU, (el) => (v.sku ? setContent(el, v.sku) : resetContent(el)));
  each(product, WEIGHT, (el) => (v.weight ? setContent(el, decode(v.weight_html)) : resetContent(el)));
  each(product, DIMENSIONS, (el) =>
    v.dimensions ? setContent(el, decode(v.dimensions_html)) : resetContent(el),
  );
}

export function resetMeta(product: Element | null): void {
  each(product, `${SKU}, ${WEIGHT}, ${DIMENSIONS}`, resetContent);
}
