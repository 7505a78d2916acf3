// Search history (recent products and phrases) in FiboSearch's own localStorage keys, so history survives the
// switch from the classic script. The slice holds what storage holds; the search widget writes through
// rememberHistory(), and a change made in another tab (the `storage` event) reaches the slice here, in the
// store, whatever widget is mounted. Items are kept as stored (a suggestion object each): the reader checks the
// shape it needs.
import type { StateCreator, StoreApi } from 'zustand/vanilla';
import { local } from '../../dom/storage';
import { isRecord } from '../../settings/parse';
import type { StorefrontState } from '../store';

export const HISTORY_PRODUCTS_KEY = 'fibosearch_recently_viewed_products';
export const HISTORY_PHRASES_KEY = 'fibosearch_recently_searched_phrases';

export interface HistoryProduct {
  post_id: number;
  value: string;
  url: string;
  [key: string]: unknown;
}

export interface SearchHistory {
  products: HistoryProduct[];
  phrases: string[];
}

export interface HistorySlice {
  history: SearchHistory;
  /** write both lists to storage and to the slice */
  rememberHistory(history: SearchHistory): void;
}

const product = (v: unknown): HistoryProduct | undefined =>
  isRecord(v) &&
  typeof v.post_id === 'number' &&
  v.post_id > 0 &&
  typeof v.value === 'string' &&
  typeof v.url === 'string'
    ? { ...v, post_id: v.post_id, value: v.value, url: v.url }
    : undefined;

/** What storage holds now (anything malformed is skipped). */
export function readStoredHistory(): SearchHistory {
  const p = local.getJson(HISTORY_PRODUCTS_KEY);
  const q = local.getJson(HISTORY_PHRASES_KEY);
  return {
    products: Array.isArray(p) ? p.map(product).filter((x): x is HistoryProduct => x !== undefined) : [],
    phrases: Array.isArray(q)
      ? q
          .map((x) => (typeof x === 'number' ? String(x) : x))
          .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
      : [],
  };
}

export const createHistorySlice: StateCreator<StorefrontState, [], [], HistorySlice> = (set) => ({
  history: readStoredHistory(),
  rememberHistory: (history) => {
    if (history.products.length) local.setJson(HISTORY_PRODUCTS_KEY, history.products);
    else local.remove(HISTORY_PRODUCTS_KEY);
    if (history.phrases.length) local.setJson(HISTORY_PHRASES_KEY, history.phrases);
    else local.remove(HISTORY_PHRASES_KEY);
    set({ history });
  },
});

/** Cross-tab sync: another tab's change to either key (or a cleared storage) reloads the slice. */
export function syncHistoryAcrossTabs(store: StoreApi<StorefrontState>): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === HISTORY_PRODUCTS_KEY || e.key === HISTORY_PHRASES_KEY)
      store.setState({ history: readStoredHistory() });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
