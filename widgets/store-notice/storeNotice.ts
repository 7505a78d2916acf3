// WooCommerce's store notice, run by the head script (firstPaint.ts) from the first paint: printed hidden, shown once
// parsed unless its cookie says it was dismissed; hidden while the page is scrolled 1500 px or more; dismissed by
// its link (click, Enter or Space) for good; Astra's notice hanging over the top pushes the page down by its
// height. In the head, not the entry: the notice is often a phone's largest paint, and shown by the deferred
// entry it came only once the entry had been fetched and run, a round trip late; here it shows with the first
// paint, and it keeps working when the entry never comes. The cookie is written
// as woocommerce.js writes it (path /, for the session), without the cookie library (bytes in every page's head).
// A theme that enqueues storefront.js alone (no head script) gets it when the entry's loaders chunk first
// arrives (at the page's load at the latest; storeNoticeAlone): whichever runs first runs it, once per document.

export const HIDE_AFTER_SCROLL_PX = 1500;

const NOTICE = '.woocommerce-store-notice';
const DISMISSED = 'data-sw-dismissed';

export const cookieName = (noticeId: string) => `store_notice${noticeId}`;

/** set on the document by the first copy that runs the notice (the head script's, or the entry's) */
export const RUNNING = 'swStoreNotice';

// Where woocommerce.js is kept whole (the classic checkout) it runs the notice itself: the plugin file's report,
// printed with the footer scripts, says so (`storefrontWidgetsStandDown['store-notice']`). The first renders run
// before it is printed and show what woocommerce.js shows; from then on this copy does nothing, so the
// dismiss link has one handler. Read here, not from the entry's reader: the head script stands alone.
const standingDown = () => {
  const list: unknown = Reflect.get(window, 'storefrontWidgetsStandDown');
  return typeof list === 'object' && list !== null && 'store-notice' in list;
};

/** dismissed on this page (the attribute: a browser refusing cookies too) or before (the cookie) */
const isDismissed = (n: HTMLElement) =>
  n.hasAttribute(DISMISSED) ||
  n.ownerDocument.cookie.split('; ').includes(`${cookieName(n.dataset.noticeId ?? '')}=hidden`);

/**
 * Start the notice's behaviour; returns the render the head script runs before each frame while the page is
 * parsed (the notice is printed at the body's end) and at DOMContentLoaded.
 */
export function storeNotice(doc: Document): () => void {
  if (Reflect.get(doc, RUNNING) === true) return () => {};
  Reflect.set(doc, RUNNING, true);
  // scrollY is read only once the page has scrolled: reading it forces a layout, in every frame while parsed
  let scrolled = false;
  let frame = 0;
  const render = () =>
    standingDown() ||
    doc.querySelectorAll<HTMLElement>(NOTICE).forEach((n) => {
      const hide = isDismissed(n) || (scrolled && window.scrollY >= HIDE_AFTER_SCROLL_PX);
      n.style.display = hide ? 'none' : '';
      if (
        n.dataset.position === 'hang-over-top' &&
        doc.body.classList.contains('ast-woocommerce-store-notice-hanged')
      )
        doc.body.style.paddingBlockStart = hide ? '' : `${n.offsetHeight}px`;
    });
  // capture phase: before the link's `#` and any other listener
  const dismiss = (e: Event) => {
    const t = e.target;
    const n =
      t instanceof Element && t.closest('.woocommerce-store-notice__dismiss-link')
        ? t.closest<HTMLElement>(NOTICE)
        : null;
    if (!n || standingDown() || (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    doc.cookie = `${cookieName(n.dataset.noticeId ?? '')}=hidden; path=/`;
    n.setAttribute(DISMISSED, '');
    render();
  };
  doc.addEventListener('click', dismiss, true);
  doc.addEventListener('keydown', dismiss, true);
  window.addEventListener(
    'scroll',
    () => {
      scrolled = true;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        render();
      });
    },
    { passive: true },
  );
  return render;
}

/** The loaders chunk's copy, for storefront.js without the head script: only where a notice is printed. */
export function storeNoticeAlone(doc: Document): void {
  if (doc.querySelector(NOTICE)) storeNotice(doc)();
}
