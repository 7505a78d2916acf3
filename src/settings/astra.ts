// Typed readers for the Astra theme globals.
import { arr, bool, isRecord, num, obj, oneOf, optStr, readGlobal, record, str } from './parse';

const astra = obj({
  break_point: num(921),
  isRtl: bool(true),
  is_scroll_to_id: bool(false),
  is_scroll_to_top: bool(false),
  is_header_footer_builder_active: bool(true),
  responsive_cart_click: oneOf(['flyout', 'redirect'], 'flyout'),
  is_dark_palette: bool(false),
  // Astra Pro additions
  ajax_url: str('/wp-admin/admin-ajax.php'),
  single_product_qty_ajax_nonce: str(''),
  is_cart: bool(false),
  is_single_product: bool(false),
  cart_url: str('/cart/'),
  checkout_url: str('/checkout/'),
  view_cart: str(''),
  // Astra Pro's single-product add (astra-addon shop_js_localize): the background add is on, and its action after
  single_product_ajax_add_to_cart: bool(false),
  add_to_cart_options_single: oneOf(
    ['default', 'rt_add_to_cart', 'slide_in_cart', 'redirect_cart_page', 'redirect_checkout_page'],
    'default',
  ),
});
export type AstraSettings = ReturnType<typeof astra>;
export const readAstra = () => readGlobal('astra', astra);

const astraCart = obj({
  desktop_layout: str('flyout'),
  responsive_cart_click: oneOf(['flyout', 'redirect'], 'flyout'),
});
export type AstraCartSettings = ReturnType<typeof astraCart>;
export const readAstraCart = () => readGlobal('astra_cart', astraCart);

const qtyBtn = obj({
  plus_qty: str(''),
  minus_qty: str(''),
  style_type: oneOf(['normal', 'no-internal-border', 'vertical-icon'], 'normal'),
});
export type AstraQtyButtonSettings = ReturnType<typeof qtyBtn>;
export const readAstraQtyButtons = () => readGlobal('astra_qty_btn', qtyBtn);
/**
 * Astra's "Enable Quantity Plus and Minus" (single-product-plus-minus-button, filter
 * astra_add_to_cart_quantity_btn_enabled): only then does it register `astra-add-to-cart-quantity-btn`, so only
 * then is `astra_qty_btn` printed (class-astra-enqueue-scripts.php localizes it on that handle).
 */
export const astraQtyButtonsOn = (): boolean => readGlobal('astra_qty_btn', isRecord);

const shopAddToCart = obj({
  shop_add_to_cart_action: str('default'),
  cart_url: str('/cart/'),
  checkout_url: str('/checkout/'),
  is_astra_pro: bool(false),
  elementor_preview_active: bool(false),
});
export type AstraShopAddToCartSettings = ReturnType<typeof shopAddToCart>;
export const readAstraShopAddToCart = () => readGlobal('astra_shop_add_to_cart', shopAddToCart);

const search = obj({
  rest_api_url: str('/wp-json/'),
  search_posts_per_page: num(5),
  search_post_types: arr(optStr),
  search_language: str(''),
  // live search labels and the search-page variant (astra/assets/js/unminified/live-search.js)
  search_post_types_labels: record(optStr),
  search_results_label: str(''),
  no_live_results_found: str(''),
  search_page_condition: bool(false),
  search_page_post_types: arr(optStr),
});
export type AstraSearchSettings = ReturnType<typeof search>;
export const readAstraSearch = () => {
  const s = readGlobal('astra_search', search);
  return {
    ...s,
    search_post_types: s.search_post_types.length ? s.search_post_types : ['post', 'page', 'product'],
  };
};
