// Points and Rewards for WooCommerce (WP Swings 2.9.7) prints `wps_wpr` on cart, checkout and My Account.
// Every key the plugin prints is read here with a default; nothing throws on a bad global.
// The plugin's own JS reads `is_checkout`, which the PHP never prints: the page flag is `checkout_page`.
import { arr, bool, num, obj, readGlobal, str } from './parse';
import type { NonceSource } from '../ajax/freshNonces';

const AJAX_URL = '/wp-admin/admin-ajax.php';
const any = (v: unknown) => v;

const wpsWpr = obj({
  // connection
  ajaxurl: str(AJAX_URL),
  wps_wpr_nonce: str(''),
  // messages
  message: str(''),
  empty_notice: str('Please enter some points !!'),
  confirmation_msg: str(
    'Do you really want to upgrade your user level as this process will deduct the required points from your account?',
  ),
  minimum_points_text: str(''),
  wps_wpr_custom_notice: str(''),
  not_allowed: str(''),
  not_suffient: str('You do not have a sufficient amount of points'),
  above_order_limit: str('Entered points do not apply to this order.'),
  points_empty: str(''),
  // points
  minimum_points: num(50),
  wps_user_current_points: str('0'),
  get_min_redeem_req: num(1),
  // page and restriction
  checkout_page: bool(false),
  is_checkout: bool(false),
  is_restrict_message_enable: bool(false),
  is_restrict_status_set: str(''),
  wps_restrict_rewards_msg: str('You will not get any Reward Points'),
  // other settings
  wps_wpr_game_setting: arr(any),
  wps_wpr_select_spin_stop: arr(any),
  wps_is_user_login: bool(false),
  is_cart_redeem_sett_enable: bool(false),
  is_checkout_redeem_enable: bool(false),
  // labels
  points_coupon_name: str('Cart Discount'),
  wps_points_name: str('Points'),
  points_message_require: str(''),
  points_more_to_redeem: str(''),
  wps_add_a_points: str(''),
  wps_apply_points: str('Apply Points'),
});
export type PointsSettings = ReturnType<typeof wpsWpr>;
export const readPointsSettings = (): PointsSettings => readGlobal('wps_wpr', wpsWpr);
/** where the points calls' nonce is printed (a fresh one replaces it on a page served from a cache) */
export const POINTS_NONCE: NonceSource = { global: 'wps_wpr', key: 'wps_wpr_nonce' };

/** The user's balance as the plugin prints it ("1250" as text); NaN-safe, never negative. */
export function currentPoints(s: PointsSettings): number {
  const n = num(0)(s.wps_user_current_points);
  return n > 0 ? n : 0;
}

/** The page is checkout: `checkout_page` (printed) or `is_checkout` (read by the old JS, never printed). */
export const isCheckoutPage = (s: PointsSettings): boolean => s.checkout_page || s.is_checkout;

const tabLayout = obj({ points_tab_color: str(''), design_temp_type: str('') });
export const readPointsTabLayout = () => readGlobal('points_tab_layout_obj', tabLayout);

const campaign = obj({
  ajaxurl: str(AJAX_URL),
  wps_wpr_nonce: str(''),
  is_user_login: bool(false),
  wps_modal_color_one: str(''),
  wps_modal_color_two: str(''),
  is_pro_plugin_active: bool(false),
});
export const readPointsCampaign = () => readGlobal('wps_wpr_campaign_obj', campaign);

const cartBlock = obj({
  ajaxurl: str(AJAX_URL),
  wps_wpr_nonce: str(''),
  wps_wpr_cart_page_total_earning_points: num(0),
  current__points: num(0),
  available_points_msg: str(''),
});
export const readPointsCartBlock = () => readGlobal('wps_wpr_cart_block_obj', cartBlock);
