import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['wc-add-to-cart', 'astra-shop-add-to-cart'],
  rows: [
    {
      order: 60,
      selector: '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive), form.cart',
      hold: { fallback: 'native' },
    },
  ],
} satisfies WidgetManifest;
