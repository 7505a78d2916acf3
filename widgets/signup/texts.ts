// The signup's texts: AWP_Signup_L10n when printed, else ours (Arabic in ar.ts).
import { __ } from '../../src/i18n';
import { readSignupL10n } from '../../src/settings/wawp';

export function signupTexts() {
  const l10n = readSignupL10n();
  return {
    required: l10n.fieldRequired || __('This field is required.'),
    unexpected: l10n.unexpectedError || __('An unexpected error occurred, please try again.'),
    unexpectedResend:
      l10n.unexpectedErrorResend ||
      __('An unexpected error occurred while resending the one-time password. Please try again.'),
    checkEmail: l10n.checkYourEmail || __('Check your Email'),
    checkWhatsApp: l10n.checkYourWhatsApp || __('Check your WhatsApp'),
    weSentCode: l10n.weSentCode || __('We sent you a 6-digit code to %s'),
    wrongEmail: l10n.wrongEmail || __('Wrong e-mail?'),
    reEnterEmail: l10n.reEnterEmail || __('Please re-enter your email'),
    wrongWhatsApp: l10n.wrongWhatsApp || __('Wrong WhatsApp?'),
    reEnterNumber: l10n.reEnterNumber || __('Please re-enter your number'),
    invalidEmail: l10n.invalidEmail || __('Please enter a valid email.'),
    invalidNumber: l10n.invalidNumber || __('Please enter a valid number.'),
  };
}

export type SignupTexts = ReturnType<typeof signupTexts>;
