// The variable product form (add-to-cart-variation.js, the part the cart needs): the chosen attributes pick a
// variation from `data-product_variations`; its id goes into `input.variation_id`, the variation template
// (description, price, availability: single-product/add-to-cart/variation.php) or the unavailable template into
// `.single_variation`; the button is enabled, or disabled with
// `wc-variation-selection-needed` / `wc-variation-is-unavailable`; a complete choice that matches nothing shows
// `p.wc-no-matching-variations`. The texts are wc_add_to_cart_variation_params'. The reviews plugin's
// GTIN/MPN/brand (`_cr_gtin`, `_cr_mpn`, `_cr_brand`) follow the variation and revert on reset_data.
import { arr, bool, num, obj, record, str } from '../../src/settings/parse';
import { readAddToCartVariationParams } from '../../src/settings/woocommerce';
import { __ } from '../../src/i18n';
import { loadSanitizer } from '../../src/html/loadSanitizer';
import { on } from '../../src/dom/events';

const parseVariation = obj({
  variation_id: num(0),
  attributes: record(str('')),
  display_price: num(0),
  variation_description: str(''),
  price_html: str(''),
  is_in_stock: bool(true),
  is_purchasable: bool(true),
  variation_is_visible: bool(true),
  availability_html: str(''),
  _cr_gtin: str(''),
  _cr_mpn: str(''),
  _cr_brand: str(''),
});
const parseVariations = arr(parseVariation);
export type Variation = ReturnType<typeof parseVariation>;

export function readVariations(form: HTMLFormElement): Variation[] {
  return parseVariations(form.getAttribute('data-product_variations') ?? '[]');
}

export function chosenAttributes(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  form
    .querySelectorAll<HTMLSelectElement>('select[data-attribute_name], select[name^="attribute_"]')
    .forEach((s) => {
      out[s.getAttribute('data-attribute_name') ?? s.name] = s.value;
    });
  return out;
}

/** A variation matches when each of its attributes equals the choice ('' in a variation means "any"). */
export function findVariation(list: Variation[], chosen: Record<string, string>): Variation | undefined {
  if (Object.values(chosen).some((v) => v === '')) return undefined;
  return list.find((v) => Object.entries(v.attributes).every(([k, val]) => val === '' || chosen[k] === val));
}

/** The texts add-to-cart-variation.js shows, as WooCommerce prints them (ours when the global is missing). */
export function variationTexts(): { selection: string; unavailable: string; noMatch: string } {
  const p = readAddToCartVariationParams();
  return {
    selection:
      p.i18n_make_a_selection_text ||
      __('Please select some product options before adding this product to your cart.'),
    unavailable:
      p.i18n_unavailable_text ||
      __('Sorry, this product is unavailable. Please choose a different combination.'),
    noMatch:
      p.i18n_no_matching_variations_text ||
      __('Sorry, no products matched your selection. Please choose a different combination.'),
  };
}

// frontend.js of Customer Reviews: on show_variation `.cr_<id>_val` gets the variation's value (jQuery's
// .text(undefined) changes nothing when it has none); on reset_data it gets back the outer `span.cr_<id>`'s
// data-o_content. Only where the outer span is printed.
const CR_FIELDS: Array<[keyof Variation, string]> = [
  ['_cr_gtin', 'cr_gtin'],
  ['_cr_mpn', 'cr_mpn'],
  ['_cr_brand', 'cr_brand'],
];

export function showVariationMeta(v: Variation | undefined): void {
  for (const [key, cls] of CR_FIELDS) {
    const outer = document.querySelector(`.${cls}`);
    if (!outer) continue;
    const value = v ? String(v[key]) : (outer.getAttribute('data-o_content') ?? '');
    if (v && !value) continue;
    document.querySelectorAll(`.${cls}_val`).forEach((el) => (el.textContent = value));
  }
}

type ButtonState = 'enabled' | 'selection-needed' | 'unavailable';

function setButton(form: HTMLFormElement, state: ButtonState): void {
  const button = form.querySelector('.single_add_to_cart_button');
  button?.classList.toggle('disabled', state !== 'enabled');
  button?.classList.toggle('wc-variation-selection-needed', state === 'selection-needed');
  button?.classList.toggle('wc-variation-is-unavailable', state === 'unavailable');
  const wrap = form.querySelector('.woocommerce-variation-add-to-cart');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
}

/** The variation template (description, price, availability) or, for an invisible variation, the unavailable one. */
function variationHtml(v: Variation): string {
  if (!v.variation_is_visible) return `<p role="alert">${escapeText(variationTexts().unavailable)}</p>`;
  return `<div class="woocommerce-variation-description">${v.variation_description}</div><div class="woocommerce-variation-price">${v.price_html}</div><div class="woocommerce-variation-availability">${v.availability_html}</div>`;
}

/**
 * WooCommerce's own add-to-cart-variation.js is running (the plugin file keeps it): it owns the choice, the
 * button state and `.single_variation`, and a second writer would overwrite what it wrote. The cart then only
 * reads the variation it chose, from `input.variation_id`.
 */
const classicVariationScript = (): boolean => {
  const jq: unknown = Reflect.get(window, 'jQuery');
  const fn: unknown = typeof jq === 'function' ? Reflect.get(jq, 'fn') : undefined;
  return typeof fn === 'object' && fn !== null && typeof Reflect.get(fn, 'wc_variation_form') === 'function';
};

/** The variation `input.variation_id` names (what add-to-cart-variation.js chose). */
export function chosenVariation(form: HTMLFormElement): Variation | undefined {
  const id = Number(
    form.querySelector<HTMLInputElement>('input.variation_id, input[name="variation_id"]')?.value ?? 0,
  );
  return id ? readVariations(form).find((v) => v.variation_id === id) : undefined;
}

function escapeText(text: string): string {
  const el = document.createElement('span');
  el.textContent = text;
  return el.innerHTML;
}

/**
 * Beside add-to-cart-variation.js: Customer Reviews' identifiers follow the variation it shows (`show_variation`,
 * [variation, purchasable]) and revert on its `reset_data`, as CusRev's frontend.js (taken over) binds them.
 */
function followClassicVariations(form: HTMLFormElement): () => void {
  const shown = chosenVariation(form); // chosen before this widget mounted
  if (shown) showVariationMeta(shown);
  const stops = [
    on('show_variation', ([v]) => showVariationMeta(parseVariation(v)), form),
    on('reset_data', () => showVariationMeta(undefined), form),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Runs the variation choice, unless add-to-cart-variation.js does; the add reads chosenVariation() either way. */
export function mountVariations(form: HTMLFormElement): () => void {
  if (classicVariationScript()) return followClassicVariations(form);
  const list = readVariations(form);
  const idInput = form.querySelector<HTMLInputElement>('input.variation_id, input[name="variation_id"]');
  const box = form.querySelector<HTMLElement>('.single_variation');
  let loading = true; // WooCommerce's first check (page load) shows no "no match" notice
  const fill = (html: string) => {
    if (box) void loadSanitizer().then(({ setSafeHtml }) => setSafeHtml(box, html));
  };
  const update = () => {
    form.querySelector('.wc-no-matching-variations')?.remove();
    const chosen = chosenAttributes(form);
    const values = Object.values(chosen);
    const complete = values.length > 0 && values.every(Boolean);
    const v = complete ? findVariation(list, chosen) : undefined;
    if (idInput) idInput.value = v ? String(v.variation_id) : '';
    if (!v) {
      setButton(form, 'selection-needed');
      fill('');
      if (complete && !loading) {
        const notice = document.createElement('p');
        notice.className = 'wc-no-matching-variations woocommerce-info';
        notice.setAttribute('role', 'alert');
        notice.textContent = variationTexts().noMatch;
        (box ?? form.querySelector('.single_add_to_cart_button'))?.after(notice);
      }
    } else {
      setButton(
        form,
        v.is_purchasable && v.is_in_stock && v.variation_is_visible ? 'enabled' : 'unavailable',
      );
      fill(variationHtml(v));
    }
    showVariationMeta(v);
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
  loading = false;
  return () => {
    form.removeEventListener('change', update);
    form.removeEventListener('click', onReset);
  };
}
