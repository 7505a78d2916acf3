// The only place that calls fetch. Adds a deadline, links the caller's AbortSignal, and turns every failure
// into an ApiError so no caller has to know how fetch fails.
import { ApiError } from './errors';
import { deadline } from './deadline';
import { isSiteUrl } from '../dom/site';

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface HttpOptions {
  method?: string;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  credentials?: RequestCredentials;
  /** a service off the site (the IP-country lookup): allowed, and sent without cookies */
  external?: boolean;
}

export interface HttpResult {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
  contentType: string;
}

export async function http(url: string, opts: HttpOptions = {}): Promise<HttpResult> {
  // every ajax call carries a nonce or the shopper's cookies: a URL read from markup cannot take them off the site
  const onSite = isSiteUrl(url);
  if (!onSite && !opts.external) throw new ApiError('offsite', `refused: ${url} is not on this site`);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limit = deadline(timeoutMs, opts.signal);
  try {
    const res = await fetch(url, {
      method: opts.method ?? 'GET',
      body: opts.body ?? null,
      headers: opts.headers,
      credentials: onSite ? (opts.credentials ?? 'same-origin') : 'omit',
      signal: limit.signal,
    });
    const text = await res.text();
    return {
      status: res.status,
      ok: res.ok,
      headers: res.headers,
      text,
      contentType: res.headers.get('content-type') ?? '',
    };
  } catch (e) {
    if (limit.timedOut()) throw new ApiError('timeout', `timed out after ${timeoutMs} ms`);
    if (limit.signal.aborted) throw new ApiError('aborted', 'aborted');
    throw new ApiError('network', e instanceof Error ? e.message : 'network error');
  } finally {
    limit.dispose();
  }
}

/** A page's HTML (a form posted as the browser would post it, a link followed): its body; a non-2xx is an `http` error. */
export async function httpPage(url: string, opts: HttpOptions = {}): Promise<string> {
  const res = await http(new URL(url, location.href).href, opts);
  if (!res.ok) throw new ApiError('http', `HTTP ${res.status}`, { status: res.status });
  return res.text;
}

/** Form data from a plain object; arrays become `key[]`, nested objects `key[sub]`, as jQuery.param does. */
export function toFormData(data: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => add(typeof v === 'object' && v !== null ? `${key}[${i}]` : `${key}[]`, v));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else if (typeof value === 'boolean') {
      out.append(key, value ? '1' : '0');
    } else {
      out.append(key, String(value));
    }
  };
  for (const [k, v] of Object.entries(data)) add(k, v);
  return out;
}
