import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, ms after the last call, with the last arguments', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    vi.advanceTimersByTime(60);
    d(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    expect(d.pending()).toBe(false);
  });

  it('cancel drops the waiting call; flush runs one now instead of the waiting one', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d('a');
    d.cancel();
    expect(d.pending()).toBe(false);
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
    d('b');
    d.flush('c');
    vi.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([['c']]);
  });

  it('is not pending while its function runs (a call made from inside it waits again)', () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    const d = debounce(() => seen.push(d.pending()), 10);
    d();
    vi.advanceTimersByTime(10);
    expect(seen).toEqual([false]);
  });
});
