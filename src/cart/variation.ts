// A variation as WooCommerce hands it to the page: WC_Product_Variable::get_available_variation(), in the form's
// `data-product_variations` or a `?wc-ajax=get_variation` answer. Read by the variation form (which shows it) and
// by the add to cart (which reports it): one parser for both, checked, never cast.
import { arr, bool, isRecord, num, obj, parseJson, record, str } from '../settings/parse';
import { readAddToCartVariationParams } from '../settings/woocommerce';
import { __, addArabic } from '../i18n';

// registered here so the variation form and the add to cart (which both say them) get their Arabic
addArabic({
  'Please select some product options before adding this product to your cart.':
    'يرجى اختيار بعض خيارات المنتج قبل إضافة هذا المنتج إلى سلة التسوق.',
  'Sorry, this product is unavailable. Please choose a different combination.':
    'عذرًا، هذا المنتج غير متوفر. يرجى اختيار مجموعة مختلفة.',
  'Sorry, no products matched your selection. Please choose a different combination.':
    'عذرًا، لا توجد منتجات تطابق اختيارك. يرجى اختيار مجموعة مختلفة.',
  'Your selection has been reset. Please select some product options before adding this product to your cart.':
    'تمت إعادة تعيين اختيارك. يرجى اختيار بعض خيارات المنتج قبل إضافة هذا المنتج إلى سلة التسوق.',
});

const image = obj({
  title: str(''),
  caption: str(''),
  url: str(''),
  alt: str(''),
  src: str(''),
  srcset: str(''),
  sizes: str(''),
  full_src: str(''),
  full_src_w: str(''),
  full_src_h: str(''),
  gallery_thumbnail_src: str(''),
  src_w: str(''),
  src_h: str(''),
});

const fields = obj({
  variation_id: num(0),
  attributes: record(str('')),
  display_price: num(0),
  variation_description: str(''),
  price_html: str(''),
  availability_html: str(''),
  is_in_stock: bool(true),
  is_purchasable: bool(true),
  variation_is_visible: bool(true),
  variation_is_active: bool(true),
  is_sold_individually: str('no'),
  min_qty: str('1'),
  max_qty: str(''),
  sku: str(''),
  weight: str(''),
  weight_html: str(''),
  dimensions_html: str(''),
  dimensions: (v: unknown) => hasDimensions(v),
  image_id: str(''),
  image,
  _cr_gtin: str(''),
  _cr_mpn: str(''),
  _cr_brand: str(''),
});
const textFields = record(str(''));

/**
 * The known fields, checked; every text field as sent (`text`), for a template that names others; and the
 * object as sent (`raw`), for the listeners of WooCommerce's events, which get it as add-to-cart-variation.js
 * passes it.
 */
export const parseVariation = (input: unknown) => {
  const src = typeof input === 'string' ? parseJson(input) : input;
  return { ...fields(src), text: textFields(src), raw: isRecord(src) ? src : {} };
};
export type Variation = ReturnType<typeof parseVariation>;

// `dimensions` is {length, width, height} (all '' when none are set): add-to-cart-variation.js shows
// dimensions_html when the object is truthy, which WooCommerce's array always is; an empty set prints 'N/A'.
function hasDimensions(v: unknown): boolean {
  return typeof v === 'object' && v !== null;
}

const parseList = arr(parseVariation);

/**
 * The form's variations, or null when WooCommerce printed `false` (more variations than
 * `woocommerce_ajax_variation_threshold`): each complete choice is then asked of `?wc-ajax=get_variation`.
 */
export function readVariations(form: HTMLFormElement): Variation[] | null {
  const raw = (form.getAttribute('data-product_variations') ?? '[]').trim();
  return raw === 'false' ? null : parseList(raw);
}

/** The texts add-to-cart-variation.js shows, as WooCommerce prints them (ours when the global is missing). */
export function variationTexts(): { selection: string; unavailable: string; noMatch: string; reset: string } {
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
    reset:
      p.i18n_reset_alert_text ||
      __(
        'Your selection has been reset. Please select some product options before adding this product to your cart.',
      ),
  };
}
