// The one client: every network call of every widget goes through these.
export { adminAjax, DEFAULT_ADMIN_AJAX, type AjaxOptions } from './adminAjax';
export { wcAjax, wcAjaxHtml, type WcAjaxOptions } from './wcAjax';
// REST (`./rest`) is imported from its own module: @wordpress/api-fetch must not ride along with every widget
// that only needs admin-ajax or wc-ajax.
export { http, toFormData, DEFAULT_TIMEOUT_MS } from './http';
export { ApiError, isApiError, isAbort, toApiError, type ApiErrorCode } from './errors';
export { latestWins, type Latest } from './latest';
export { serialQueue, cartQueue, type SerialQueue } from './queue';
export { submitGuard, type SubmitGuard } from './guard';
export { readJson, unwrapEnvelope, serverMessage } from './body';
