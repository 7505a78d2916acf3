import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_IP_COUNTRY_URL,
  readBundleConfig,
  readIntlTelSettings,
  readOtpAjax,
  readOtpL10n,
  readSignupL10n,
  readSignupParams,
  readTelInputStrings,
} from './wawp';

const w = window as unknown as Record<string, unknown>;
const NAMES = [
  'wooIntlTelSettings',
  'woocommerceITISettings',
  'awpTelInputStrings',
  'AWP_Signup_Params',
  'AWP_Signup_L10n',
  'awpOtpAjax',
  'awpOtpL10n',
  'storefrontWidgetsConfig',
];
afterEach(() => NAMES.forEach((n) => delete w[n]));

describe('Wawp settings readers', () => {
  it('missing globals: every key has its default', () => {
    expect(readIntlTelSettings()).toEqual({
      defaultCountry: 'us',
      enableIpDetection: false,
      phoneFields: [],
      allowedCountries: [],
      countryCodeAlignment: 'auto',
      isRTL: false,
    });
    expect(readTelInputStrings()).toEqual({ valid: '', invalid: '', searchPlaceholder: '', waiting: '' });
    expect(readSignupParams()).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      nonce: '',
      redirect_url: '',
      email_domains: [],
      otp_method: 'whatsapp',
      password_strong: false,
      password_enabled: true,
      password_required: false,
    });
    expect(Object.values(readSignupL10n()).every((v) => v === '')).toBe(true);
    expect(Object.keys(readSignupL10n())).toEqual([
      'fieldRequired',
      'checkYourEmail',
      'checkYourWhatsApp',
      'weSentCode',
      'resendCode',
      'wrongEmail',
      'reEnterEmail',
      'wrongWhatsApp',
      'reEnterNumber',
      'unexpectedError',
      'unexpectedErrorResend',
      'invalidEmail',
      'invalidNumber',
    ]);
    expect(readOtpAjax()).toMatchObject({
      ajax_url: '/wp-admin/admin-ajax.php',
      nonce: '',
      emptyFields: '',
      first_login_method: 'whatsapp_otp',
      redirect_url: '/',
      custom_shortcode: '',
    });
    expect(readOtpAjax().button_colors).toEqual({
      request_otp_button_color: '#22c55e',
      verify_otp_button_color: '#22c55e',
      resend_otp_button_color: '#22c55e',
      login_button_color: '#22c55e',
    });
    expect(Object.keys(readOtpL10n())).toEqual([
      'checkWhatsApp',
      'checkEmail',
      'weSentCode',
      'resendCode',
      'progressBridge',
      'progressAlmost',
      'progressGo',
      'resendIn',
    ]);
    expect(readBundleConfig().ipCountryUrl).toBe(DEFAULT_IP_COUNTRY_URL);
  });

  it.each([
    ['"1"', '1', true],
    ['1', 1, true],
    ['true', true, true],
    ['"0"', '0', false],
    ['0', 0, false],
    ['"yes"', 'yes', true],
    ['garbage', 'maybe', false],
  ])('flags as WordPress prints them: %s', (_n, value, expected) => {
    w.wooIntlTelSettings = { enableIpDetection: value, isRTL: value };
    w.AWP_Signup_Params = { password_strong: value, password_required: value };
    expect(readIntlTelSettings().enableIpDetection).toBe(expected);
    expect(readIntlTelSettings().isRTL).toBe(expected);
    expect(readSignupParams().password_strong).toBe(expected);
    expect(readSignupParams().password_required).toBe(expected);
  });

  it('wrong types fall back; country codes are lowercased and checked', () => {
    w.wooIntlTelSettings = {
      defaultCountry: 'EG',
      allowedCountries: ['EG', 'sa', 'egypt', 5, null, ' ae '],
      countryCodeAlignment: 'center',
      phoneFields: [{ id: 'billing_phone', name: 'billing_phone' }, 'x', null, { id: 3 }],
    };
    const s = readIntlTelSettings();
    expect(s.defaultCountry).toBe('eg');
    expect(s.allowedCountries).toEqual(['eg', 'sa', 'ae']);
    expect(s.countryCodeAlignment).toBe('auto');
    expect(s.phoneFields).toEqual([
      { id: 'billing_phone', name: 'billing_phone' },
      { id: '3', name: '' },
    ]);
    w.wooIntlTelSettings = { defaultCountry: 20 };
    expect(readIntlTelSettings().defaultCountry).toBe('us');
    w.awpOtpAjax = { first_login_method: 'sms', nonce: 123, button_colors: 'red' };
    expect(readOtpAjax().first_login_method).toBe('whatsapp_otp');
    expect(readOtpAjax().nonce).toBe('123');
    expect(readOtpAjax().button_colors.login_button_color).toBe('#22c55e');
    w.AWP_Signup_Params = { email_domains: ['gmail.com', 7, null, 'yahoo.com'] };
    expect(readSignupParams().email_domains).toEqual(['gmail.com', '7', 'yahoo.com']);
    w.storefrontWidgetsConfig = { ipCountryUrl: '   ' };
    expect(readBundleConfig().ipCountryUrl).toBe(DEFAULT_IP_COUNTRY_URL);
  });

  it('JSON strings are read; ones that do not parse give the defaults', () => {
    w.wooIntlTelSettings = JSON.stringify({
      defaultCountry: 'sa',
      countryCodeAlignment: 'left',
      allowedCountries: ['sa'],
    });
    expect(readIntlTelSettings()).toMatchObject({
      defaultCountry: 'sa',
      countryCodeAlignment: 'left',
      allowedCountries: ['sa'],
    });
    w.awpOtpL10n = '{"resendIn":"بعد %s ث"';
    expect(readOtpL10n().resendIn).toBe('');
    w.awpOtpAjax = JSON.stringify({
      first_login_method: 'email_password',
      button_colors: JSON.stringify({ login_button_color: '#000' }),
    });
    expect(readOtpAjax().first_login_method).toBe('email_password');
    expect(readOtpAjax().button_colors.login_button_color).toBe('#000');
    w.storefrontWidgetsConfig = JSON.stringify({ ipCountryUrl: '/__geo/country/' });
    expect(readBundleConfig().ipCountryUrl).toBe('/__geo/country/');
  });

  it('a getter that throws is a missing global', () => {
    Object.defineProperty(window, 'awpOtpL10n', {
      configurable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(readOtpL10n().checkWhatsApp).toBe('');
  });

  it('Wawp 3.x: woocommerceITISettings as wp_localize_script prints it gives the same settings', () => {
    // class-awp-countrycode.php (3.0.15): esc_attr of the options; isArabic true printed as "1"
    w.woocommerceITISettings = {
      allowlist: 'eg,SA,ae,,x1',
      default_country: 'eg',
      utilsScriptUrl: '/wp-content/plugins/automation-web-platform/assets/js/resources/utils.js',
      countryNames: [{ iso2: 'eg', name: 'مصر' }],
      isArabic: '1',
      ajaxUrl: '/wp-admin/admin-ajax.php',
      nonce: 'abc',
    };
    const s = readIntlTelSettings();
    expect(s).toMatchObject({
      defaultCountry: 'eg',
      enableIpDetection: true,
      allowedCountries: ['eg', 'sa', 'ae'],
      countryCodeAlignment: 'auto',
      isRTL: true,
    });
    expect(s.phoneFields.map((f) => f.id)).toContain('billing_phone');
    // its own defaults: the United States, every country, the page's direction
    w.woocommerceITISettings = { allowlist: '', default_country: '', isArabic: '' };
    expect(readIntlTelSettings()).toMatchObject({ defaultCountry: 'us', allowedCountries: [], isRTL: false });
  });

  it('Wawp 4 settings win when both globals are printed', () => {
    w.wooIntlTelSettings = { defaultCountry: 'sa' };
    w.woocommerceITISettings = { default_country: 'eg' };
    expect(readIntlTelSettings().defaultCountry).toBe('sa');
  });
});
