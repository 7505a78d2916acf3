import type { WidgetManifest } from '../../src/mount/types';

// WooCommerce's add-to-cart-variation.js. Clear (a button inside the add to cart form since 9.3) and the add
// button are held until the choice runs: a Clear pressed before must not submit the form, an add pressed before
// must not post a product without its variation. If the widget cannot run, the shopper is told.
export default {
  kind: 'dom',
  replaces: ['wc-add-to-cart-variation'],
  rows: [
    {
      order: 58,
      selector: 'form.variations_form',
      hold: { fallback: 'message', controls: '.reset_variations, .single_add_to_cart_button' },
    },
  ],
} satisfies WidgetManifest;
