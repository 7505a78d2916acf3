// Background mounts take one idle turn each (never two in one task); a hurried turn runs at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTurn } from './turns';

afterEach(() => vi.useRealTimers());

/** two waiters, a then b, recording the order they run in */
function twoTurns() {
  vi.useFakeTimers();
  const ran: string[] = [];
  const a = nextTurn('a');
  const b = nextTurn('b');
  void a.ready.then(() => ran.push('a'));
  void b.ready.then(() => ran.push('b'));
  return { ran, a, b };
}

describe('idle turns', () => {
  it('gives each waiter its own task, in order', async () => {
    const { ran } = twoTurns();
    await Promise.resolve();
    expect(ran).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a']); // b waits for a later task
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b']);
  });

  it('lets a hurried waiter go at once and skips it in the queue', async () => {
    const { ran, a, b } = twoTurns();
    b.hurry();
    await Promise.resolve();
    expect(ran).toEqual(['b']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['b', 'a']);
    a.hurry(); // already run: nothing happens
    expect(ran).toEqual(['b', 'a']);
  });

  it('releases the waiters of one key in one turn, other keys later', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    for (const [key, label] of [
      ['btn', 'b1'],
      ['tabs', 't'],
      ['btn', 'b2'],
    ] as const)
      void nextTurn(key).ready.then(() => ran.push(label));
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['b1', 'b2']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['b1', 'b2', 't']);
  });

  it('takes the next turn in a task of its own while the idle period has room, then waits for the next one', async () => {
    vi.useFakeTimers();
    let left = 40; // ms left in the idle period: what each turn's work uses up
    const periods: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: (d: IdleDeadline) => void) => {
      periods.push(() => {
        left = 40;
        run({ didTimeout: false, timeRemaining: () => left });
      });
      return periods.length;
    });
    const ran: string[] = [];
    for (const k of ['a', 'b', 'c', 'd'])
      void nextTurn(k).ready.then(() => {
        ran.push(k);
        left -= 15; // each mount takes 15 ms
      });
    expect(periods).toHaveLength(1);
    periods[0]?.();
    await Promise.resolve();
    expect(ran).toEqual(['a']); // one per task
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b']); // 25 ms left: b in the same period
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b', 'c']); // 10 ms left: c too
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b', 'c']); // none left: d waits for the next idle period
    expect(periods).toHaveLength(2);
    periods[1]?.();
    await Promise.resolve();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    vi.unstubAllGlobals();
  });

  it('uses requestIdleCallback with a deadline when the browser has it', async () => {
    const ric = vi.fn((run: () => void) => {
      setTimeout(run, 0);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', ric);
    const t = nextTurn();
    await t.ready;
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    vi.unstubAllGlobals();
  });
});
