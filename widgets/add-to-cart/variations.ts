// The variable product form (add-to-cart-variation.js, the part the cart needs): the chosen attributes pick a
// variation from `data-product_variations`; its id goes into `input.variation_id`, its price into
// `.single_variation`, the button is enabled; the reviews plugin's GTIN/MPN/brand fields (`_cr_gtin`,
// `_cr_mpn`, `_cr_brand`) show the variation's values and revert on reset.
import { arr, bool, num, obj, record, str } from '../../src/settings/parse';
import { setSafeHtmlLazy } from './lazyHtml';

const parseVariations = arr(
  obj({
    variation_id: num(0),
    attributes: record(str('')),
    display_price: num(0),
    price_html: str(''),
    is_in_stock: bool(true),
    is_purchasable: bool(true),
    _cr_gtin: str(''),
    _cr_mpn: str(''),
    _cr_brand: str(''),
  }),
);
export type Variation = ReturnType<typeof parseVariations>[number];

export function readVariations(form: HTMLFormElement): Variation[] {
  return parseVariations(form.getAttribute('data-product_variations') ?? '[]');
}

export function chosenAttributes(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  form.querySelectorAll<HTMLSelectElement>('select[data-attribute_name], select[name^="attribute_"]').forEach((s) => {
    out[s.getAttribute('data-attribute_name') ?? s.name] = s.value;
  });
  return out;
}

/** A variation matches when each of its attributes equals the choice ('' in a variation means "any"). */
export function findVariation(list: Variation[], chosen: Record<string, string>): Variation | undefined {
  if (Object.values(chosen).some((v) => v === '')) return undefined;
  return list.find((v) => Object.entries(v.attributes).every(([k, val]) => val === '' || chosen[k] === val));
}

const CR_FIELDS: Array<[keyof Variation, string]> = [
  ['_cr_gtin', '.cr_gtin_val'],
  ['_cr_mpn', '.cr_mpn_val'],
  ['_cr_brand', '.cr_brand_val'],
];

export function showVariationMeta(v: Variation | undefined): void {
  for (const [key, selector] of CR_FIELDS) {
    document.querySelectorAll<HTMLElement>(selector).forEach((el) => {
      const value = v ? String(v[key]) : '';
      el.textContent = value || el.getAttribute('data-o_content') || '';
    });
  }
}

export function mountVariations(form: HTMLFormElement, onChange: (v: Variation | undefined) => void): () => void {
  const list = readVariations(form);
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const idInput = form.querySelector<HTMLInputElement>('input.variation_id, input[name="variation_id"]');
  const box = form.querySelector<HTMLElement>('.single_variation');
  const update = () => {
    const v = findVariation(list, chosenAttributes(form));
    const ok = Boolean(v && v.is_in_stock && v.is_purchasable);
    if (idInput) idInput.value = v ? String(v.variation_id) : '';
    button?.classList.toggle('disabled', !ok);
    button?.classList.toggle('wc-variation-selection-needed', !v);
    if (box) void setSafeHtmlLazy(box, v ? v.price_html : '');
    showVariationMeta(v);
    onChange(v);
  };
  const onReset = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.closest('.reset_variations')) return;
    e.preventDefault();
    form.querySelectorAll<HTMLSelectElement>('select').forEach((s) => (s.value = ''));
    update();
  };
  form.addEventListener('change', update);
  form.addEventListener('click', onReset);
  if (Object.values(chosenAttributes(form)).every(Boolean)) update();
  return () => {
    form.removeEventListener('change', update);
    form.removeEventListener('click', onReset);
  };
}
