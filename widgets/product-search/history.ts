// Search history, held by the store's `history` slice (FiboSearch's own localStorage keys, synced across
// tabs there; the caller passes the store its root got from context): recently viewed products (suggestion objects, at most 5, deduplicated by post_id, stored
// without price, newest first) and recent phrases (at most 5, deduplicated).
import type { HistoryProduct, StorefrontStore } from '../../src/store';
import { arr, optStr } from '../../src/settings/parse';
import { parseSuggestion, type Suggestion } from './suggestion';
import { normalize } from './normalize';

export { HISTORY_PRODUCTS_KEY as PRODUCTS_KEY, HISTORY_PHRASES_KEY as PHRASES_KEY } from '../../src/store';
export const HISTORY_LIMIT = 5;

const parseProducts = arr((v) => {
  const s = parseSuggestion(v);
  return s && (s.type === 'product' || s.type === 'product_variation') && s.post_id ? s : undefined;
});
const parsePhrases = arr((v) => {
  const s = optStr(v)?.trim();
  return s ? s : undefined;
});

export interface History {
  products: Suggestion[];
  phrases: string[];
}

export function readHistory(store: StorefrontStore): History {
  const h = store.getState().history;
  return {
    products: parseProducts(h.products).slice(0, HISTORY_LIMIT),
    phrases: parsePhrases(h.phrases).slice(0, HISTORY_LIMIT),
  };
}

function toStoreProduct(s: Suggestion): HistoryProduct {
  return { ...s, post_id: s.post_id ?? 0, value: s.value, url: s.url };
}

function publish(store: StorefrontStore, h: History): History {
  store.getState().rememberHistory({ products: h.products.map(toStoreProduct), phrases: h.phrases });
  return h;
}

export function rememberProduct(store: StorefrontStore, s: Suggestion): History {
  const h = readHistory(store);
  if (!s.post_id) return h;
  // stored without price: prices change, and a stale one must never show
  const { price: _price, ...rest } = s;
  const products = [rest, ...h.products.filter((p) => p.post_id !== s.post_id)].slice(0, HISTORY_LIMIT);
  return publish(store, { ...h, products });
}

export function rememberPhrase(store: StorefrontStore, phrase: string): History {
  const h = readHistory(store);
  const p = phrase.trim();
  if (!p) return h;
  // deduplicated the way Arabic readers see it: 'اكلير' and 'إكلير' are one phrase
  const key = normalize(p);
  const phrases = [p, ...h.phrases.filter((x) => normalize(x) !== key)].slice(0, HISTORY_LIMIT);
  return publish(store, { ...h, phrases });
}

export function clearHistory(store: StorefrontStore): History {
  return publish(store, { products: [], phrases: [] });
}

/** The pre-suggestions list: recent products, then recent phrases as history-search items. */
export function historyItems(h: History, opts: { products: boolean; phrases: boolean }): Suggestion[] {
  const out: Suggestion[] = [];
  if (opts.products) out.push(...h.products);
  if (opts.phrases)
    out.push(...h.phrases.map((p): Suggestion => ({ type: 'history-search', value: p, url: '' })));
  return out;
}
