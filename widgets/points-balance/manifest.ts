import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['points-and-rewards-for-woocommerce'],
  rows: [
    // the printed balance: a store subscriber
    { order: 260, selector: '.wps_wpr_total_earn_points' },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
