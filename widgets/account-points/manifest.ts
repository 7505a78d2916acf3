import type { WidgetManifest } from '../../src/mount/types';

/** the plugin controls it mounts on, one root each (AccountPoints.tsx tells them apart) */
export const ACCOUNT_POINTS_CONTROLS =
  '#wps_wpr_custom_wallet, #wps_wpr_upgrade_level_click, .wps_wpr_level_benefits[data-id], .wps_wpr_common_slider, .wps_wpr_notify_notice_wrap';

export default {
  kind: 'react',
  replaces: ['points-and-rewards-for-woocommerce'],
  rows: [
    // a root per plugin control, wherever a template prints it; idle: the wallet sits below the fold
    { order: 270, selector: ACCOUNT_POINTS_CONTROLS, hold: { fallback: 'message' } },
  ],
} satisfies WidgetManifest;
