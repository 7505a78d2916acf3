// The one error type every call rejects with. `code` says what went wrong; `message` is for logs, widgets show
// their own Arabic text (or the platform's message for `server`).
export type ApiErrorCode =
  | 'network' // fetch failed: offline, DNS, connection reset
  | 'timeout' // our own deadline passed
  | 'aborted' // the caller aborted (a newer search, an unmount): not an error to show
  | 'http' // non-2xx status with no platform message
  | 'invalid_json' // body is not the JSON we expected (HTML error page, empty body, PHP notice)
  | 'nonce' // admin-ajax `-1`/`0`, or REST 403 rest_cookie_invalid_nonce after the one retry
  | 'server' // the platform answered with its own failure message
  | 'offsite'; // refused before sending: the URL is not the site's own origin (nonces and cookies stay on the site)

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly body: string;

  constructor(
    code: ApiErrorCode,
    message: string,
    opts: { status?: number; data?: unknown; body?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = opts.status ?? 0;
    this.data = opts.data;
    this.body = opts.body ?? '';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** An aborted request is not an error: callers drop it silently. */
export const isAbort = (e: unknown): boolean => isApiError(e) && e.code === 'aborted';

/** Normalise anything thrown into an ApiError. */
export function toApiError(e: unknown): ApiError {
  if (isApiError(e)) return e;
  if (e instanceof DOMException && e.name === 'AbortError') return new ApiError('aborted', 'aborted');
  return new ApiError('network', e instanceof Error ? e.message : 'network error');
}
