// POST to admin-ajax.php with an `action`, as every classic plugin does. Returns the parsed body checked by the
// caller's parser; throws ApiError otherwise. A call that names its nonce is sent once more with a fresh one
// when the plugin refuses the printed one (a page served from a cache): the refusal came before the plugin did
// anything, so the second send is the first that counts.
import { readJson, readStatus, unwrapEnvelope } from './body';
import { ApiError } from './errors';
import { freshNonce, refreshNonces, type NonceSource } from './freshNonces';
import { http, toFormData, type HttpOptions } from './http';
import type { Parser } from '../settings/parse';

/** The nonce a call sends: its field, where the page printed it, and how its plugin refuses a stale one. */
export interface NonceField {
  field: string;
  from: NonceSource;
  /** a plugin that refuses with an answer of its own (not admin-ajax's `-1`): true for that answer */
  refused?: (body: unknown) => boolean;
}

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

type Data = Record<string, unknown> | FormData;

function withNonce(data: Data, field: string, nonce: string | undefined): Data {
  if (nonce === undefined) return data;
  if (data instanceof FormData) {
    data.set(field, nonce);
    return data;
  }
  return { ...data, [field]: nonce };
}

function printedNonce(data: Data, field: string): string | undefined {
  const v = data instanceof FormData ? data.get(field) : data[field];
  return typeof v === 'string' ? v : undefined;
}

export async function adminAjax<T>(
  action: string,
  data: Data,
  parse: Parser<T>,
  opts: AjaxOptions = {},
): Promise<T> {
  const url = new URL(opts.url ?? DEFAULT_ADMIN_AJAX, location.href);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const send = async (body: Data): Promise<unknown> => {
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

  const n = opts.nonce;
  if (!n) return finish(await send(data));
  const sent = freshNonce(n.from) ?? printedNonce(data, n.field);
  let refusal: ApiError | null = null;
  let json: unknown;
  try {
    json = await send(withNonce(data, n.field, sent));
    if (!n.refused?.(json)) return finish(json);
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 'nonce') throw e;
    refusal = e;
  }
  await refreshNonces(url.toString());
  const fresh = freshNonce(n.from);
  if (fresh === undefined || fresh === sent) {
    if (refusal) throw refusal;
    return finish(json);
  }
  return finish(await send(withNonce(data, n.field, fresh)));
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
