// The one store: created once per page (getStore), shared by every widget root through context.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createCartSlice, type CartSlice } from './slices/cart';
import { createSessionSlice, type SessionSlice } from './slices/session';
import { createPointsSlice, type PointsSlice } from './slices/points';
import { createHistorySlice, syncHistoryAcrossTabs, type HistorySlice } from './slices/history';
import { createIdentitySlice, type IdentitySlice } from './slices/identity';
import { createUiSlice, type UiSlice } from './slices/ui';

export type StorefrontState = CartSlice & SessionSlice & PointsSlice & HistorySlice & IdentitySlice & UiSlice;
export type StorefrontStore = StoreApi<StorefrontState>;

const stops = new WeakMap<StorefrontStore, () => void>();

export function createStorefrontStore(): StorefrontStore {
  const store = createStore<StorefrontState>()((...a) => ({
    ...createCartSlice(...a),
    ...createSessionSlice(...a),
    ...createPointsSlice(...a),
    ...createHistorySlice(...a),
    ...createIdentitySlice(...a),
    ...createUiSlice(...a),
  }));
  // The scroll lock follows the owners list: one place sets and clears it.
  store.subscribe((s, prev) => {
    if (s.ui.scrollLockOwners.length === prev.ui.scrollLockOwners.length) return;
    document.documentElement.classList.toggle('sw-scroll-locked', s.ui.scrollLockOwners.length > 0);
  });
  stops.set(store, syncHistoryAcrossTabs(store));
  return store;
}

let pageStore: StorefrontStore | null = null;

/** The page's store, created on first use. */
export function getStore(): StorefrontStore {
  pageStore ??= createStorefrontStore();
  return pageStore;
}

/** Tests: a fresh store for the next test. */
export function resetStore(): StorefrontStore {
  if (pageStore) stops.get(pageStore)?.();
  pageStore = createStorefrontStore();
  return pageStore;
}
