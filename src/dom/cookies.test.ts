import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookies, withCookiesReadOnce } from './cookies';

// counts the real accessor's reads (the one withCookiesReadOnce wraps)
const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let reads = 0;
beforeEach(() => {
  reads = 0;
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get(this: Document) {
      reads++;
      return real.get!.call(this);
    },
    set: real.set,
  });
  for (const c of document.cookie.split('; '))
    if (c) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
  reads = 0;
});
afterEach(() => {
  Object.defineProperty(Document.prototype, 'cookie', real);
});

describe('withCookiesReadOnce', () => {
  it('reads document.cookie once for many reads; a write whose outcome is certain is applied, others read afresh', () => {
    document.cookie = 'a=1; path=/';
    const seen = withCookiesReadOnce(() => {
      const first = [document.cookie, document.cookie, document.cookie];
      document.cookie = 'b=2; path=/';
      const second = [document.cookie, document.cookie];
      document.cookie = 'b=3; path=/';
      return [...first, ...second, document.cookie];
    });
    expect(seen).toEqual(['a=1', 'a=1', 'a=1', 'a=1; b=2', 'a=1; b=2', 'a=1; b=3']);
    expect(reads).toBe(1);
    // `a` was there before the call: which cookie a write replaces is the browser's to say
    const again = withCookiesReadOnce(() => {
      const before = document.cookie;
      document.cookie = 'a=9; path=/';
      return [before, document.cookie];
    });
    expect(again).toEqual(['a=1; b=3', 'a=9; b=3']);
    expect(reads).toBe(3);
  });

  it('leaves document.cookie as it was, also when fn throws; a nested call reads through the outer one', () => {
    expect(() =>
      withCookiesReadOnce(() => {
        withCookiesReadOnce(() => document.cookie);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(Object.hasOwn(document, 'cookie')).toBe(false);
    document.cookie = 'c=3; path=/';
    expect(document.cookie).toBe('c=3');
    expect(reads).toBe(2); // the nested read, and the one just now
  });

  it('returns what fn returns, called with the arguments given', () => {
    expect(withCookiesReadOnce(() => 42)).toBe(42);
    expect(withCookiesReadOnce((a: number, b: string) => `${a}${b}`, 4, '2')).toBe('42');
  });
});

describe('cookies', () => {
  it('get reads the cookie string once (js-cookie reads it twice)', () => {
    cookies.set('store_notice', 'hidden');
    reads = 0;
    expect(cookies.get('store_notice')).toBe('hidden');
    expect(cookies.get('missing')).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('set writes with path / and removes again', () => {
    cookies.set('x', 'y z', { days: 1 });
    expect(cookies.get('x')).toBe('y z');
    cookies.remove('x');
    expect(cookies.get('x')).toBeUndefined();
  });
});
