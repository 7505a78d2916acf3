import { describe, expect, it } from 'vitest';
import { limitsOf, readValue, step } from './stepper';

const input = (attrs: Record<string, string>) => {
  const el = document.createElement('input');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
};

describe('quantity stepper', () => {
  it('steps within min, max and step', () => {
    const l = limitsOf(input({ min: '1', max: '5', step: '2' }));
    expect(step(1, l, 1)).toBe(3);
    expect(step(5, l, 1)).toBe(5);
    expect(step(4, l, 1)).toBe(5);
    expect(step(3, l, -1)).toBe(1);
    expect(step(1, l, -1)).toBe(1);
  });
  it('counts a missing, empty, zero or junk step as 1', () => {
    for (const s of [undefined, '', '0', 'abc', '-2']) {
      const l = limitsOf(input(s === undefined ? {} : { step: s }));
      expect(l.step).toBe(1);
      expect(step(2, l, 1)).toBe(3);
    }
  });
  it('rounds to 1 decimal with a non-integer step', () => {
    const l = limitsOf(input({ step: '0.1', min: '0' }));
    expect(step(0.2, l, 1)).toBe(0.3); // not 0.30000000000000004
    expect(step(1, limitsOf(input({ step: '0.25' })), 1)).toBe(1.3);
  });
  it('raises a value below min to min before stepping, minus never below min or 0', () => {
    const l = limitsOf(input({ min: '3' }));
    expect(step(1, l, 1)).toBe(4);
    expect(step(1, l, -1)).toBe(3);
    expect(step(0, limitsOf(input({})), -1)).toBe(0);
    expect(step(0.5, limitsOf(input({ step: '1' })), -1)).toBe(0);
  });
  it('ignores an empty or zero max (WooCommerce prints max="" for no limit)', () => {
    expect(step(9, limitsOf(input({ max: '' })), 1)).toBe(10);
  });
  it('reads Arabic-Indic and Persian digits', () => {
    expect(readValue('٣')).toBe(3);
    expect(readValue('۱۲')).toBe(12);
    expect(readValue('')).toBe(0);
    expect(step(readValue('٤'), limitsOf(input({ min: '١', max: '٥' })), 1)).toBe(5);
  });
});
