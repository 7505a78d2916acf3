// The account points calls: wallet conversion and the SMS / messaging-app opt-outs, with their
// validation and the colour rule of their messages. No React here.
import { adminAjax } from '../../src/ajax';
import { parseLocalNumber, __ } from '../../src/i18n';
import { bool, obj, str } from '../../src/settings/parse';
import { POINTS_NONCE, type PointsSettings } from '../../src/settings/points';

export type Colour = 'red' | 'green';
export interface Outcome {
  colour: Colour;
  /** the server did what was asked */
  ok?: boolean;
  /** server HTML (sanitized on insert) or our text */
  html?: string;
  text?: string;
}

export const config = { timeoutMs: 20_000 };

/** wallet conversion input: empty -> the red empty notice; not a positive number -> the red "valid points". */
export function checkWalletInput(raw: string, s: PointsSettings): { points: number } | Outcome {
  if (raw.trim() === '') return { colour: 'red', text: __(s.empty_notice || 'Please enter some points !!') };
  const points = parseLocalNumber(raw);
  if (!Number.isFinite(points) || points <= 0)
    return { colour: 'red', text: __(s.message || 'Please enter a valid points') };
  return { points };
}

const walletReply = obj({
  result: bool(false),
  message: str(''),
  success: bool(false),
  data: obj({ message: str('') }),
});

export async function convertToWallet(points: number, userId: string, s: PointsSettings): Promise<Outcome> {
  const r = await adminAjax(
    'wps_wpr_generate_custom_wallet',
    { points, user_id: userId, wps_nonce: s.wps_wpr_nonce },
    walletReply,
    { url: s.ajaxurl, timeoutMs: config.timeoutMs, nonce: { field: 'wps_nonce', from: POINTS_NONCE } },
  );
  // 2.9.7 answers {result, message}; later releases {success, data:{message}}: both are read
  const ok = r.result || r.success;
  const message = r.message || r.data.message;
  if (!message) return { colour: 'red', text: __('The points could not be converted. Please try again.') };
  return { colour: ok ? 'green' : 'red', ok, html: message };
}

const notifyReply = obj({ result: bool(false), msg: str('') });

/** stop_sms_whatsapp_notify: the plugin paints the message red when result is true, green otherwise. */
export async function setNotification(
  channel: 'sms' | 'whatsapp',
  stop: boolean,
  s: PointsSettings,
): Promise<Outcome> {
  const r = await adminAjax(
    'stop_sms_whatsapp_notify',
    { nonce: s.wps_wpr_nonce, [channel === 'sms' ? 'stop_sms' : 'stop_whatsapp']: stop ? 'yes' : 'no' },
    notifyReply,
    { url: s.ajaxurl, timeoutMs: config.timeoutMs, nonce: { field: 'nonce', from: POINTS_NONCE } },
  );
  return { colour: r.result ? 'red' : 'green', html: r.msg };
}
