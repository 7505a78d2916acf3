import { describe, expect, it } from 'vitest';
import { slidesInReach } from './reach';

const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('slidesInReach', () => {
  it('the slides in view from the selected snap, and one on each side', () => {
    expect(sorted(slidesInReach(9, 0, 1, false))).toEqual([0, 1]);
    expect(sorted(slidesInReach(9, 4, 1, false))).toEqual([3, 4, 5]);
    expect(sorted(slidesInReach(9, 3, 3, false))).toEqual([2, 3, 4, 5, 6]);
    expect(sorted(slidesInReach(9, 6, 3, false))).toEqual([5, 6, 7, 8]);
  });

  it('wraps round on a looping slider', () => {
    expect(sorted(slidesInReach(9, 0, 1, true))).toEqual([0, 1, 8]);
    expect(sorted(slidesInReach(9, 8, 2, true))).toEqual([0, 1, 7, 8]);
  });

  it('adds what the observer sees in view, with its neighbours (a long drag)', () => {
    expect(sorted(slidesInReach(9, 0, 1, false, [4]))).toEqual([0, 1, 3, 4, 5]);
    expect(sorted(slidesInReach(9, 0, 1, true, [8]))).toEqual([0, 1, 7, 8]);
  });

  it('never names a slide that does not exist', () => {
    expect(sorted(slidesInReach(2, 0, 3, false, [5]))).toEqual([0, 1]);
    expect(sorted(slidesInReach(0, 0, 1, true))).toEqual([]);
  });
});
