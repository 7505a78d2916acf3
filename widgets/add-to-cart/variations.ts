// What the add to cart needs of a variable product's form, whoever runs the choice (the variation-form widget,
// or WooCommerce's add-to-cart-variation.js where a shop keeps it): the variation chosen, for the add it
// reports, and Customer Reviews' GTIN/MPN/brand (`_cr_gtin`, `_cr_mpn`, `_cr_brand`), which follow the
// variation shown and revert on reset, as CusRev's frontend.js (taken over) binds them to WooCommerce's
// `show_variation` / `reset_data`.
import { parseVariation, readVariations, type Variation } from '../../src/cart/variation';
import { on } from '../../src/dom/events';

// frontend.js of Customer Reviews: on show_variation `.cr_<id>_val` gets the variation's value (jQuery's
// .text(undefined) changes nothing when it has none); on reset_data it gets back the outer `span.cr_<id>`'s
// data-o_content. Only where the outer span is printed.
const CR_FIELDS: Array<['_cr_gtin' | '_cr_mpn' | '_cr_brand', string]> = [
  ['_cr_gtin', 'cr_gtin'],
  ['_cr_mpn', 'cr_mpn'],
  ['_cr_brand', 'cr_brand'],
];

export function showVariationMeta(v: Variation | undefined): void {
  for (const [key, cls] of CR_FIELDS) {
    const outer = document.querySelector(`.${cls}`);
    if (!outer) continue;
    const value = v ? v[key] : (outer.getAttribute('data-o_content') ?? '');
    if (v && !value) continue;
    document.querySelectorAll(`.${cls}_val`).forEach((el) => (el.textContent = value));
  }
}

const idOf = (form: HTMLFormElement) =>
  Number(form.querySelector<HTMLInputElement>('input.variation_id, input[name="variation_id"]')?.value ?? 0);

/** Follows the variation shown on `form`; `chosen()` is the one `input.variation_id` names. */
export function followVariations(form: HTMLFormElement): { chosen(): Variation | undefined; stop(): void } {
  // a form printed without its variations (above the ajax threshold) names them only in `show_variation`
  let shown: Variation | undefined;
  const chosen = () => {
    const id = idOf(form);
    if (!id) return undefined;
    if (shown?.variation_id === id) return shown;
    return readVariations(form)?.find((v) => v.variation_id === id);
  };
  const before = chosen(); // chosen before this widget mounted
  if (before) showVariationMeta(before);
  const stops = [
    on(
      'show_variation',
      ([v]) => {
        shown = parseVariation(v);
        showVariationMeta(shown);
      },
      form,
    ),
    on(
      'reset_data',
      () => {
        shown = undefined;
        showVariationMeta(undefined);
      },
      form,
    ),
  ];
  return { chosen, stop: () => stops.forEach((stop) => stop()) };
}
