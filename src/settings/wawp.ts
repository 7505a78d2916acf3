// Typed readers for the Wawp plugin's globals: the country-code selector (wooIntlTelSettings,
// awpTelInputStrings), signup (AWP_Signup_Params, AWP_Signup_L10n) and OTP login (awpOtpAjax, awpOtpL10n),
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
export const readIntlTelSettings = (): IntlTelSettings => readGlobal('wooIntlTelSettings', intlTel);

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
