// Leaving the page: the one helper every widget uses to go somewhere or to reload, so no widget writes
// `location` itself and tests watch one place. A target from the server (a redirect_url, a product_url, a link
// read from markup) is followed only within the site; anything else is not followed and the shopper is told.
import { __, addArabic } from '../i18n';
import { isSiteUrl } from './site';
import { safeUrl } from '../html/safeUrl';

const REFUSED = 'This link leads off the site, so it was not opened.';
addArabic({ [REFUSED]: 'لم يُفتح هذا الرابط لأنه يؤدي إلى خارج الموقع.' });

/** The real browser calls, in one object (tests replace them: jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

/**
 * The href a server-supplied target may be followed to, or null. URL() drops tabs and newlines and reads a
 * backslash as a slash (`/\t/evil.example`, `/\evil.example` are another host): a target holding any control
 * character or backslash is refused outright, the rest is parsed and must be http(s) on the site's origin.
 */
export function siteTarget(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (value === '' || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const href = safeUrl(value, ''); // parsed, http(s) only
  return href && isSiteUrl(href) ? href : null;
}

const NOTICE_ID = 'sw-navigation-refused';

/** One notice for every refused target: WooCommerce's error list where the page has its notices wrapper. */
function tellRefused(): void {
  let box = document.getElementById(NOTICE_ID);
  if (!box) {
    const wrapper = document.querySelector('.woocommerce-notices-wrapper');
    box = document.createElement(wrapper ? 'ul' : 'p');
    box.id = NOTICE_ID;
    box.className = wrapper ? 'woocommerce-error' : 'sw-navigation-refused';
    box.setAttribute('role', 'alert');
    if (wrapper) wrapper.prepend(box);
    else document.body.prepend(box);
  }
  if (box instanceof HTMLUListElement)
    box.replaceChildren(Object.assign(document.createElement('li'), { textContent: __(REFUSED) }));
  else box.textContent = __(REFUSED);
}

/**
 * Go to a target: followed when it is on the site; `fallback` (the widget's own on-site address) when there is
 * no target at all; a target off the site is not followed and the shopper is told. Returns whether it left.
 */
export function navigateTo(target: unknown, fallback?: string): boolean {
  const empty =
    target === undefined || target === null || (typeof target === 'string' && target.trim() === '');
  const href = siteTarget(empty ? fallback : target);
  if (href === null) {
    if (!empty) tellRefused();
    return false;
  }
  browser.assign(href);
  return true;
}

export function reload(): void {
  browser.reload();
}
