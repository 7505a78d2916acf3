// Typed readers for WooCommerce core globals. Each reads the global fresh, so a page that
// prints it late (or a test that sets it) is seen; none throws on a missing or malformed global.
import { bool, num, obj, oneOf, optStr, readGlobal, record, str } from './parse';

const AJAX_URL = '/wp-admin/admin-ajax.php';
const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

const wcParams = obj({
  ajax_url: str(AJAX_URL),
  wc_ajax_url: str(WC_AJAX_URL),
  i18n_password_show: str(''),
  i18n_password_hide: str(''),
});
export type WooCommerceParams = ReturnType<typeof wcParams>;
export const readWooCommerceParams = () => readGlobal('woocommerce_params', wcParams);

const addToCart = obj({
  ajax_url: str(AJAX_URL),
  wc_ajax_url: str(WC_AJAX_URL),
  i18n_view_cart: str(''),
  cart_url: str('/cart/'),
  is_cart: bool(false),
  cart_redirect_after_add: oneOf(['yes', 'no'], 'no'),
});
export type AddToCartParams = ReturnType<typeof addToCart>;
export const readAddToCartParams = () => readGlobal('wc_add_to_cart_params', addToCart);

const fragments = obj({
  ajax_url: str(AJAX_URL),
  wc_ajax_url: str(WC_AJAX_URL),
  cart_hash_key: str('wc_cart_hash'),
  fragment_name: str('wc_fragments'),
  request_timeout: num(5000),
});
export type CartFragmentsParams = ReturnType<typeof fragments>;
export const readCartFragmentsParams = () => readGlobal('wc_cart_fragments_params', fragments);

const cart = obj({
  ajax_url: str(AJAX_URL),
  wc_ajax_url: str(WC_AJAX_URL),
  update_shipping_method_nonce: str(''),
  apply_coupon_nonce: str(''),
  remove_coupon_nonce: str(''),
});
export type CartParams = ReturnType<typeof cart>;
export const readCartParams = () => readGlobal('wc_cart_params', cart);

const checkout = obj({
  ajax_url: str(AJAX_URL),
  wc_ajax_url: str(WC_AJAX_URL),
  update_order_review_nonce: str(''),
  apply_coupon_nonce: str(''),
  remove_coupon_nonce: str(''),
  option_guest_checkout: str(''),
  checkout_url: str('/?wc-ajax=checkout'),
  is_checkout: bool(false),
  debug_mode: bool(false),
  i18n_checkout_error: str(''),
});
export type CheckoutParams = ReturnType<typeof checkout>;
export const readCheckoutParams = () => readGlobal('wc_checkout_params', checkout);

const variation = obj({
  wc_ajax_url: str(WC_AJAX_URL),
  i18n_no_matching_variations_text: str(''),
  i18n_make_a_selection_text: str(''),
  i18n_unavailable_text: str(''),
  i18n_reset_alert_text: str(''),
});
export type AddToCartVariationParams = ReturnType<typeof variation>;
export const readAddToCartVariationParams = () => readGlobal('wc_add_to_cart_variation_params', variation);

const attribution = obj({
  params: obj({
    lifetime: num(0.00001),
    session: num(30),
    base64: bool(false),
    ajaxurl: str(AJAX_URL),
    prefix: str('wc_order_attribution_'),
    allowTracking: bool(true),
  }),
  fields: record(optStr),
});
export type OrderAttributionSettings = ReturnType<typeof attribution>;
export const readOrderAttribution = () => readGlobal('wc_order_attribution', attribution);

/** `wc_ajax_url` is a template with `%%endpoint%%`; this fills it. */
export function wcAjaxUrl(endpoint: string, template = readAddToCartParams().wc_ajax_url): string {
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
