// How Wawp's signup refuses a stale nonce: its three handlers check `awp_signup_nonce_field` first and answer
// wp_send_json_error(['message' => __('Invalid request. Please try again.', 'awp')]) before they read anything,
// so only that answer is sent again with a fresh nonce (a wrong code is never sent twice: it counts an attempt).
import type { NonceField } from '../../src/ajax/adminAjax';
import { isRecord } from '../../src/settings/parse';

/** The message in Wawp's source language and in its Arabic translation. */
const STALE_NONCE_TEXTS = new Set([
  'Invalid request. Please try again.',
  'طلب غير صالح. يرجى المحاولة مرة أخرى.',
]);

export function isStaleNonceReply(v: unknown): boolean {
  if (!isRecord(v) || v.success !== false || !isRecord(v.data)) return false;
  const message = v.data.message;
  return typeof message === 'string' && STALE_NONCE_TEXTS.has(message.trim());
}

const field = (name: string): NonceField => ({
  field: name,
  from: { selector: `input[name="${name}"]`, attribute: 'value' },
  refused: isStaleNonceReply,
});

/** The signup form's and the code form's hidden nonce fields; the resend sends AWP_Signup_Params.nonce. */
export const signupNonce = field('awp_signup_nonce_field');
export const otpNonce = field('awp_otp_nonce_field');
export const resendNonce: NonceField = {
  field: 'awp_signup_nonce_field',
  from: { global: 'AWP_Signup_Params', key: 'nonce' },
  refused: isStaleNonceReply,
};
