import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearHistory,
  historyItems,
  PHRASES_KEY,
  PRODUCTS_KEY,
  readHistory,
  rememberPhrase,
  rememberProduct,
} from './history';
import { getStore } from '../../src/store';
import type { Suggestion } from './suggestion';

const P = (id: number): Suggestion => ({
  type: 'product',
  post_id: id,
  value: `منتج ${id}`,
  url: `/product/p${id}/`,
  price: '<b>10</b>',
});

// src/dom/storage keeps a per-page memory copy; start every test from an empty history
beforeEach(() => clearHistory(getStore()));
afterEach(() => vi.restoreAllMocks());

describe('search history (FiboSearch keys)', () => {
  it('keeps at most 5 products, newest first, deduplicated by post_id, without price', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 3]) rememberProduct(getStore(), P(id));
    const stored = JSON.parse(localStorage.getItem(PRODUCTS_KEY) ?? '[]') as Array<Record<string, unknown>>;
    expect(stored.map((p) => p.post_id)).toEqual([3, 6, 5, 4, 2]);
    expect(stored.every((p) => !('price' in p))).toBe(true);
    expect(
      getStore()
        .getState()
        .history.products.map((p) => p.post_id),
    ).toEqual([3, 6, 5, 4, 2]);
  });

  it('keeps at most 5 phrases, deduplicated the Arabic way', () => {
    for (const p of ['قهوة', 'كعك', 'إكلير', 'بن', 'شاي', 'اكلير ', '  ']) rememberPhrase(getStore(), p);
    expect(JSON.parse(localStorage.getItem(PHRASES_KEY) ?? '[]')).toEqual([
      'اكلير',
      'شاي',
      'بن',
      'كعك',
      'قهوة',
    ]);
    expect(getStore().getState().history.phrases[0]).toBe('اكلير');
  });

  it('reads what FiboSearch (or another tab) stored, skipping junk', () => {
    localStorage.setItem(
      PRODUCTS_KEY,
      JSON.stringify([
        { type: 'product', post_id: 101, value: 'غلاية', url: '/product/electric-kettle/' },
        'junk',
        { type: 'headline', value: 'x' },
        { post_id: 0, type: 'product' },
      ]),
    );
    localStorage.setItem(PHRASES_KEY, JSON.stringify(['قهوة', 5, null, '', {}]));
    window.dispatchEvent(new StorageEvent('storage', { key: PHRASES_KEY })); // another tab wrote it
    const h = readHistory(getStore());
    expect(h.products.map((p) => p.post_id)).toEqual([101]);
    expect(h.phrases).toEqual(['قهوة', '5']);
    localStorage.setItem(PRODUCTS_KEY, '{broken');
    window.dispatchEvent(new StorageEvent('storage', { key: PRODUCTS_KEY }));
    expect(readHistory(getStore()).products).toEqual([]);
  });

  it('lists products then phrases, and clears both keys', () => {
    rememberProduct(getStore(), P(1));
    rememberPhrase(getStore(), 'قهوة');
    expect(
      historyItems(readHistory(getStore()), { products: true, phrases: true }).map((s) => s.type),
    ).toEqual(['product', 'history-search']);
    expect(
      historyItems(readHistory(getStore()), { products: false, phrases: true }).map((s) => s.type),
    ).toEqual(['history-search']);
    clearHistory(getStore());
    expect(localStorage.getItem(PRODUCTS_KEY)).toBeNull();
    expect(readHistory(getStore())).toEqual({ products: [], phrases: [] });
  });

  it('still works for this page when storage throws (quota, private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberPhrase(getStore(), 'قهوة')).not.toThrow();
    expect(readHistory(getStore()).phrases).toEqual(['قهوة']);
    expect(getStore().getState().history.phrases).toEqual(['قهوة']);
  });
});
