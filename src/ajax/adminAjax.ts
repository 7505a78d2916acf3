// POST to admin-ajax.php with an `action`, as every classic plugin does. Returns the parsed body checked by the
// caller's parser; throws ApiError otherwise.
import { readJson, readStatus, unwrapEnvelope } from './body';
import { http, toFormData, type HttpOptions } from './http';
import type { Parser } from '../settings/parse';

export interface AjaxOptions extends Pick<HttpOptions, 'signal' | 'timeoutMs'> {
  /** admin-ajax URL from the plugin's own global (they differ: `_nocache` on some). */
  url?: string;
  /** unwrap wp_send_json_success/error into data or an ApiError('server'). */
  envelope?: boolean;
  /** extra query parameters (e.g. `_nocache`). */
  query?: Record<string, string>;
  method?: 'GET' | 'POST';
}

export const DEFAULT_ADMIN_AJAX = '/wp-admin/admin-ajax.php';

export async function adminAjax<T>(
  action: string,
  data: Record<string, unknown> | FormData,
  parse: Parser<T>,
  opts: AjaxOptions = {},
): Promise<T> {
  const url = new URL(opts.url ?? DEFAULT_ADMIN_AJAX, location.href);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  let body: BodyInit | null;
  if (opts.method === 'GET') {
    url.searchParams.set('action', action);
    if (!(data instanceof FormData)) toFormData(data).forEach((v, k) => url.searchParams.append(k, v));
    body = null;
  } else if (data instanceof FormData) {
    data.set('action', action);
    body = data;
  } else {
    body = toFormData({ action, ...data });
  }
  const res = await http(url.toString(), {
    method: opts.method ?? 'POST',
    body,
    signal: opts.signal,
    timeoutMs: opts.timeoutMs,
  });
  const json = readJson(res);
  return parse(opts.envelope ? unwrapEnvelope(json) : json);
}

/** An action whose handler answers no body (it ends with `die()`): resolves once the server has done it. */
export async function adminAjaxAction(
  action: string,
  data: Record<string, unknown>,
  opts: Pick<AjaxOptions, 'url' | 'signal' | 'timeoutMs'> = {},
): Promise<void> {
  const url = new URL(opts.url ?? DEFAULT_ADMIN_AJAX, location.href);
  readStatus(
    await http(url.toString(), {
      method: 'POST',
      body: toFormData({ action, ...data }),
      signal: opts.signal,
      timeoutMs: opts.timeoutMs,
    }),
  );
}
