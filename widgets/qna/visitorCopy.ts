// The Q&A forms as WordPress prints them for the visitor, on a page a full-page cache printed for someone else.
// qna-tab.php and qna-list.php print a form or, with permission 'registered', a log-in notice for a guest: a page
// a guest filled the cache with shows a customer "You must be logged in" (its Log In link comes back to the same
// cached copy), and a customer's copy shows a guest a form. Only when the page's login state (WordPress's
// `logged-in` body class) and the plugin file's hint disagree, and the session confirms it, is the page asked for
// once more, at a URL no cache holds (a query string of its own: a cache keys its copies on the whole URL), and its
// forms used. A copy that still has the printed login state (a cache ignoring query strings) is not used.
import { httpPage } from '../../src/ajax/http';
import { loggedInHint } from '../../src/ajax/loggedInHint';
import { sessionVisitor } from '../../src/ajax/visitor';
import { readCrAjaxObject } from '../../src/settings/reviews';

export const COPY_PARAM = 'sw-visitor';
const BLOCK = '.cr-qna-block';

const printedLoggedIn = () => document.body.classList.contains('logged-in');

/** The hint says the page may have been printed for someone else: opening a form asks first. */
export const mayBeAnothers = (): boolean => printedLoggedIn() !== loggedInHint();

let copy: Promise<Element[]> | null = null;

/** The visitor's own Q&A blocks: one request per page; none when the session agrees with the page or on failure. */
function visitorBlocks(): Promise<Element[]> {
  copy ??= (async () => {
    const visitor = await sessionVisitor(readCrAjaxObject().ajax_url, { now: true });
    if (!visitor || visitor.loggedIn === printedLoggedIn()) return [];
    const url = new URL(location.href);
    url.hash = '';
    url.searchParams.set(COPY_PARAM, `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
    try {
      // DOMParser documents are inert: nothing loads or runs; the sanitizer cleans what is taken from it
      const doc = new DOMParser().parseFromString(await httpPage(url.href), 'text/html');
      return doc.body.classList.contains('logged-in') === visitor.loggedIn
        ? Array.from(doc.querySelectorAll(BLOCK))
        : [];
    } catch {
      return [];
    }
  })();
  return copy;
}

/**
 * The visitor's own copy of a form box of `block` (`find` picks it in the copy's block of the same place on the
 * page), or null: the printed box stands.
 */
export async function visitorForm(
  block: HTMLElement,
  find: (copyBlock: Element) => Element | null,
): Promise<Element | null> {
  const blocks = await visitorBlocks();
  const at = Array.from(document.querySelectorAll(BLOCK)).indexOf(block);
  const own = at >= 0 ? blocks[at] : undefined;
  return own ? find(own) : null;
}

/** For tests: forget the page's copy. */
export function resetVisitorCopy(): void {
  copy = null;
}
