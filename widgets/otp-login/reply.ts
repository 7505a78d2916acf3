// Login answers (`wp_send_json_success/error`): `data` is a plain message string, or {message, redirect_url,
// redirect_to_signup}. And what to say when the call itself fails, as the plugin did (status 0: network).
import { isApiError } from '../../src/ajax';
import { __ } from '../../src/i18n';
import { expiredPageText } from '../../src/identity/expired';
import { decodeEntities } from '../../src/html/sanitize';
import { isRecord, type Parser } from '../../src/settings/parse';

export interface LoginReply {
  success: boolean;
  message: string;
  redirectUrl: string;
  redirectToSignup: string;
}

export const parseLoginReply: Parser<LoginReply> = (v) => {
  const out: LoginReply = { success: false, message: '', redirectUrl: '', redirectToSignup: '' };
  if (!isRecord(v)) return out;
  out.success = v.success === true;
  const data = v.data;
  if (typeof data === 'string') out.message = data;
  else if (isRecord(data)) {
    if (typeof data.message === 'string') out.message = data.message;
    if (typeof data.redirect_url === 'string') out.redirectUrl = data.redirect_url;
    // esc_url() printed it for HTML (`&` as `&#038;`): followed as the URL it stands for, or `pre_phone` is lost
    if (typeof data.redirect_to_signup === 'string')
      out.redirectToSignup = decodeEntities(data.redirect_to_signup);
  }
  return out;
};

/** The text for a call that failed before the plugin could answer. */
export function failureText(e: unknown): string {
  if (!isApiError(e)) return __('Request failed. Please try again.');
  switch (e.code) {
    case 'network':
    case 'timeout':
      return __('Network error. Please check your connection.');
    case 'server':
      return e.message || __('Request failed. Please try again.');
    case 'nonce':
      return expiredPageText();
    default:
      return __('Request failed. Please try again.');
  }
}
