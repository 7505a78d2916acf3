import type { WidgetManifest } from '../../src/mount/types';

// WooCommerce's country-select.js and address-i18n.js: the state field and the field labels follow the chosen
// country on the cart's shipping calculator and the account's address forms (the checkout keeps WooCommerce's
// own, with checkout.js).
export default {
  kind: 'dom',
  replaces: ['wc-country-select', 'wc-address-i18n'],
  rows: [{ order: 420, selector: 'select.country_to_state, input.country_to_state', inServerMarkup: true }],
  chunk: 'page',
} satisfies WidgetManifest;
