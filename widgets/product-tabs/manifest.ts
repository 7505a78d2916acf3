import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  // single-product.js's tabs: where that script is kept, it handles them
  replaces: ['wc-single-product'],
  rows: [
    // idle, not eager: the head script shows the right panel from the first paint and a tab click before the widget
    // is held; eager, it brought the loaders and its chunks before the load event (over 10 KB of JS before load)
    {
      order: 150,
      selector: '.woocommerce-tabs.wc-tabs-wrapper',
      hold: { fallback: 'native', controls: '.wc-tabs a' },
    },
  ],
  firstPaint: './firstPaint.ts',
  // printed on product pages and with WooCommerce's product page shortcode, not in every page's head
  firstPaintWith: { conditions: ['is_product'], shortcodes: ['product_page'] },
} satisfies WidgetManifest;
