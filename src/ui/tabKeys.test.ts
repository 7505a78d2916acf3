import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tabKeys';

describe('tabs keyboard rule (APG)', () => {
  it('moves with the arrows mirrored in RTL, wraps at both ends, Home/End go to the ends', () => {
    expect(tabKeyTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 0, 3, true)).toBe(2);
    expect(tabKeyTarget('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabKeyTarget('ArrowLeft', 0, 3, false)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 2, 3, true)).toBe(0);
    expect(tabKeyTarget('Home', 2, 3, true)).toBe(0);
    expect(tabKeyTarget('End', 0, 3, true)).toBe(2);
  });
  it('ignores other keys and empty lists', () => {
    expect(tabKeyTarget('Enter', 0, 3, true)).toBeNull();
    expect(tabKeyTarget('a', 0, 3, false)).toBeNull();
    expect(tabKeyTarget('End', 0, 0, false)).toBeNull();
  });
});
