// Typed readers for the Wawp plugin's globals: the country-code selector (wooIntlTelSettings,
// awpTelInputStrings; on Wawp 3.x woocommerceITISettings, read into the same shape), signup (AWP_Signup_Params, AWP_Signup_L10n) and OTP login (awpOtpAjax, awpOtpL10n),
// plus the bundle's own optional config (storefrontWidgetsConfig). Every key has a default; none throws.
// The names come from an unofficial 4.x mirror of the plugin, so they live here and nowhere else.
import { arr, bool, obj, oneOf, optStr, readGlobal, str, type Parser } from './parse';

const AJAX_URL = '/wp-admin/admin-ajax.php';
const ISO2 = /^[a-z]{2}$/;

/** An ISO2 code, lowercased; anything else is dropped. */
const iso2: Parser<string | undefined> = (v) => {
  const s = optStr(v)?.trim().toLowerCase();
  return s && ISO2.test(s) ? s : undefined;
};

const phoneField = obj({ id: str(''), name: str('') });

const intlTel = obj({
  defaultCountry: (v: unknown) => iso2(v) ?? 'us',
  enableIpDetection: bool(false),
  phoneFields: arr((v) => (v === null || typeof v !== 'object' ? undefined : phoneField(v))),
  allowedCountries: arr(iso2),
  countryCodeAlignment: oneOf(['auto', 'left', 'right'], 'auto'),
  isRTL: bool(false),
});
export type IntlTelSettings = ReturnType<typeof intlTel>;

/**
 * Wawp 3.x's country-code selector (class-awp-countrycode.php, handle `woocommerce-iti`) prints
 * `woocommerceITISettings`: `allowlist` (the allowed ISO2 codes, comma-separated; empty means none chosen),
 * `default_country` ('us' unless set), `isArabic` ('1' or ''), the utils URL, country names, an ajax URL and a
 * nonce (its settings screen's). Its script always asks an IP service for the country (initialCountry "auto"),
 * keeps the flag where the page's direction puts it, and hosts a fixed list of fields (woocommerce-iti.js).
 */
const WAWP3_FIELDS = [
  { id: 'billing_phone', name: 'billing_phone' },
  { id: 'billing_phone_popup', name: 'billing_phone_popup' },
  { id: 'login_your_whatsapp', name: 'login_your_whatsapp' },
  { id: 'register_your_whatsapp', name: 'register_your_whatsapp' },
  { id: 'field_billing_phone', name: 'item_meta[13]' },
];
const itiSettings3 = obj({
  allowlist: (v: unknown) =>
    (optStr(v) ?? '')
      .split(',')
      .map(iso2)
      .filter((c) => c !== undefined),
  default_country: (v: unknown) => iso2(v) ?? 'us',
  isArabic: bool(false),
});
const fromWawp3 = (v: unknown): IntlTelSettings => {
  const s = itiSettings3(v);
  return {
    defaultCountry: s.default_country,
    enableIpDetection: true,
    phoneFields: WAWP3_FIELDS,
    allowedCountries: s.allowlist,
    countryCodeAlignment: 'auto',
    isRTL: s.isArabic,
  };
};

/** The selector's settings: Wawp 4's `wooIntlTelSettings`, else Wawp 3's `woocommerceITISettings`. */
export const readIntlTelSettings = (): IntlTelSettings =>
  readGlobal('wooIntlTelSettings', (v) =>
    v === undefined
      ? readGlobal('woocommerceITISettings', (old) => (old === undefined ? intlTel(old) : fromWawp3(old)))
      : intlTel(v),
  );

const telStrings = obj({ valid: str(''), invalid: str(''), searchPlaceholder: str(''), waiting: str('') });
export type TelInputStrings = ReturnType<typeof telStrings>;
export const readTelInputStrings = (): TelInputStrings => readGlobal('awpTelInputStrings', telStrings);

const signupParams = obj({
  ajax_url: str(AJAX_URL),
  nonce: str(''),
  redirect_url: str(''),
  email_domains: arr(optStr),
  otp_method: str('whatsapp'),
  password_strong: bool(false),
  password_enabled: bool(true),
  password_required: bool(false),
});
export type SignupParams = ReturnType<typeof signupParams>;
export const readSignupParams = (): SignupParams => readGlobal('AWP_Signup_Params', signupParams);

const signupL10n = obj({
  fieldRequired: str(''),
  checkYourEmail: str(''),
  checkYourWhatsApp: str(''),
  weSentCode: str(''),
  resendCode: str(''),
  wrongEmail: str(''),
  reEnterEmail: str(''),
  wrongWhatsApp: str(''),
  reEnterNumber: str(''),
  unexpectedError: str(''),
  unexpectedErrorResend: str(''),
  invalidEmail: str(''),
  invalidNumber: str(''),
});
export type SignupL10n = ReturnType<typeof signupL10n>;
export const readSignupL10n = (): SignupL10n => readGlobal('AWP_Signup_L10n', signupL10n);

export const LOGIN_METHODS = ['whatsapp_otp', 'email_otp', 'email_password'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

const otpAjax = obj({
  ajax_url: str(AJAX_URL),
  nonce: str(''),
  emptyFields: str(''),
  first_login_method: oneOf(LOGIN_METHODS, 'whatsapp_otp'),
  redirect_url: str('/'),
  button_colors: obj({
    request_otp_button_color: str('#22c55e'),
    verify_otp_button_color: str('#22c55e'),
    resend_otp_button_color: str('#22c55e'),
    login_button_color: str('#22c55e'),
  }),
  custom_shortcode: str(''),
});
export type OtpAjaxSettings = ReturnType<typeof otpAjax>;
export const readOtpAjax = (): OtpAjaxSettings => readGlobal('awpOtpAjax', otpAjax);

const otpL10n = obj({
  checkWhatsApp: str(''),
  checkEmail: str(''),
  weSentCode: str(''),
  resendCode: str(''),
  progressBridge: str(''),
  progressAlmost: str(''),
  progressGo: str(''),
  resendIn: str(''),
});
export type OtpL10n = ReturnType<typeof otpL10n>;
export const readOtpL10n = (): OtpL10n => readGlobal('awpOtpL10n', otpL10n);

/** The platform hard-codes this IP-country service; the bundle's own config may point elsewhere. */
export const DEFAULT_IP_COUNTRY_URL = 'https://ipapi.co/country/';
const bundleConfig = obj({
  ipCountryUrl: (v: unknown) => {
    const s = optStr(v)?.trim();
    return s ? s : DEFAULT_IP_COUNTRY_URL;
  },
});
export type BundleConfig = ReturnType<typeof bundleConfig>;
/** `window.storefrontWidgetsConfig` (optional, printed by the loader plugin or a theme). */
export const readBundleConfig = (): BundleConfig => readGlobal('storefrontWidgetsConfig', bundleConfig);
