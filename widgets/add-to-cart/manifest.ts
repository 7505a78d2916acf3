import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [
    {
      order: 60,
      selector: '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive), form.cart',
      hold: { fallback: 'native' },
    },
  ],
} satisfies WidgetManifest;
