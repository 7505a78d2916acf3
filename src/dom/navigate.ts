// Leaving the page after a login or signup: one function, so tests can watch it.
import { safeUrl } from '../html/safeUrl';

export function navigate(url: unknown, fallback = '/'): void {
  window.location.assign(safeUrl(url, fallback));
}
