import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['points-and-rewards-for-woocommerce'],
  // the points field takes Arabic-Indic digits before the widget runs
  firstPaint: './firstPaint.ts',
  // WP Swings prints the points field on the cart and the checkout only
  firstPaintWith: { conditions: ['is_cart', 'is_checkout'] },
  rows: [
    {
      order: 250,
      selector: '.wps_wpr_apply_custom_points, .custom_point_checkout, a.wps_remove_virtual_coupon',
      hold: { fallback: 'message' },
      // in the cart form the cart page swaps in after an update, and the session's cart actions (cart-page)
      inServerMarkup: true,
    },
  ],
} satisfies WidgetManifest;
