// CusRev's forms as WordPress prints them for the visitor, on a page a full-page cache printed for someone else.
// cr-review-form.php, qna-tab.php and qna-list.php print a form (with a customer's name and e-mail) or, with
// permission 'registered', a log-in notice for a guest: a page a guest filled the cache with shows a customer "You
// must be logged in" (its Log In link comes back to the same cached copy), and a customer's copy shows a guest a
// form with the customer's name and e-mail in it. Only when the page's login state (WordPress's `logged-in` body
// class) and the plugin file's hint disagree, and the session confirms it, is the page asked for once more, at a
// URL no cache holds (a query string of its own: a cache keys its copies on the whole URL), and its forms used. A
// copy that still has the printed login state (a cache ignoring query strings) is not used.
import { httpPage } from '../ajax/http';
import { loggedInHint } from '../ajax/loggedInHint';
import { sessionVisitor } from '../ajax/visitor';
import { readCrAjaxObject } from '../settings/reviews';

export const COPY_PARAM = 'sw-visitor';
const printedLoggedIn = () => document.body.classList.contains('logged-in');

/** The hint says the page may have been printed for someone else: opening a form asks first. */
export const mayBeAnothers = (): boolean => printedLoggedIn() !== loggedInHint();

let copy: Promise<Document | null> | null = null;

/** The visitor's own copy of the page: one request per page; none when the session agrees with the page or on failure. */
function visitorPage(): Promise<Document | null> {
  copy ??= (async () => {
    const visitor = await sessionVisitor(readCrAjaxObject().ajax_url, { now: true });
    if (!visitor || visitor.loggedIn === printedLoggedIn()) return null;
    const url = new URL(location.href);
    url.hash = '';
    url.searchParams.set(COPY_PARAM, `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
    try {
      // DOMParser documents are inert: nothing loads or runs; the sanitizer cleans what is taken from it
      const doc = new DOMParser().parseFromString(await httpPage(url.href), 'text/html');
      return doc.body.classList.contains('logged-in') === visitor.loggedIn ? doc : null;
    } catch {
      return null;
    }
  })();
  return copy;
}

/**
 * The visitor's own copy of `el`: the element of the copy at the same place among those `selector` matches, or
 * null (the printed one stands).
 */
export async function visitorCopyOf(el: Element, selector: string): Promise<HTMLElement | null> {
  const doc = await visitorPage();
  const at = Array.from(document.querySelectorAll(selector)).indexOf(el);
  const own = at >= 0 ? doc?.querySelectorAll(selector)[at] : undefined;
  return own instanceof HTMLElement ? own : null;
}

/** For tests: forget the page's copy. */
export function resetVisitorCopy(): void {
  copy = null;
}
