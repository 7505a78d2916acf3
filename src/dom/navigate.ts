// Leaving the page: the one helper every widget uses to go somewhere (a server URL through safeUrl, with a
// fallback) or to reload, so tests can watch it and no widget writes `location` itself.
import { safeUrl } from '../html/safeUrl';

export function navigate(url: unknown, fallback = '/'): void {
  window.location.assign(safeUrl(url, fallback));
}

export function reload(): void {
  window.location.reload();
}
