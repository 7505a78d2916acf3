// Which widget mounts on which platform markup, and when its code loads. Selectors are the real ones printed
// by the PHP (contract/platform-markup.md). Each entry's `load` is a lazy import of widgets/<name>/ (Vite makes
// it a chunk): the entry holds only this table; nothing is imported until a widget is needed.
import type { RegistryEntry } from '../src/mount/types';

export const registry: RegistryEntry[] = [
  // Global elements (foundation)
  { name: 'store-notice', selector: '.woocommerce-store-notice', strategy: 'eager', load: () => import('../widgets/store-notice/index') },
  { name: 'scroll-to-top', selector: '#ast-scroll-top', strategy: 'idle', load: () => import('../widgets/scroll-to-top/index') },
  { name: 'coming-soon-banner', selector: '#coming-soon-footer-banner', strategy: 'intent', prefetch: 'idle', load: () => import('../widgets/coming-soon-banner/index') },
  { name: 'content-protection', selector: 'body.unselectable', strategy: 'idle', load: () => import('../widgets/content-protection/index') },
  { name: 'password-toggle', selector: '.woocommerce form input[type="password"], form.woocommerce-form input[type="password"], form input[type="password"][data-sw-toggle]', strategy: 'idle', load: () => import('../widgets/password-toggle/index') },

  // Cart (issue 3) — entries below this line belong to the cart feature
  // idle, not eager: with its ajax core it would push every page past 10 KB of JS before the load event;
  // the refresh still runs on every page load, right after it
  { name: 'cart-fragments', selector: 'body', strategy: 'idle', load: () => import('../widgets/cart-fragments/index') },
  { name: 'add-to-cart', selector: '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive), form.cart', strategy: 'idle', load: () => import('../widgets/add-to-cart/index') },
  { name: 'mini-cart', selector: '#astra-mobile-cart-drawer', strategy: 'idle', load: () => import('../widgets/mini-cart/index') },
  { name: 'quantity-buttons', selector: 'div.quantity:not(.buttons_added), td.quantity', strategy: 'idle', load: () => import('../widgets/quantity-buttons/index') },
  { name: 'cart-page', selector: 'form.woocommerce-cart-form', strategy: 'idle', load: () => import('../widgets/cart-page/index') },
  { name: 'product-badges', selector: '.acoplw-badge', strategy: 'idle', load: () => import('../widgets/product-badges/index') },

  // Product search (issue 4)
  // the whole box is the intent target: it holds the input, and the icon layout's handler is outside the input
  // intent only: an idle prefetch put React's evaluation inside every page's Lighthouse TBT window; with the
  // chunk in the HTTP cache the first focus still shows suggestions at once
  { name: 'product-search', selector: '.dgwt-wcas-search-wrapp', strategy: 'intent', load: () => import('../widgets/product-search/index') },
  // search: FiboSearch's broken-bar repairs (duplicate ids, ping, Back focus, checkout refresh); no React
  { name: 'search-fixer', selector: '.dgwt-wcas-search-wrapp', strategy: 'idle', load: () => import('../widgets/search-fixer/index') },
  { name: 'live-search', selector: 'form.search-form', strategy: 'intent', intentTarget: '.search-field', load: () => import('../widgets/live-search/index') },

  // Reviews, Q&A, trust badge (issue 5)
  { name: 'product-tabs', selector: '.woocommerce-tabs.wc-tabs-wrapper', strategy: 'eager', load: () => import('../widgets/product-tabs/index') },
  { name: 'product-reviews', selector: '#reviews.cr-reviews-ajax-reviews', strategy: 'visible', load: () => import('../widgets/product-reviews/index') },
  { name: 'review-form', selector: '.cr-review-form-wrap', strategy: 'visible', load: () => import('../widgets/review-form/index') },
  { name: 'media-modal', selector: '.cr-reviews-ajax-reviews, .cr-all-reviews-shortcode, .cr-reviews-grid', strategy: 'visible', load: () => import('../widgets/media-modal/index') },
  { name: 'qna', selector: '#cr_qna.cr-qna-block', strategy: 'visible', load: () => import('../widgets/qna/index') },
  { name: 'all-reviews', selector: '.cr-all-reviews-shortcode', strategy: 'visible', load: () => import('../widgets/all-reviews/index') },
  { name: 'reviews-grid', selector: '.cr-reviews-grid', strategy: 'visible', load: () => import('../widgets/reviews-grid/index') },
  { name: 'reviews-slider', selector: '.cr-reviews-slider', strategy: 'visible', load: () => import('../widgets/reviews-slider/index') },
  { name: 'trust-badge', selector: '#cr_floatingtrustbadge', strategy: 'idle', load: () => import('../widgets/trust-badge/index') },
  { name: 'review-uploads', selector: '.cr-upload-local-images', strategy: 'visible', load: () => import('../widgets/review-uploads/index') },

  // Reward points and order documents (issue 6)
  { name: 'points-box', selector: '.wps_wpr_apply_custom_points, .custom_point_checkout, a.wps_remove_virtual_coupon', strategy: 'idle', load: () => import('../widgets/points-box/index') },
  { name: 'account-points', selector: '.wps_wpr_badge_way_points_main_wrap', strategy: 'visible', load: () => import('../widgets/account-points/index') },
  { name: 'order-documents', selector: 'a[class*="wt_pklist_"][class*="_print"], a[onclick*="wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers"]', strategy: 'idle', load: () => import('../widgets/order-documents/index') },

  // Identity: phone field, signup, login (issue 7)
  { name: 'phone-field', selector: 'input:is([name=billing_phone],#billing-phone,#awp-new-phone,[name=awp-new-phone],#awp_user_phone,[name=awp_user_phone],#awp_whatsapp,[name=awp_whatsapp],#awp_phone,[name=awp_phone],#mia_phone,[name=mia_phone],#awp-phone-number,[name=awp-phone-number],.awp-phone-number)', strategy: 'idle', load: () => import('../widgets/phone-field/index') },
  // intent + idle: Wawp's forms have no method, so a submit before the widget runs would GET the password and
  // phone into the URL; the intent strategy holds that first click (implicit submission clicks the button too)
  { name: 'signup', selector: '#awp-signup-container', strategy: 'intent', prefetch: 'idle', load: () => import('../widgets/signup/index') },
  { name: 'otp-login', selector: '.awp-otp-login-form', strategy: 'intent', prefetch: 'idle', load: () => import('../widgets/otp-login/index') },

  // Attribution, analytics, remaining page elements (issue 8)
  // loads when the shopper touches the checkout/register form (a submit made first is held until the fields are
  // filled) or at idle: sourcebuster alone is ~4.5 KB, too much for the 10 KB before-load budget
  { name: 'order-attribution', selector: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout', strategy: 'intent', intentTarget: 'form', prefetch: 'idle', load: () => import('../widgets/order-attribution/index') },
  // every page WooCommerce prints the attribution settings on (handle wc-order-attribution; the fixtures name it
  // after their provider): the landing page is where the campaign or referrer is seen
  { name: 'order-attribution', selector: 'script#wc-order-attribution-js-extra, script#attribution-js-extra', strategy: 'idle', load: () => import('../widgets/order-attribution/index') },
  { name: 'analytics', selector: 'body', strategy: 'idle', load: () => import('../widgets/analytics/index') },
  { name: 'mobile-menu', selector: '#ast-mobile-header', strategy: 'intent', intentTarget: '.menu-toggle', load: () => import('../widgets/mobile-menu/index') },
  { name: 'mobile-menu', selector: 'body', strategy: 'idle', load: () => import('../widgets/mobile-menu/index') },
  { name: 'payment-methods', selector: '#payment ul.wc_payment_methods', strategy: 'idle', load: () => import('../widgets/payment-methods/index') },
  { name: 'social-share', selector: '.sw-social-share', strategy: 'visible', load: () => import('../widgets/social-share/index') },
  { name: 'sticky-blocks', selector: '[data-sw-sticky], .wp-block-group.is-position-sticky', strategy: 'idle', load: () => import('../widgets/sticky-blocks/index') },
  { name: 'scroll-to-hash', selector: 'body', strategy: 'idle', load: () => import('../widgets/scroll-to-hash/index') },
];

