// Which widget mounts on which platform markup, and when its code loads. Selectors are the real ones printed
// by the PHP (contract/platform-markup.md). Widget code is found by folder name; the entry holds only this
// table and the lazy loaders.
import type { RegistryEntry, WidgetModule } from './types';

export const registry: RegistryEntry[] = [
  // Global elements (foundation)
  { name: 'store-notice', selector: '.woocommerce-store-notice', strategy: 'eager' },
  { name: 'scroll-to-top', selector: '#ast-scroll-top', strategy: 'idle' },
  { name: 'coming-soon-banner', selector: '#coming-soon-footer-banner', strategy: 'intent', prefetch: 'idle' },
  { name: 'content-protection', selector: 'body.unselectable', strategy: 'idle' },
  { name: 'password-toggle', selector: '.woocommerce form input[type="password"], form.woocommerce-form input[type="password"], form input[type="password"][data-sw-toggle]', strategy: 'idle' },

  // Cart (issue 3) — entries below this line belong to the cart feature
  // idle, not eager: with its ajax core it would push every page past 10 KB of JS before the load event;
  // the refresh still runs on every page load, right after it
  { name: 'cart-fragments', selector: 'body', strategy: 'idle' },
  { name: 'add-to-cart', selector: '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive), form.cart', strategy: 'idle' },
  { name: 'mini-cart', selector: '#astra-mobile-cart-drawer', strategy: 'idle' },
  { name: 'quantity-buttons', selector: 'div.quantity:not(.buttons_added), td.quantity', strategy: 'idle' },
  { name: 'cart-page', selector: 'form.woocommerce-cart-form', strategy: 'idle' },
  { name: 'product-badges', selector: '.acoplw-badge', strategy: 'idle' },

  // Product search (issue 4)
  // the whole box is the intent target: it holds the input, and the icon layout's handler is outside the input
  // intent only: an idle prefetch put React's evaluation inside every page's Lighthouse TBT window; with the
  // chunk in the HTTP cache the first focus still shows suggestions at once
  { name: 'product-search', selector: '.dgwt-wcas-search-wrapp', strategy: 'intent' },
  // search: FiboSearch's broken-bar repairs (duplicate ids, ping, Back focus, checkout refresh); no React
  { name: 'search-fixer', selector: '.dgwt-wcas-search-wrapp', strategy: 'idle' },
  { name: 'live-search', selector: 'form.search-form', strategy: 'intent', intentTarget: '.search-field' },

  // Reviews, Q&A, trust badge (issue 5)
  { name: 'product-tabs', selector: '.woocommerce-tabs.wc-tabs-wrapper', strategy: 'eager' },
  { name: 'product-reviews', selector: '#reviews.cr-reviews-ajax-reviews', strategy: 'visible' },
  { name: 'review-form', selector: '.cr-review-form-wrap', strategy: 'visible' },
  { name: 'media-modal', selector: '.cr-reviews-ajax-reviews, .cr-all-reviews-shortcode, .cr-reviews-grid', strategy: 'visible' },
  { name: 'qna', selector: '#cr_qna.cr-qna-block', strategy: 'visible' },
  { name: 'all-reviews', selector: '.cr-all-reviews-shortcode', strategy: 'visible' },
  { name: 'reviews-grid', selector: '.cr-reviews-grid', strategy: 'visible' },
  { name: 'reviews-slider', selector: '.cr-reviews-slider', strategy: 'visible' },
  { name: 'trust-badge', selector: '#cr_floatingtrustbadge', strategy: 'idle' },
  { name: 'review-uploads', selector: '.cr-upload-local-images', strategy: 'visible' },

  // Reward points and order documents (issue 6)
  { name: 'points-box', selector: '.wps_wpr_apply_custom_points, .custom_point_checkout, a.wps_remove_virtual_coupon', strategy: 'idle' },
  { name: 'account-points', selector: '.wps_wpr_badge_way_points_main_wrap', strategy: 'visible' },
  { name: 'order-documents', selector: 'a[class*="wt_pklist_"][class*="_print"], a[onclick*="wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers"]', strategy: 'idle' },

  // Identity: phone field, signup, login (issue 7)
  { name: 'phone-field', selector: 'input:is([name=billing_phone],#billing-phone,#awp-new-phone,[name=awp-new-phone],#awp_user_phone,[name=awp_user_phone],#awp_whatsapp,[name=awp_whatsapp],#awp_phone,[name=awp_phone],#mia_phone,[name=mia_phone],#awp-phone-number,[name=awp-phone-number],.awp-phone-number)', strategy: 'idle' },
  // intent + idle: Wawp's forms have no method, so a submit before the widget runs would GET the password and
  // phone into the URL; the intent strategy holds that first click (implicit submission clicks the button too)
  { name: 'signup', selector: '#awp-signup-container', strategy: 'intent', prefetch: 'idle' },
  { name: 'otp-login', selector: '.awp-otp-login-form', strategy: 'intent', prefetch: 'idle' },

  // Attribution, analytics, remaining page elements (issue 8)
  // loads when the shopper touches the checkout/register form (a submit made first is held until the fields are
  // filled) or at idle: sourcebuster alone is ~4.5 KB, too much for the 10 KB before-load budget
  { name: 'order-attribution', selector: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout', strategy: 'intent', intentTarget: 'form', prefetch: 'idle' },
  // every page WooCommerce prints the attribution settings on (handle wc-order-attribution; the fixtures name it
  // after their provider): the landing page is where the campaign or referrer is seen
  { name: 'order-attribution', selector: 'script#wc-order-attribution-js-extra, script#attribution-js-extra', strategy: 'idle' },
  { name: 'analytics', selector: 'body', strategy: 'idle' },
  { name: 'mobile-menu', selector: '#ast-mobile-header', strategy: 'intent', intentTarget: '.menu-toggle' },
  { name: 'mobile-menu', selector: 'body', strategy: 'idle' },
  { name: 'payment-methods', selector: '#payment ul.wc_payment_methods', strategy: 'idle' },
  { name: 'social-share', selector: '.sw-social-share', strategy: 'visible' },
  { name: 'sticky-blocks', selector: '[data-sw-sticky], .wp-block-group.is-position-sticky', strategy: 'idle' },
  { name: 'scroll-to-hash', selector: 'body', strategy: 'idle' },
];

// Vite turns this into one lazy loader per widget folder; nothing is imported until a widget is needed.
const modules = import.meta.glob<WidgetModule>('../widgets/*/index.ts');

export function loaderFor(name: string): (() => Promise<WidgetModule>) | undefined {
  return modules[`../widgets/${name}/index.ts`];
}
