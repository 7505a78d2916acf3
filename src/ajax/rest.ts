// REST calls through @wordpress/api-fetch, configured once: root URL, nonce (X-WP-Nonce), user locale,
// method override (httpV1), fetch-all pages of 100, media-upload post-process retries. An expired nonce
// (rest_cookie_invalid_nonce) is refreshed from admin-ajax `rest-nonce` and the call retried once.
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { ApiError } from './errors';
import { deadline } from './deadline';
import { DEFAULT_TIMEOUT_MS, http } from './http';
import { isRecord } from '../settings/parse';
import type { Parser } from '../settings/parse';
import { readWpApiSettings } from '../settings/wordpress';
import { DEFAULT_ADMIN_AJAX } from './adminAjax';
import { getStore } from '../store/store';

export interface RestConfig {
  root: string;
  nonce: string;
  /** admin-ajax URL; `?action=rest-nonce` on it hands out a fresh nonce for the logged-in cookie. */
  ajaxUrl: string;
}

let nonceMiddleware: ReturnType<typeof apiFetch.createNonceMiddleware> | null = null;
let configured = false;

export function configureRest(cfg: RestConfig): void {
  if (configured) {
    if (nonceMiddleware && cfg.nonce) nonceMiddleware.nonce = cfg.nonce;
    return;
  }
  configured = true;
  restAjaxUrl = cfg.ajaxUrl;
  apiFetch.use(apiFetch.createRootURLMiddleware(cfg.root.endsWith('/') ? cfg.root : `${cfg.root}/`));
  nonceMiddleware = apiFetch.createNonceMiddleware(cfg.nonce);
  apiFetch.use(nonceMiddleware);
  apiFetch.use(apiFetch.mediaUploadMiddleware);
  // api-fetch's own refresh retries without limit; rename the code so that ours (one retry) handles it.
  apiFetch.use((options, next) =>
    next(options).catch((e: unknown) => {
      if (isRecord(e) && e.code === 'rest_cookie_invalid_nonce') throw { ...e, code: NONCE_CODE };
      throw e;
    }),
  );
}

const NONCE_CODE = 'sw_rest_cookie_invalid_nonce';

let restAjaxUrl = '/wp-admin/admin-ajax.php';

/** For tests: forget the configuration (the middlewares stay registered, the nonce is replaced). */
export function restNonce(): string {
  return nonceMiddleware?.nonce ?? '';
}

export interface RestOptions extends Omit<APIFetchOptions, 'signal' | 'parse'> {
  signal?: AbortSignal;
  timeoutMs?: number;
}

function mapError(e: unknown, timedOut: boolean, callerAborted: boolean): ApiError {
  if (timedOut) return new ApiError('timeout', 'timed out');
  if (callerAborted || (e instanceof DOMException && e.name === 'AbortError')) return new ApiError('aborted', 'aborted');
  if (isRecord(e)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    const status = isRecord(e.data) && typeof e.data.status === 'number' ? e.data.status : 0;
    if (code === 'fetch_error' || code === 'offline_error') return new ApiError('network', message);
    if (code === 'invalid_json') return new ApiError('invalid_json', message, { status });
    if (code === NONCE_CODE || code === 'rest_cookie_invalid_nonce') return new ApiError('nonce', message, { status: status || 403, data: e });
    if (code) return new ApiError('server', message || code, { status, data: e });
  }
  return new ApiError('network', e instanceof Error ? e.message : 'unknown');
}

async function once(opts: RestOptions): Promise<unknown> {
  const limit = deadline(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.signal);
  const { signal: _s, timeoutMs: _t, ...rest } = opts;
  try {
    return await apiFetch({ ...rest, signal: limit.signal });
  } catch (e) {
    throw mapError(e, limit.timedOut(), Boolean(opts.signal?.aborted));
  } finally {
    limit.dispose();
  }
}

async function refreshNonce(): Promise<boolean> {
  try {
    const url = new URL(restAjaxUrl, location.href);
    url.searchParams.set('action', 'rest-nonce');
    const res = await http(url.toString(), { timeoutMs: 10_000 });
    const nonce = res.text.trim();
    if (!res.ok || !/^[a-f0-9]{6,20}$/i.test(nonce) || !nonceMiddleware) return false;
    nonceMiddleware.nonce = nonce;
    getStore().getState().setNonce('rest', nonce); // the session's fresh nonce, for any widget that sends one itself
    return true;
  } catch {
    return false;
  }
}

/** A REST call whose answer is checked by `parse`. */
/**
 * A nonce the markup printed for this call (data-rest-nonce) is adopted when the page has no other; the
 * explicit header is then dropped so that a refreshed nonce is the one the retry sends.
 */
function adoptNonce(opts: RestOptions): RestOptions {
  const headers: Record<string, string> = {};
  let explicit = '';
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    if (k.toLowerCase() === 'x-wp-nonce') explicit = typeof v === 'string' ? v : '';
    else if (typeof v === 'string') headers[k] = v;
  }
  if (explicit && nonceMiddleware && !nonceMiddleware.nonce) nonceMiddleware.nonce = explicit;
  return { ...opts, headers };
}

export async function rest<T>(options: RestOptions, parse: Parser<T>): Promise<T> {
  if (!configured) {
    const wp = readWpApiSettings();
    configureRest({ root: wp.root, nonce: wp.nonce, ajaxUrl: DEFAULT_ADMIN_AJAX });
  }
  const opts = adoptNonce(options);
  try {
    return parse(await once(opts));
  } catch (e) {
    if (e instanceof ApiError && e.code === 'nonce' && (await refreshNonce())) {
      return parse(await once(opts)); // one retry; a second nonce failure is final
    }
    throw e;
  }
}
