import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from './memo';

describe('boundedMemo', () => {
  it('computes each key once while it is among the last `max` keys, then again', () => {
    const fn = vi.fn((k: string) => k.length);
    const m = boundedMemo(2, fn);
    expect(m('a')).toBe(1);
    expect(m('bb')).toBe(2);
    expect(m('a')).toBe(1);
    expect(fn).toHaveBeenCalledTimes(2);
    m('ccc'); // 'a' (the oldest) goes
    m('a');
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('keeps an undefined result as a result', () => {
    const fn = vi.fn((): undefined => undefined);
    const m = boundedMemo(4, fn);
    m('x');
    m('x');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
