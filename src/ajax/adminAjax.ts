// POST to admin-ajax.php with an `action`, as every classic plugin does. Returns the parsed body checked by the
// caller's parser; throws ApiError otherwise. A call that names its nonce is sent again once with a fresh one
// when its plugin refuses the printed one (./nonceRetry).
import { readJson, readStatus, unwrapEnvelope } from './body';
import { http, toFormData, type HttpOptions } from './http';
import { sendWithFreshNonce, type NonceData, type NonceField } from './nonceRetry';
import type { Parser } from '../settings/parse';

export type { NonceField } from './nonceRetry';

export interface AjaxOptions extends Pick<HttpOptions, 'signal' | 'timeoutMs'> {
  /** admin-ajax URL from the plugin's own global (they differ: `_nocache` on some). */
  url?: string;
  /** unwrap wp_send_json_success/error into data or an ApiError('server'). */
  envelope?: boolean;
  /** extra query parameters (e.g. `_nocache`). */
  query?: Record<string, string>;
  method?: 'GET' | 'POST';
  nonce?: NonceField;
}

export const DEFAULT_ADMIN_AJAX = '/wp-admin/admin-ajax.php';

export async function adminAjax<T>(
  action: string,
  data: NonceData,
  parse: Parser<T>,
  opts: AjaxOptions = {},
): Promise<T> {
  const url = new URL(opts.url ?? DEFAULT_ADMIN_AJAX, location.href);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const send = async (body: NonceData): Promise<unknown> => {
    const target = new URL(url);
    let payload: BodyInit | null;
    if (opts.method === 'GET') {
      target.searchParams.set('action', action);
      if (!(body instanceof FormData)) toFormData(body).forEach((v, k) => target.searchParams.append(k, v));
      payload = null;
    } else if (body instanceof FormData) {
      body.set('action', action);
      payload = body;
    } else {
      payload = toFormData({ action, ...body });
    }
    const res = await http(target.toString(), {
      method: opts.method ?? 'POST',
      body: payload,
      signal: opts.signal,
      timeoutMs: opts.timeoutMs,
    });
    return readJson(res);
  };
  const finish = (json: unknown) => parse(opts.envelope ? unwrapEnvelope(json) : json);

  return finish(
    opts.nonce ? await sendWithFreshNonce(data, opts.nonce, url.toString(), send) : await send(data),
  );
}

/**
 * An action whose handler answers no body (it ends with `die()`): resolves once the server has done it. With a
 * nonce named, a `-1` refusal is sent once more with a fresh one, as for adminAjax.
 */
export async function adminAjaxAction(
  action: string,
  data: Record<string, unknown>,
  opts: Pick<AjaxOptions, 'url' | 'signal' | 'timeoutMs' | 'nonce'> = {},
): Promise<void> {
  const url = new URL(opts.url ?? DEFAULT_ADMIN_AJAX, location.href);
  const send = async (body: Record<string, unknown>): Promise<void> =>
    readStatus(
      await http(url.toString(), {
        method: 'POST',
        body: toFormData({ action, ...body }),
        signal: opts.signal,
        timeoutMs: opts.timeoutMs,
      }),
    );
  if (opts.nonce) await sendWithFreshNonce(data, opts.nonce, url.toString(), send);
  else await send(data);
}
