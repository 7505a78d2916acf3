// Reward restriction: when the page was opened with ?status=active&nonce=… and the restriction
// message is enabled, the normal restriction line is hidden, 'You will not get any Reward Points' is shown in
// red, appended under the coupon block after 2 s, and the address is reset to the bare path.
import { setSafeHtml } from '../../src/html/sanitize';
import { __ } from '../../src/i18n';
import type { PointsSettings } from '../../src/settings/points';
import { barePath, nav } from './nav';

export const RESTRICTION_APPEND_MS = 2000;
const COUPON_BLOCKS =
  '.wp-block-woocommerce-cart-order-summary-coupon-form-block.wc-block-components-totals-wrapper, .woocommerce-cart-form .coupon, .woocommerce-form-coupon-toggle';

/** Runs once per page; returns a cancel for the pending append. */
export function applyRestriction(s: PointsSettings, root: ParentNode = document): () => void {
  if (s.is_restrict_status_set !== 'active') return () => {};
  const message = s.wps_restrict_rewards_msg || __('You will not get any Reward Points');
  let timer = 0;
  if (s.is_restrict_message_enable) {
    root.querySelectorAll<HTMLElement>('.wps_wpr_restrict_user_message').forEach((p) => (p.hidden = true));
    root.querySelectorAll<HTMLElement>('.wps_wpr_show_restrict_message').forEach((p) => {
      setSafeHtml(p, message);
      p.classList.add('sw-points-red');
    });
    timer = window.setTimeout(() => {
      root.querySelectorAll(COUPON_BLOCKS).forEach((block) => {
        if (block.querySelector('.wps_wpr_color_for_restriction_msg')) return;
        const div = document.createElement('div');
        div.className = 'wps_wpr_color_for_restriction_msg sw-points-red';
        setSafeHtml(div, message);
        block.append(div);
      });
    }, RESTRICTION_APPEND_MS);
  }
  nav.setUrl(barePath());
  return () => window.clearTimeout(timer);
}
