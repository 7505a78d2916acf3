// One clear Arabic sentence per way a points call can fail; the platform's own text wins when it sent one.
import { isApiError } from '../../src/ajax';
import { __ } from '../../src/i18n';

export function failureMessage(e: unknown, fallback: string): string {
  if (!isApiError(e)) return fallback;
  switch (e.code) {
    case 'nonce':
      return __('Your session has expired. Please reload the page and try again.');
    case 'timeout':
      return __('The server is taking too long to answer. Please try again.');
    case 'network':
      return __('You appear to be offline. Check your connection and try again.');
    case 'server':
      return e.message || fallback;
    default:
      return fallback;
  }
}
