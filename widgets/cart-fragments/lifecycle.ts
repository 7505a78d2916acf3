// The page-level life of the fragments, as cart-fragments.js: use the cached fragments only when they are
// valid, otherwise fetch; refresh on the cart events (and WooCommerce Blocks' wc-blocks_added_to_cart and the block
// cart's changes: blockCart.ts), on a cross-tab hash change, on back-navigation from the page cache, and when the cart's 24 h lifetime ends.
import { readCartFragmentsParams } from '../../src/settings/woocommerce';
import { local, session } from '../../src/dom/storage';
import { cookies } from '../../src/dom/cookies';
import { emit, on } from '../../src/dom/events';
import type { StorefrontStore } from '../../src/store/store';
import { isRecord, record, str } from '../../src/settings/parse';
import { MINI_CART_SELECTOR } from '../../src/cart/miniCart';
import {
  applyFragments,
  STORE_VIEW_ATTR,
  CART_CREATED_KEY,
  countFromPage,
  DAY_MS,
  refreshFragments as refresh,
  remember,
  syncEmptyWidgets,
  type Fragments,
} from '../../src/cart/fragments';
import { followBlockCart } from './blockCart';

/** Why the cache cannot be used ('' when it can), with WooCommerce's own reasons. */
export function cacheProblem(now = Date.now()): {
  reason: string;
  fragments: Fragments;
  hash: string;
  expiresIn: number;
} {
  const p = readCartFragmentsParams();
  const raw = session.getJson(p.fragment_name);
  const fragments = isRecord(raw) ? record(str(''))(raw) : {};
  const hash = session.get(p.cart_hash_key) ?? '';
  const cookieHash = cookies.get('woocommerce_cart_hash') ?? '';
  const created = Number(session.get(CART_CREATED_KEY) ?? '');
  let expiresIn = Number.POSITIVE_INFINITY;
  if (hash && !created) return { reason: 'No cart_created', fragments, hash, expiresIn };
  if (created) {
    expiresIn = created + DAY_MS - now;
    if (expiresIn < 0) return { reason: 'Fragment expired', fragments, hash, expiresIn };
  }
  if (!fragments[MINI_CART_SELECTOR] || hash !== cookieHash)
    return { reason: 'No fragment', fragments, hash, expiresIn };
  return { reason: '', fragments, hash, expiresIn };
}

export function startFragments(storeApi: StorefrontStore): () => void {
  const p = readCartFragmentsParams();
  const store = storeApi.getState();
  const refreshFragments = () => refresh(storeApi);
  const printed = countFromPage();
  if (Number.isFinite(printed)) store.setCartCount(printed);
  store.setCartHash(cookies.get('woocommerce_cart_hash') ?? '');

  let lifetime: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    clearTimeout(lifetime);
    // setTimeout overflows past 2^31-1 milliseconds; a day fits
    if (Number.isFinite(ms))
      lifetime = setTimeout(() => void refreshFragments(), Math.max(0, Math.min(ms, DAY_MS)));
  };

  const offs = [
    on('wc_fragment_refresh', () => void refreshFragments()),
    on('updated_wc_div', () => void refreshFragments()),
    on('astra_refresh_cart_fragments', () => void refreshFragments()),
    // other code's adds/removes (and ours): remember what they brought
    on('added_to_cart', ([fragments, hash]) => {
      if (isRecord(fragments)) remember(record(str(''))(fragments), typeof hash === 'string' ? hash : '');
    }),
    on('removed_from_cart', ([fragments, hash]) => {
      if (isRecord(fragments)) remember(record(str(''))(fragments), typeof hash === 'string' ? hash : '');
    }),
    on('wc_fragments_refreshed', () => schedule(DAY_MS)),
    on('adding_to_cart', () => syncEmptyWidgets(true)),
  ];

  const onStorage = (e: StorageEvent) => {
    // another tab changed the cart
    if (e.key === p.cart_hash_key && local.get(p.cart_hash_key) !== session.get(p.cart_hash_key))
      void refreshFragments();
  };
  const onPageShow = (e: PageTransitionEvent) => {
    if (!e.persisted) return;
    // back from the page cache: what it shows may be stale
    // (the drawer's list is the store's: the refresh renders it again)
    document.querySelectorAll(MINI_CART_SELECTOR).forEach((el) => {
      if (!el.closest(`[${STORE_VIEW_ATTR}]`)) el.replaceChildren();
    });
    emit('wc_fragment_refresh');
  };
  // WooCommerce Blocks' add buttons (Store API) announce their adds with this native event; Astra's mobile-cart.js
  // refreshes the classic fragments on it
  const onBlocksAdded = () => void refreshFragments();
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  document.body.addEventListener('wc-blocks_added_to_cart', onBlocksAdded);
  const stopBlockCart = followBlockCart(() => void refreshFragments());

  syncEmptyWidgets();
  const cache = cacheProblem();
  if (cache.reason) {
    void refreshFragments();
  } else {
    schedule(cache.expiresIn);
    void applyFragments(cache.fragments, cache.hash, storeApi).then(() => emit('wc_fragments_loaded'));
  }

  return () => {
    offs.forEach((off) => off());
    clearTimeout(lifetime);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
    document.body.removeEventListener('wc-blocks_added_to_cart', onBlocksAdded);
    stopBlockCart();
  };
}
