// `?wc-ajax=<endpoint>` calls (add to cart, fragments, search): WooCommerce's lightweight AJAX front door.
import { readJson } from './body';
import { http, toFormData, type HttpOptions } from './http';
import type { Parser } from '../settings/parse';
import { wcAjaxUrl } from '../settings/woocommerce';

export interface WcAjaxOptions extends Pick<HttpOptions, 'signal' | 'timeoutMs'> {
  method?: 'GET' | 'POST';
  /** the `wc_ajax_url` template of the plugin's own global, or a full endpoint URL. */
  template?: string;
  url?: string;
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
  const res = await http(url.toString(), { method: opts.method ?? 'POST', body, signal: opts.signal, timeoutMs: opts.timeoutMs });
  return parse(readJson(res));
}
