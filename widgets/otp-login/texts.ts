// The login's printed settings and texts, read once per mount through their parsers: awpOtpAjax and awpOtpL10n (their
// texts win over our Arabic fallbacks), and the printed nonce handed to the session slice.
import { __ } from '../../src/i18n';
import { readOtpAjax, readOtpL10n } from '../../src/settings/wawp';

/** the session slice's key for Wawp's login nonce (`awp_otp_nonce`) */
export const LOGIN_NONCE = 'awp_otp_nonce';

export function loginTexts() {
  const settings = readOtpAjax();
  const l10n = readOtpL10n();
  return {
    settings,
    emptyFields: settings.emptyFields || __('Please fill all required fields.'),
    checkWhatsApp: l10n.checkWhatsApp || __('Enter your WhatsApp number'),
    checkEmail: l10n.checkEmail || __('Enter your email'),
    weSentCode: l10n.weSentCode || __('We sent you a 6-digit code to'),
    resendIn: (n: number) => (l10n.resendIn || __('You can resend in %s s')).replace('%s', String(n)),
    progress: [
      l10n.progressBridge || __("We're building a secure bridge between you and us…"),
      l10n.progressAlmost || __("We're almost sending the OTP to your WhatsApp…"),
      l10n.progressGo || __('Here we go…'),
    ] as const,
  };
}
export type LoginTexts = ReturnType<typeof loginTexts>;
