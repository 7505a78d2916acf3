// Reading a body as JSON the way WordPress answers: admin-ajax says `0` for an unknown action and `-1` for a
// failed nonce; PHP notices or an HTML error page arrive where JSON was expected.
import { ApiError } from './errors';
import type { HttpResult } from './http';
import { isRecord } from '../settings/parse';

export function readJson(res: HttpResult): unknown {
  const body = readAdminAjaxVerdict(res);
  let parsed: unknown;
  try {
    parsed = body === '' ? undefined : (JSON.parse(body) as unknown);
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const message = isRecord(parsed) ? serverMessage(parsed) : '';
    if (message) throw new ApiError('server', message, { status: res.status, data: parsed, body: res.text });
    throw new ApiError('http', `HTTP ${res.status}`, { status: res.status, data: parsed, body: res.text });
  }
  if (parsed === undefined) {
    throw new ApiError('invalid_json', 'The response is not a valid JSON response.', {
      status: res.status,
      body: res.text,
    });
  }
  return parsed;
}

/** Throws `nonce` for admin-ajax's `-1`/`0` bodies; returns the trimmed body. */
function readAdminAjaxVerdict(res: HttpResult): string {
  const body = res.text.trim();
  if (body === '-1' || body === '0') {
    throw new ApiError('nonce', `admin-ajax answered ${body}`, { status: res.status, body });
  }
  return body;
}

/**
 * For handlers that answer nothing (they end with `die()` after doing the work, as Astra Pro's mini-cart
 * quantity does): only the status and admin-ajax's `-1`/`0` verdicts count; any body is ignored.
 */
export function readStatus(res: HttpResult): void {
  readAdminAjaxVerdict(res);
  if (!res.ok) throw new ApiError('http', `HTTP ${res.status}`, { status: res.status, body: res.text });
}

/** The platform's own failure text from `{success:false,data:"…"}`, `{data:{message}}` or `{message}`. */
export function serverMessage(v: Record<string, unknown>): string {
  const data = v.data;
  if (typeof data === 'string') return data;
  if (isRecord(data) && typeof data.message === 'string') return data.message;
  if (typeof v.message === 'string') return v.message;
  return '';
}

/**
 * For actions answering with wp_send_json_success/error: returns `data` on success, throws `server` (with the
 * platform's message and the whole data) on `{success:false}`.
 */
export function unwrapEnvelope(v: unknown): unknown {
  if (!isRecord(v) || typeof v.success !== 'boolean') {
    throw new ApiError('invalid_json', 'expected {success, data}', { data: v });
  }
  if (!v.success) throw new ApiError('server', serverMessage(v), { data: v.data });
  return v.data;
}
