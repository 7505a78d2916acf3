// REST calls through @wordpress/api-fetch, configured once: root URL, nonce (X-WP-Nonce), user locale,
// method override (httpV1), fetch-all pages of 100, media-upload post-process retries. An expired nonce
// (rest_cookie_invalid_nonce) is refreshed from admin-ajax `rest-nonce` (for a guest, the plugin file's fresh
// nonces) and the call retried once. Every request,
// the retries and fetch-all's next pages included, goes to the site's own origin or is refused before it leaves.
import apiFetch, { type APIFetchMiddleware, type APIFetchOptions } from '@wordpress/api-fetch';
import { ApiError } from './errors';
import { deadline } from './deadline';
import { DEFAULT_TIMEOUT_MS, http } from './http';
import { isRecord } from '../settings/parse';
import type { Parser } from '../settings/parse';
import { readWpApiSettings } from '../settings/wordpress';
import { DEFAULT_ADMIN_AJAX } from './adminAjax';
import { getStore } from '../store/store';
import { isSiteUrl } from '../dom/site';
import { freshNonce, refreshNonces } from './freshNonces';

export interface RestConfig {
  root: string;
  nonce: string;
  /** admin-ajax URL; `?action=rest-nonce` on it hands out a fresh nonce for the logged-in cookie. */
  ajaxUrl: string;
}

/** the page's REST nonce (printed, or refreshed); a nonce the markup printed never becomes it */
let pageNonce = '';
let configured = false;

/**
 * X-WP-Nonce: the page's nonce, else the one the caller passed for this call alone (the coming-soon banner's
 * data-rest-nonce); the caller's header is always replaced, so that a refreshed nonce is the one a retry sends.
 */
const nonceMiddleware: APIFetchMiddleware = (options, next) => {
  const headers: Record<string, string> = {};
  let explicit = '';
  for (const [k, v] of Object.entries(options.headers ?? {})) {
    if (typeof v !== 'string') continue;
    if (k.toLowerCase() === 'x-wp-nonce') explicit = v;
    else headers[k] = v;
  }
  const nonce = pageNonce || explicit;
  if (nonce) headers['X-WP-Nonce'] = nonce;
  return next({ ...options, headers });
};

/** The last step before fetch: a request whose URL is not on the site is refused (typed), never sent. */
function siteOnlyFetch(options: APIFetchOptions): Promise<unknown> {
  const url = options.url ?? options.path ?? location.href;
  if (!isSiteUrl(url)) return Promise.reject(new ApiError('offsite', `refused: ${url} is not on this site`));
  return apiFetch.defaultFetchHandler(options);
}

export function configureRest(cfg: RestConfig): void {
  if (configured) {
    if (cfg.nonce) pageNonce = cfg.nonce;
    return;
  }
  configured = true;
  restAjaxUrl = cfg.ajaxUrl;
  pageNonce = cfg.nonce;
  apiFetch.setFetchHandler(siteOnlyFetch);
  apiFetch.use(apiFetch.createRootURLMiddleware(cfg.root.endsWith('/') ? cfg.root : `${cfg.root}/`));
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

/** The page's REST nonce as the client holds it. */
export function restNonce(): string {
  return pageNonce;
}

export interface RestOptions extends Omit<APIFetchOptions, 'signal' | 'parse'> {
  signal?: AbortSignal;
  timeoutMs?: number;
}

function mapError(e: unknown, timedOut: boolean, callerAborted: boolean): ApiError {
  if (e instanceof ApiError) return e;
  if (timedOut) return new ApiError('timeout', 'timed out');
  if (callerAborted || (e instanceof DOMException && e.name === 'AbortError'))
    return new ApiError('aborted', 'aborted');
  if (isRecord(e)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    const status = isRecord(e.data) && typeof e.data.status === 'number' ? e.data.status : 0;
    if (code === 'fetch_error' || code === 'offline_error') return new ApiError('network', message);
    if (code === 'invalid_json') return new ApiError('invalid_json', message, { status });
    if (code === NONCE_CODE || code === 'rest_cookie_invalid_nonce')
      return new ApiError('nonce', message, { status: status || 403, data: e });
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

/** A fresh REST nonce: WordPress's own `rest-nonce` (logged-in visitors only), else the plugin file's action. */
async function freshRestNonce(): Promise<string> {
  try {
    const url = new URL(restAjaxUrl, location.href);
    url.searchParams.set('action', 'rest-nonce');
    const res = await http(url.toString(), { timeoutMs: 10_000 });
    const nonce = res.text.trim();
    if (res.ok && NONCE_TEXT.test(nonce)) return nonce;
  } catch {
    // a guest gets `0` here: the plugin file's action knows the guest's nonce
  }
  await refreshNonces(restAjaxUrl);
  const nonce = freshNonce({ global: 'wpApiSettings', key: 'nonce' }) ?? '';
  return NONCE_TEXT.test(nonce) ? nonce : '';
}

const NONCE_TEXT = /^[a-f0-9]{6,20}$/i;

async function refreshNonce(): Promise<boolean> {
  const nonce = await freshRestNonce();
  if (!nonce || nonce === pageNonce) return false;
  pageNonce = nonce;
  getStore().getState().setNonce('rest', nonce); // the session's fresh nonce, for any widget that sends one itself
  return true;
}

/** A REST call whose answer is checked by `parse`. */
export async function rest<T>(options: RestOptions, parse: Parser<T>): Promise<T> {
  if (!configured) {
    const wp = readWpApiSettings();
    configureRest({ root: wp.root, nonce: wp.nonce, ajaxUrl: DEFAULT_ADMIN_AJAX });
  }
  const opts = options;
  try {
    return parse(await once(opts));
  } catch (e) {
    if (e instanceof ApiError && e.code === 'nonce' && (await refreshNonce())) {
      return parse(await once(opts)); // one retry; a second nonce failure is final
    }
    throw e;
  }
}
