import { afterEach, describe, expect, it } from 'vitest';
import {
  currentPoints,
  isCheckoutPage,
  readPointsCampaign,
  readPointsCartBlock,
  readPointsSettings,
  readPointsTabLayout,
} from './points';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  for (const k of [
    'wps_wpr',
    'wf_pklist_params_public',
    'points_tab_layout_obj',
    'wps_wpr_campaign_obj',
    'wps_wpr_cart_block_obj',
  ])
    delete w[k];
});

describe('wps_wpr reader', () => {
  it('gives the plugin defaults when the global is missing', () => {
    const s = readPointsSettings();
    expect(s.ajaxurl).toBe('/wp-admin/admin-ajax.php');
    expect(s.minimum_points).toBe(50);
    expect(s.get_min_redeem_req).toBe(1);
    expect(s.points_coupon_name).toBe('Cart Discount');
    expect(s.checkout_page).toBe(false);
    expect(s.wps_wpr_game_setting).toEqual([]);
    expect(currentPoints(s)).toBe(0);
  });

  it('reads every printed key, flags as "1", 1 or true', () => {
    w.wps_wpr = {
      ajaxurl: '/x/admin-ajax.php',
      wps_wpr_nonce: 'abc',
      message: 'm',
      empty_notice: 'e',
      confirmation_msg: 'c',
      minimum_points_text: 'mt',
      wps_wpr_custom_notice: 'cn',
      not_allowed: 'na',
      not_suffient: 'ns',
      above_order_limit: 'al',
      points_empty: 'pe',
      minimum_points: '60',
      wps_user_current_points: ' 1250 ',
      get_min_redeem_req: 2,
      checkout_page: '1',
      is_restrict_message_enable: 1,
      is_restrict_status_set: 'active',
      wps_restrict_rewards_msg: 'r',
      wps_wpr_game_setting: '[1,2]',
      wps_wpr_select_spin_stop: [],
      wps_is_user_login: true,
      is_cart_redeem_sett_enable: '1',
      is_checkout_redeem_enable: 'yes',
      points_coupon_name: 'خصم السلة',
      wps_points_name: 'نقاط',
      points_message_require: 'pr',
      points_more_to_redeem: 'pm',
      wps_add_a_points: 'ap',
      wps_apply_points: 'تطبيق',
    };
    const s = readPointsSettings();
    expect(s.minimum_points).toBe(60);
    expect(currentPoints(s)).toBe(1250);
    expect(
      s.checkout_page &&
        s.is_restrict_message_enable &&
        s.wps_is_user_login &&
        s.is_cart_redeem_sett_enable &&
        s.is_checkout_redeem_enable,
    ).toBe(true);
    expect(isCheckoutPage(s)).toBe(true);
    expect(s.wps_wpr_game_setting).toEqual([1, 2]);
    expect(s.is_restrict_status_set).toBe('active');
    expect([
      s.message,
      s.empty_notice,
      s.confirmation_msg,
      s.not_suffient,
      s.above_order_limit,
      s.points_coupon_name,
    ]).toEqual(['m', 'e', 'c', 'ns', 'al', 'خصم السلة']);
  });

  it('survives wrong types and a JSON string global', () => {
    w.wps_wpr = JSON.stringify({
      wps_user_current_points: -5,
      checkout_page: 'maybe',
      minimum_points: 'lots',
      not_suffient: { html: 1 },
    });
    const s = readPointsSettings();
    expect(currentPoints(s)).toBe(0);
    expect(s.checkout_page).toBe(false);
    expect(s.minimum_points).toBe(50);
    expect(s.not_suffient).toBe('You do not have a sufficient amount of points');
    w.wps_wpr = '{not json';
    expect(readPointsSettings().wps_wpr_nonce).toBe('');
    w.wps_wpr = 42;
    expect(readPointsSettings().wps_apply_points).toBe('Apply Points');
  });

  it('reads the other points globals', () => {
    w.points_tab_layout_obj = { points_tab_color: '#f00', design_temp_type: 'temp_two' };
    w.wps_wpr_campaign_obj = { is_user_login: '1', is_pro_plugin_active: '' };
    w.wps_wpr_cart_block_obj = { current__points: '1250', available_points_msg: 'متاح' };
    expect(readPointsTabLayout().design_temp_type).toBe('temp_two');
    expect(readPointsCampaign()).toMatchObject({
      is_user_login: true,
      is_pro_plugin_active: false,
      ajaxurl: '/wp-admin/admin-ajax.php',
    });
    expect(readPointsCartBlock()).toMatchObject({
      current__points: 1250,
      available_points_msg: 'متاح',
      wps_wpr_cart_page_total_earning_points: 0,
    });
  });
});
