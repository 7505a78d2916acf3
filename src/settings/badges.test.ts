import { afterEach, describe, expect, it } from 'vitest';
import { BADGES_GLOBAL, readBadgeJquery, readBadgeSettings } from './badges';

const set = (v: unknown) => ((window as unknown as Record<string, unknown>)[BADGES_GLOBAL] = v);
afterEach(() => delete (window as unknown as Record<string, unknown>)[BADGES_GLOBAL]);

describe('badge settings (acoplw_frontend_object)', () => {
  it('defaults when missing or not an object', () => {
    expect(readBadgeSettings()).toEqual({ classname: '', enablejquery: false });
    expect(readBadgeJquery()).toBe(false);
    set(42);
    expect(readBadgeSettings()).toEqual({ classname: '', enablejquery: false });
    expect(readBadgeJquery()).toBe(false);
  });
  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['0', false],
    [0, false],
    ['', false],
    ['nonsense', false],
  ])('enablejquery %j -> %s', (v, out) => {
    set({ classname: '.woocommerce-product-gallery__image', enablejquery: v });
    expect(readBadgeSettings()).toEqual({
      classname: '.woocommerce-product-gallery__image',
      enablejquery: out,
    });
    expect(readBadgeJquery()).toBe(out); // the head script's one-flag read agrees
  });
  it('accepts a JSON string and ignores one that does not parse', () => {
    set('{"classname":".img","enablejquery":"1"}');
    expect(readBadgeSettings()).toEqual({ classname: '.img', enablejquery: true });
    expect(readBadgeJquery()).toBe(true);
    set('{"classname":');
    expect(readBadgeSettings()).toEqual({ classname: '', enablejquery: false });
    expect(readBadgeJquery()).toBe(false);
  });
  it('wrong-typed classname falls back to empty', () => {
    set({ classname: ['x'], enablejquery: 1 });
    expect(readBadgeSettings().classname).toBe('');
  });
});
