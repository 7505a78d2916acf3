// `?wc-ajax=<endpoint>` calls (add to cart, fragments, search): WooCommerce's lightweight AJAX front door.
import { readJson } from './body';
import { ApiError } from './errors';
import { http, toFormData, type HttpOptions } from './http';
import type { Parser } from '../settings/parse';
import { wcAjaxUrl } from '../settings/woocommerce';
import { sendWithFreshNonce, type NonceField } from './nonceRetry';
import { DEFAULT_ADMIN_AJAX } from './adminAjax';

export interface WcAjaxOptions extends Pick<HttpOptions, 'signal' | 'timeoutMs'> {
  method?: 'GET' | 'POST';
  /** the `wc_ajax_url` template of the plugin's own global, or a full endpoint URL. */
  template?: string;
  url?: string;
  /** the nonce the call sends (see ./nonceRetry); its refreshUrl is the admin-ajax URL to ask */
  nonce?: NonceField;
}

export async function wcAjax<T>(
  endpoint: string,
  data: Record<string, unknown> | URLSearchParams | FormData,
  parse: Parser<T>,
  opts: WcAjaxOptions = {},
): Promise<T> {
  const url = new URL(opts.url ?? wcAjaxUrl(endpoint, opts.template), location.href);
  const params = data instanceof URLSearchParams || data instanceof FormData ? data : toFormData(data);
  let body: BodyInit | null = null;
  if (opts.method === 'GET') {
    if (params instanceof URLSearchParams) params.forEach((v, k) => url.searchParams.append(k, v));
  } else {
    body = params;
  }
  const res = await http(url.toString(), {
    method: opts.method ?? 'POST',
    body,
    signal: opts.signal,
    timeoutMs: opts.timeoutMs,
  });
  return parse(readJson(res));
}

/**
 * A `?wc-ajax=` endpoint that answers HTML (cart.js's `dataType: 'html'` calls: apply_coupon, remove_coupon,
 * update_shipping_method): the body as text; `-1`/`0` (check_ajax_referer) is a nonce error, a non-2xx an http one.
 */
export async function wcAjaxHtml(
  endpoint: string,
  data: Record<string, unknown>,
  opts: WcAjaxOptions = {},
): Promise<string> {
  const url = new URL(opts.url ?? wcAjaxUrl(endpoint, opts.template), location.href);
  const send = async (body: Record<string, unknown>): Promise<string> => {
    const res = await http(url.toString(), {
      method: 'POST',
      body: toFormData(body),
      signal: opts.signal,
      timeoutMs: opts.timeoutMs,
    });
    const text = res.text.trim();
    if (text === '-1' || text === '0')
      throw new ApiError('nonce', `wc-ajax answered ${text}`, { status: res.status, body: text });
    if (!res.ok) throw new ApiError('http', `HTTP ${res.status}`, { status: res.status });
    return res.text;
  };
  return opts.nonce ? sendWithFreshNonce(data, opts.nonce, DEFAULT_ADMIN_AJAX, send) : send(data);
}
