// The page's first scan in slices: every widget's markup is claimed, as one scan would, in tasks of a few ms,
// and `done` (the head script's cue to replay held actions) comes once, after the last slice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryEntry } from '../src/mount/types';

vi.mock('./registry', () => {
  const registry: RegistryEntry[] = Array.from({ length: 12 }, (_, i) => ({
    name: `w${i}`,
    selector: `.w${i}`,
    strategy: 'intent',
  }));
  return { registry };
});

const { scan, scanInSlices } = await import('./scan');
const { slotOf } = await import('./roots');

const markup = () => {
  document.body.innerHTML = Array.from({ length: 12 }, (_, i) => `<div class="w${i}" id="m${i}"></div>`).join(
    '',
  );
};
const claimed = () =>
  Array.from({ length: 12 }, (_, i) => slotOf(document.getElementById(`m${i}`)!, `w${i}`)?.state ?? 'none');

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('scanInSlices', () => {
  it('claims what one scan claims, over several tasks, and calls done once at the end', () => {
    vi.useFakeTimers();
    markup();
    // each entry's walk "takes" 3 ms: a 4 ms slice holds two
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1.5));
    const done = vi.fn();
    scanInSlices(document, done);
    const afterFirstTask = claimed().filter((s) => s === 'waiting').length;
    expect(afterFirstTask).toBeGreaterThan(0);
    expect(afterFirstTask).toBeLessThan(12);
    expect(done).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(claimed()).toEqual(Array(12).fill('waiting'));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a slow entry still advances: at least one entry a slice', () => {
    vi.useFakeTimers();
    markup();
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    const done = vi.fn();
    scanInSlices(document, done);
    expect(claimed().filter((s) => s === 'waiting')).toHaveLength(1);
    vi.runAllTimers();
    expect(done).toHaveBeenCalledTimes(1);
    expect(claimed()).toEqual(Array(12).fill('waiting'));
  });

  it('a second scan over claimed markup claims nothing twice', () => {
    markup();
    scan(document);
    const first = document.getElementById('m0')!;
    const slot = slotOf(first, 'w0');
    scanInSlices(document, () => {});
    expect(slotOf(first, 'w0')).toBe(slot);
  });
});
