// Which widget mounts on which platform markup, and when its code loads. Selectors are the real ones printed
// by the plugins' PHP templates. The widgets' lazy imports are in loaders.ts (a chunk of its own, with
// each widget's full preload list): the entry holds only this table; nothing is imported until needed.
import type { Hold, RegistryEntry } from '../src/mount/types';

// `hold`: an action on the markup before the widget runs is held and replayed on it (hold.ts); if the widget
// fails or is late, `native` replays it as the platform's no-JS page would (links, forms with a method),
// `message` tells the shopper and gives the control back (method-less forms, buttons inside another form, UI
// the PHP alone cannot do). Entries on `body` and markup nobody acts on (badges, fields) hold nothing.
const native: Hold = { fallback: 'native' };
const message: Hold = { fallback: 'message' };
// `inServerMarkup`: the few widgets meant to live inside markup a server answer inserts (cart fragments, the cart
// form and totals the cart page re-fetches, checkout's payment fragment, review pages loaded later); markup of
// any other widget's shape there mounts nothing (src/html/serverMarkup.ts).
const server: { inServerMarkup: true } = { inServerMarkup: true };

export const registry: RegistryEntry[] = [
  // Global elements (foundation)
  { name: 'scroll-to-top', selector: '#ast-scroll-top', hold: message },
  {
    name: 'coming-soon-banner',
    selector: '#coming-soon-footer-banner',
    strategy: 'intent',
    prefetch: 'idle',
    hold: message,
  },
  // on every page: which of the copy protector's scripts apply comes from its settings, not its CSS body class
  { name: 'content-protection', selector: 'body' },
  {
    name: 'password-toggle',
    selector:
      '.woocommerce form input[type="password"], form.woocommerce-form input[type="password"], form input[type="password"][data-sw-toggle]',
  },

  // Cart (issue 3) — entries below this line belong to the cart feature
  // idle, not eager: with its ajax core it would push every page past 10 KB of JS before the load event;
  // the refresh still runs on every page load, right after it
  { name: 'cart-fragments', selector: 'body' },
  {
    name: 'add-to-cart',
    selector: '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive), form.cart',
    hold: native,
  },
  // the header cart count: a store subscriber (nobody acts on it; the mini-cart holds clicks on the header cart)
  { name: 'cart-count', selector: '.ast-site-header-cart' },
  // the drawer (React) loads when the shopper reaches for Astra's header (#masthead: its cart icons, whichever
  // header shows), or on the first click on a cart icon (held), or when an add opens it; not on every page at idle.
  // Not for the header's search boxes (FiboSearch's, Astra's): a first tap there is for the search alone
  {
    name: 'mini-cart',
    selector: '#astra-mobile-cart-drawer',
    strategy: 'intent',
    intentTarget: '#masthead',
    intentIgnore: '.dgwt-wcas-search-wrapp, .search-form',
    hold: {
      fallback: 'native',
      triggers: '.ast-header-woo-cart, .ast-desktop-cart-flyout, .ast-slidein-cart',
    },
    ...server,
  },
  { name: 'quantity-buttons', selector: 'div.quantity:not(.buttons_added), td.quantity', ...server },
  { name: 'cart-page', selector: 'form.woocommerce-cart-form', hold: native, ...server },
  { name: 'product-badges', selector: '.acoplw-badge' },

  // Product search (issue 4)
  // the whole box is the intent target: it holds the input, and the icon layout's handler is outside the input
  // intent only: an idle prefetch evaluated React on every page with a search box, whether the shopper searches
  // or not; with the chunk in the HTTP cache the first focus still shows suggestions at once
  { name: 'product-search', selector: '.dgwt-wcas-search-wrapp', strategy: 'intent', hold: native },
  // search: FiboSearch's broken-bar repairs (duplicate ids, ping, Back focus, checkout refresh); no React
  { name: 'search-fixer', selector: '.dgwt-wcas-search-wrapp' },
  // Astra's live search runs only where Astra enqueues it (its settings script astra-live-search-js-extra is
  // printed): any other form.search-form (a plain WordPress search widget) is left alone
  {
    name: 'live-search',
    selector: ':root:has(script#astra-live-search-js-extra) form.search-form',
    strategy: 'intent',
    intentTarget: '.search-field',
    hold: native,
  },

  // Reviews, Q&A, trust badge (issue 5)
  // idle, not eager: the head script shows the right panel from the first paint and a tab click before the widget
  // is held; eager, it brought the loaders and its chunks before the load event (over 10 KB of JS before load)
  {
    name: 'product-tabs',
    selector: '.woocommerce-tabs.wc-tabs-wrapper',
    hold: { fallback: 'native', controls: '.wc-tabs a' },
  },
  {
    name: 'product-reviews',
    selector: '#reviews.cr-reviews-ajax-reviews',
    strategy: 'visible',
    hold: message,
  },
  { name: 'review-form', selector: '.cr-review-form-wrap', strategy: 'visible', hold: message },
  {
    name: 'media-modal',
    selector: '.cr-reviews-ajax-reviews, .cr-all-reviews-shortcode, .cr-reviews-grid',
    strategy: 'visible',
    hold: { fallback: 'native', controls: 'a.cr-comment-a' },
    ...server,
  },
  { name: 'qna', selector: '#cr_qna.cr-qna-block', strategy: 'visible', hold: message },
  { name: 'all-reviews', selector: '.cr-all-reviews-shortcode', strategy: 'visible', hold: message },
  { name: 'reviews-grid', selector: '.cr-reviews-grid', strategy: 'visible', hold: message },
  { name: 'reviews-slider', selector: '.cr-reviews-slider', strategy: 'visible', hold: message },
  { name: 'trust-badge', selector: '#cr_floatingtrustbadge', hold: message },
  // the [cusrev_trustbadge] shortcode's and the trust badge block's badges, printed hidden: all fitted at idle, as
  // the plugin's script fits them all at document ready
  { name: 'trust-badge-block', selector: '.cr-trustbadgef' },
  { name: 'review-uploads', selector: '.cr-upload-local-images', strategy: 'visible' },

  // Reward points and order documents (issue 6)
  {
    name: 'points-box',
    selector: '.wps_wpr_apply_custom_points, .custom_point_checkout, a.wps_remove_virtual_coupon',
    hold: message,
  },
  // the printed balance: a store subscriber
  { name: 'points-balance', selector: '.wps_wpr_total_earn_points' },
  // a root per plugin control, wherever a template prints it; idle: the wallet sits below the fold
  {
    name: 'account-points',
    selector:
      '#wps_wpr_custom_wallet, #wps_wpr_upgrade_level_click, .wps_wpr_level_benefits[data-id], .wps_wpr_common_slider, .wps_wpr_notify_notice_wrap',
    hold: message,
  },
  {
    name: 'order-documents',
    // the My Account buttons (always with an href); the onclick numbering prompt is wp-admin's markup
    selector: 'a[class*="wt_pklist_"][class*="_print"]',
    hold: native,
  },

  // Identity: phone field, signup, login (issue 7)
  {
    name: 'phone-field',
    selector:
      'input:is([name=billing_phone],#billing-phone,#awp-new-phone,[name=awp-new-phone],#awp_user_phone,[name=awp_user_phone],#awp_whatsapp,[name=awp_whatsapp],#awp_phone,[name=awp_phone],#mia_phone,[name=mia_phone],#awp-phone-number,[name=awp-phone-number],.awp-phone-number)',
  },
  // intent + idle: Wawp's forms have no method, so a submit before the widget runs would GET the password and
  // phone into the URL: a held submit that cannot be replayed on the widget gets a message, never the native path
  {
    name: 'signup',
    selector: '#awp-signup-container',
    strategy: 'intent',
    prefetch: 'idle',
    hold: message,
  },
  {
    name: 'otp-login',
    selector: '.awp-otp-login-form',
    strategy: 'intent',
    prefetch: 'idle',
    hold: message,
  },

  // Attribution, analytics, remaining page elements (issue 8)
  // loads when the shopper touches the checkout/register form (a submit made first is held until the fields are
  // filled; late, the order goes without them, as without JS) or at idle: sourcebuster alone would take most of
  // the room the before-load budget leaves
  {
    name: 'order-attribution',
    selector: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout',
    strategy: 'intent',
    intentTarget: 'form',
    prefetch: 'idle',
    hold: { fallback: 'native', on: 'submit' },
  },
  // every page WooCommerce prints the attribution settings on (handle wc-order-attribution; the fixtures name it
  // after their provider): the landing page is where the campaign or referrer is seen
  {
    name: 'order-attribution',
    selector: 'script#wc-order-attribution-js-extra, script#attribution-js-extra',
  },
  { name: 'analytics', selector: 'body' },
  {
    name: 'mobile-menu',
    selector: '#ast-mobile-header',
    strategy: 'intent',
    intentTarget: '.menu-toggle',
    hold: { fallback: 'message', controls: '.menu-toggle' },
  },
  { name: 'mobile-menu', selector: 'body' },
  { name: 'payment-methods', selector: '#payment ul.wc_payment_methods', ...server },
  // core's sticky group; Spectra's sticky containers (their settings come in Spectra's init call, mount/inline.ts)
  { name: 'sticky-blocks', selector: '.wp-block-group.is-position-sticky, .uagb-position__sticky' },
  // no hold: Spectra's own block script handles the links until the widget runs
  { name: 'social-share', selector: '.uagb-social-share__outer-wrap' },
  { name: 'scroll-to-hash', selector: 'body' },
];
