import { describe, expect, it } from 'vitest';
import { msToNextLine, progressLine } from './progress';

describe('login progress texts', () => {
  it('bridge 1200 ms, almost 1600 ms, go 1600 ms + 1200 ms pause, then again', () => {
    expect([0, 1199, 1200, 2799, 2800, 5599, 5600].map(progressLine)).toEqual([0, 0, 1, 1, 2, 2, 0]);
    expect(msToNextLine(0)).toBe(1200);
    expect(msToNextLine(1200)).toBe(1600);
    expect(msToNextLine(2800)).toBe(2800);
    expect(msToNextLine(5600 + 100)).toBe(1100);
  });
});
