import { describe, expect, it, vi } from 'vitest';
import { createSuggestionSource, type Handlers } from './useSuggestions';
import { readFiboSearch } from '../../src/settings/fibosearch';
import { ApiError } from '../../src/ajax';
import type { SearchAnswer } from './suggestion';

const answer = (q: string, n = 1): SearchAnswer => ({
  suggestions: n
    ? Array.from({ length: n }, (_, i) => ({
        type: 'product' as const,
        post_id: i + 1,
        value: `${q} ${i}`,
        url: `/p/${i}/`,
      }))
    : [],
  total: n,
  time: '',
  engine: 'free',
  v: '',
});
const later = <T>(ms: number, v: T) => new Promise<T>((r) => setTimeout(() => r(v), ms));

function recorder() {
  const shown: string[] = [];
  const errors: unknown[] = [];
  const h: Handlers = {
    onStart: () => {},
    onResult: (q) => shown.push(q),
    onError: (_q, e) => errors.push(e),
  };
  return { h, shown, errors };
}

const cfg = () => ({ ...readFiboSearch(), debounce_wait_ms: 0 });

describe('suggestion source', () => {
  it('out of order (100/150/200 ms) even when the server ignores the abort: only the newest is shown', async () => {
    const delays: Record<string, number> = { abc: 200, abcd: 150, abcde: 100 };
    // answers resolve whatever the signal says: the guard, not the abort, keeps stale answers out
    const search = vi.fn((_c: unknown, q: string) => later(delays[q] ?? 0, answer(q)));
    const src = createSuggestionSource(cfg(), { search });
    const { h, shown, errors } = recorder();
    for (const q of ['abc', 'abcd', 'abcde']) {
      src.request(q, h);
      await later(5, null);
    }
    await later(300, null);
    expect(shown).toEqual(['abcde']);
    expect(errors).toEqual([]); // aborted requests are not errors
  });

  it('debounce 0 asks in the same task, as FiboSearch does; a debounce waits, and only the last query of the wait is asked', async () => {
    const search = vi.fn((_c: unknown, q: string) => Promise.resolve(answer(q)));
    const now = createSuggestionSource(cfg(), { search });
    now.request('قهوة', recorder().h);
    expect(search).toHaveBeenCalledTimes(1);
    const waiting = createSuggestionSource({ ...cfg(), debounce_wait_ms: 30 }, { search });
    waiting.request('شاي', recorder().h);
    waiting.request('شاي أخضر', recorder().h);
    expect(search).toHaveBeenCalledTimes(1);
    await later(60, null);
    expect(search).toHaveBeenCalledTimes(2);
    expect(search.mock.calls[1]?.[1]).toBe('شاي أخضر');
  });

  it('asks once per query (cache), and serves the cache without a debounce', async () => {
    const search = vi.fn((_c: unknown, q: string) => Promise.resolve(answer(q)));
    const src = createSuggestionSource({ ...cfg(), debounce_wait_ms: 50 }, { search });
    const { h, shown } = recorder();
    src.request('قهوة', h);
    await later(80, null);
    src.request('قهو', h);
    await later(80, null);
    src.request('قهوة', h);
    expect(shown).toEqual(['قهوة', 'قهو', 'قهوة']); // the last one synchronously, from the cache
    src.request('قهو', h);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('debounces: only the last keystroke in the wait is sent', async () => {
    const search = vi.fn((_c: unknown, q: string) => Promise.resolve(answer(q)));
    const src = createSuggestionSource({ ...cfg(), debounce_wait_ms: 40 }, { search });
    const { h } = recorder();
    for (const q of ['abc', 'abcd', 'abcde']) src.request(q, h);
    await later(80, null);
    expect(search.mock.calls.map((c) => c[1])).toEqual(['abcde']);
  });

  it('prefix rule: a query beginning with one that found nothing is answered without the server', async () => {
    const search = vi.fn((_c: unknown, q: string) => Promise.resolve(answer(q, q.startsWith('zz') ? 0 : 1)));
    const src = createSuggestionSource(cfg(), { search });
    const { h, shown } = recorder();
    src.request('zzz', h);
    await later(20, null);
    src.request('zzzx', h);
    src.request('zzzxy', h);
    expect(search).toHaveBeenCalledTimes(1);
    expect(shown).toEqual(['zzz', 'zzzx', 'zzzxy']);
    expect(src.known('zzzxy')).toEqual([{ type: 'no-results', value: '', url: '' }]);
    src.request('azz', h);
    await later(20, null);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('prefix rule counts only what FiboSearch counts: its own no-results answer (one suggestion) never blocks a longer query', async () => {
    const noResults: SearchAnswer = {
      suggestions: [{ type: 'no-results', value: '', url: '' }],
      total: 0,
      time: '',
      engine: 'free',
      v: '',
    };
    const search = vi.fn(() => Promise.resolve(noResults));
    const src = createSuggestionSource(cfg(), { search });
    const { h } = recorder();
    src.request('qqq', h);
    await later(20, null);
    expect(src.known('qqqq')).toBeUndefined();
    src.request('qqqq', h);
    await later(20, null);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('passes real failures to the error hook, never aborts; cancel() drops a pending answer', async () => {
    const search = vi.fn(() => Promise.reject(new ApiError('http', 'HTTP 500', { status: 500 })));
    const src = createSuggestionSource(cfg(), { search });
    const { h, shown, errors } = recorder();
    src.request('abc', h);
    await later(20, null);
    expect(errors).toHaveLength(1);
    const slow = vi.fn((_c: unknown, q: string) => later(30, answer(q)));
    const src2 = createSuggestionSource(cfg(), { search: slow });
    src2.request('abc', h);
    await later(5, null);
    src2.cancel();
    await later(50, null);
    expect(shown).toEqual([]);
  });

  it('dynamic prices: one request for the ids; a failure is ignored', async () => {
    const search = vi.fn((_c: unknown, q: string) => Promise.resolve(answer(q, 3)));
    const prices = vi.fn(() => Promise.resolve({ '1': '<b>1</b>', '2': '<b>2</b>' }));
    const src = createSuggestionSource(
      { ...cfg(), show_price: true, dynamic_prices: true },
      { search, prices },
    );
    const got: Array<Array<string | undefined>> = [];
    src.request('abc', {
      onStart: () => {},
      onError: () => {},
      onResult: (_q, items) => got.push(items.map((i) => i.price)),
    });
    await later(20, null);
    expect(prices).toHaveBeenCalledTimes(1);
    expect(prices.mock.calls[0]).toBeDefined();
    expect(got.at(-1)).toEqual(['<b>1</b>', '<b>2</b>', undefined]);
    const failing = vi.fn(() => Promise.reject(new ApiError('network', 'x')));
    const src2 = createSuggestionSource(
      { ...cfg(), show_price: true, dynamic_prices: true },
      { search, prices: failing },
    );
    const r = recorder();
    src2.request('abc', r.h);
    await later(20, null);
    expect(r.errors).toEqual([]);
    expect(r.shown).toEqual(['abc']);
  });
});
