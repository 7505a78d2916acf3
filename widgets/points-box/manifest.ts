import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['points-and-rewards-for-woocommerce'],
  rows: [
    {
      order: 250,
      selector: '.wps_wpr_apply_custom_points, .custom_point_checkout, a.wps_remove_virtual_coupon',
      hold: { fallback: 'message' },
    },
  ],
} satisfies WidgetManifest;
