import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['wc-cart'],
  rows: [
    {
      order: 100,
      selector: 'form.woocommerce-cart-form',
      hold: { fallback: 'native' },
      inServerMarkup: true,
    },
  ],
} satisfies WidgetManifest;
