// The visitor's own values (logged in, id, WP Swings' points balance, the Q&A form's name and e-mail) from the
// session, for pages a full-page cache may have filled for someone else. They come with the plugin file's
// uncached fresh-nonce action (./freshNonces), asked once per page and shared by every widget that shows or sends
// one: after the page's `load` (the values already printed stand until then, and the request does not compete
// with the page's own), or at once when the shopper acts on one (`now`). An answer already there (a refused
// call's refresh) is used as it is; a failed request is not repeated on the page (null: the session is unknown).
import { answeredVisitor, refreshNonces, type Visitor } from './freshNonces';

export type { Visitor } from './freshNonces';

let asked: Promise<Visitor | null> | null = null;
let startNow: (() => void) | null = null;

function afterLoad(go: () => void): void {
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

/** The session's values: one request per page, after load unless `now`. */
export function sessionVisitor(ajaxUrl: string, opts: { now?: boolean } = {}): Promise<Visitor | null> {
  asked ??= new Promise<void>((go) => {
    startNow = go;
    afterLoad(go);
  }).then(async () => answeredVisitor() ?? (await refreshNonces(ajaxUrl))?.visitor ?? null);
  if (opts.now) startNow?.();
  return asked;
}

/** The session's values if they have been answered; null before (or when the request failed). */
export function knownVisitor(): Visitor | null {
  return answeredVisitor();
}

/** For tests: forget the page's request. */
export function resetSessionVisitor(): void {
  asked = null;
  startNow = null;
}
