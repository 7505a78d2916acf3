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
