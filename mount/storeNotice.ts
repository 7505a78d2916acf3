// WooCommerce's store notice: printed hidden, shown unless its cookie says it was dismissed; hidden while the
// page is scrolled 1500 px or more; dismissed by its link (click, Enter or Space) for good via the cookie.
// Part of the entry, not a chunk: the notice is what the shopper sees first (on a phone often the page's largest
// paint), so it shows, scrolls away and dismisses from the entry's first moment. The cookie is written as
// woocommerce.js writes it (path /, for the session), without the cookie library (entry bytes).

export const HIDE_AFTER_SCROLL_PX = 1500;

export const cookieName = (noticeId: string) => `store_notice${noticeId}`;

export function isDismissed(noticeId: string): boolean {
  return document.cookie.split('; ').includes(`${cookieName(noticeId)}=hidden`);
}

export function mountStoreNotice(el: HTMLElement): () => void {
  const id = el.dataset.noticeId ?? '';
  if (isDismissed(id)) {
    el.style.display = 'none';
    return () => {};
  }
  let dismissed = false;
  const hanged = el.dataset.position === 'hang-over-top' && document.body.classList.contains('ast-woocommerce-store-notice-hanged');

  // `atStart`: the page has not been scrolled (a restored scroll fires a scroll event); reading scrollY now would
  // force the page's first layout inside the entry's task (one long task on a slow phone)
  const render = (atStart?: boolean) => {
    const hide = dismissed || (!atStart && window.scrollY >= HIDE_AFTER_SCROLL_PX);
    el.style.display = hide ? 'none' : '';
    // Astra: a notice hanging over the top pushes the page down by its own height
    if (hanged) document.body.style.paddingBlockStart = hide ? '' : `${el.offsetHeight}px`;
  };

  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      render();
    });
  };

  const dismiss = (e: Event) => {
    e.preventDefault();
    dismissed = true;
    document.cookie = `${cookieName(id)}=hidden; path=/; SameSite=Lax`;
    render();
  };
  const link = el.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') dismiss(e);
  };
  link?.addEventListener('click', dismiss);
  link?.addEventListener('keydown', onKey);
  window.addEventListener('scroll', onScroll, { passive: true });
  render(true);

  return () => {
    link?.removeEventListener('click', dismiss);
    link?.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}
