// The thumbnails in view in the gallery's row: WooCommerce prints woocommerce_product_thumbnails_columns as the
// gallery's `data-columns` (any value a filter returns; its `--columns-N` class takes absint of it). The widget's
// CSS divides the row by `--sw-gallery-columns`, and so does the first paint's space for the row: the property is
// set on the gallery itself, from the first paint (firstPaint.ts) and again when the widget mounts.
import { num } from '../../src/settings/parse';

/** `data-columns` as a positive whole number: 4, WooCommerce's default, when it prints none. */
export const galleryColumns = (el: Element): number =>
  Math.max(1, Math.round(num(4)(el.getAttribute('data-columns'))));

export function setGalleryColumns(el: HTMLElement): number {
  const columns = galleryColumns(el);
  el.style.setProperty('--sw-gallery-columns', String(columns));
  return columns;
}
