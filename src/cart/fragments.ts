// WooCommerce's cart fragments (cart-fragments.js), shared by every cart widget: read a fragments answer,
// replace each selector's element with clean HTML, keep the header count and hash in the store, and remember
// the fragments in sessionStorage the way WooCommerce does so the next page can use them.
import { wcAjax } from '../ajax/wcAjax';
import { cartQueue } from '../ajax/queue';
import { isAbort } from '../ajax/errors';
import { bool, isRecord, num, obj, record, str } from '../settings/parse';
import { readCartFragmentsParams } from '../settings/woocommerce';
import { local, session } from '../dom/storage';
import { cookies } from '../dom/cookies';
import { emit } from '../dom/events';
import type { StorefrontStore } from '../store/store';
import { MINI_CART_SELECTOR, readMiniCart } from './miniCart';
import { normalizeDigits } from '../i18n/digits';
import { nextTask } from '../dom/nextTask';
// static: the sanitizer is in the fragments' chunk (vite.config.ts), which every page with Astra's header cart loads
import { equalsSafeHtml, replaceWithSafeHtml } from '../html/sanitize';

export type Fragments = Record<string, string>;

export const DAY_MS = 86_400_000;
export const CART_CREATED_KEY = 'wc_cart_created';
/** Markup a React root renders from the store (the drawer's mini-cart): a fragment never replaces it. */
export const STORE_VIEW_ATTR = 'data-sw-store-view';

/** `{fragments, cart_hash}` (refresh, remove) and `{error, product_url}` (add) in one parser. */
export const parseCartAnswer = obj({
  fragments: record(str('')),
  cart_hash: str(''),
  error: bool(false),
  product_url: str(''),
});
export type CartAnswer = ReturnType<typeof parseCartAnswer>;

/** The cart count a fragment set shows in Astra's header (`a.cart-container .count`), or NaN. */
export function countFromFragments(fragments: Fragments): number {
  for (const [selector, html] of Object.entries(fragments)) {
    if (!selector.includes('cart-container')) continue;
    // DOMParser documents are inert: nothing loads or runs; we only read text.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const text = doc.querySelector('.count')?.textContent ?? '';
    const n = num(Number.NaN)(normalizeDigits(text));
    if (Number.isFinite(n)) return n;
  }
  return Number.NaN;
}

/** The count the page printed in the header, read once at start. */
export function countFromPage(): number {
  const text =
    document.querySelector('.ast-site-header-cart .count, a.cart-container .count')?.textContent ?? '';
  return num(Number.NaN)(normalizeDigits(text));
}

/**
 * The store first (count, hash, the mini-cart's items: the header count and the drawer render from it at
 * once), then `$(selector).replaceWith(html)` for each fragment that differs from the page, through the one
 * sanitizer (in the fragments' chunk, requested at `load`, never before it). The mount observer re-mounts widgets inside
 * the new markup. Answers are put on the page one after another in the order they came: a slower earlier one
 * never writes its markup over a later one's (the store and the page end on the same answer).
 */
export function applyFragments(
  fragments: Fragments,
  hash: string | undefined,
  storeApi: StorefrontStore,
): Promise<void> {
  const count = countFromFragments(fragments);
  const store = storeApi.getState();
  if (Number.isFinite(count)) store.setCartCount(count);
  if (hash !== undefined) store.setCartHash(hash);
  const mini = fragments[MINI_CART_SELECTOR];
  if (mini !== undefined) store.setMiniCart(readMiniCart(mini));
  const run = replacing.then(() => replaceFragments(fragments));
  replacing = run.catch(() => {});
  return run;
}

let replacing: Promise<void> = Promise.resolve();

async function replaceFragments(fragments: Fragments): Promise<void> {
  const entries = Object.entries(fragments).filter(([sel]) => safeQuery(sel).length);
  for (const [selector, html] of entries) {
    await nextTask(); // the sanitizer's first run and each fragment's parse: a task each, not one long one
    // markup already as the fragment says (the page's own refresh right after load, most often) stays: replacing
    // it would drop a press under way (Chrome fires no click once the pressed element has left the page), the
    // focus, and the widgets mounted inside it; changed markup under a press is replaced once the press is over
    for (const el of safeQuery(selector)) {
      if (el.matches(':active') && !equalsSafeHtml(el, html)) await pressOver();
      replaceWithSafeHtml(el, html, true);
    }
  }
}

/** For an element being pressed (`:active`: a mouse button or finger down on it): resolves after the release's click. */
function pressOver(): Promise<void> {
  return new Promise((resolve) => {
    const stop = new AbortController();
    const end = () => {
      stop.abort();
      setTimeout(resolve, 0); // the click comes in the release's own task
    };
    for (const type of ['pointerup', 'pointercancel', 'blur'])
      window.addEventListener(type, end, { capture: true, signal: stop.signal });
  });
}

function safeQuery(selector: string): Element[] {
  try {
    return Array.from(document.querySelectorAll(selector)).filter(
      (el) => !el.closest(`[${STORE_VIEW_ATTR}]`),
    );
  } catch {
    return []; // a key that is not a valid selector is ignored, as jQuery would find nothing
  }
}

/**
 * WooCommerce's `set_cart_hash` + fragment cache (sessionStorage; the hash also in localStorage for other tabs).
 * `wc_cart_created`, which the cache's 24 h lifetime counts from, is stamped as cart-fragments.js stamps it: by
 * every refresh that brings a hash (`renew`), and by an add or remove only when no hash was stored before.
 */
export function remember(fragments: Fragments, hash: string, renew = false): void {
  const p = readCartFragmentsParams();
  const prev = session.get(p.cart_hash_key);
  if (renew ? Boolean(hash) : !prev) session.set(CART_CREATED_KEY, String(Date.now()));
  session.setJson(p.fragment_name, fragments);
  session.set(p.cart_hash_key, hash);
  local.set(p.cart_hash_key, hash);
}

/** `.hide_cart_widget_if_empty` widgets show only while the cookie says the cart has items. */
export function syncEmptyWidgets(forceShow = false): void {
  const items = num(0)(cookies.get('woocommerce_items_in_cart'));
  document.querySelectorAll('.hide_cart_widget_if_empty').forEach((el) => {
    const w = el.closest<HTMLElement>('.widget_shopping_cart');
    if (w) w.style.display = forceShow || items > 0 ? '' : 'none';
  });
}

/**
 * get_refreshed_fragments (POST time=<ms>) with the configured time-out, in the cart's queue: it never runs
 * beside an add or a remove, and gives way to one made while it waits or runs (that answer brings the
 * fragments). The newest refresh wins; a failure raises `wc_fragments_ajax_error` and leaves the page as it is.
 */
export async function refreshFragments(storeApi: StorefrontStore): Promise<boolean> {
  const ctl = new AbortController();
  const p = readCartFragmentsParams();
  try {
    const answer = await cartQueue.push(
      () =>
        wcAjax('get_refreshed_fragments', { time: Date.now() }, parseCartAnswer, {
          template: p.wc_ajax_url,
          signal: ctl.signal,
          timeoutMs: p.request_timeout > 0 ? p.request_timeout : 5000,
        }),
      ctl,
    );
    if (!isRecord(answer.fragments) || !Object.keys(answer.fragments).length) throw new Error('no fragments');
    await applyFragments(answer.fragments, answer.cart_hash, storeApi);
    remember(answer.fragments, answer.cart_hash, true);
    syncEmptyWidgets();
    emit('wc_fragments_refreshed');
    return true;
  } catch (e) {
    if (isAbort(e)) return false;
    emit('wc_fragments_ajax_error');
    return false;
  }
}
