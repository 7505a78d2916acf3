import { describe, expect, it } from 'vitest';
import { applyCookieWrite, type CookiePage } from './cookieWrite';

const now = Date.UTC(2026, 10, 29);
const page: CookiePage = { hostname: 'shop.example.com', https: false, enabled: true, now };
const future = new Date(now + 86_400_000).toUTCString();
const past = new Date(0).toUTCString();

describe('applyCookieWrite', () => {
  it('appends a new cookie for every path, host-only or for a domain this host is in', () => {
    expect(applyCookieWrite('a=1', `b=2; expires=${future}; path=/`, page, new Map())).toBe('a=1; b=2');
    expect(applyCookieWrite('', 'b=2; path=/', page, new Map())).toBe('b=2');
    expect(
      applyCookieWrite(
        'a=1',
        `sbjs_current=typ%3Dutm; expires=${future};domain=.example.com; path=/`,
        page,
        new Map(),
      ),
    ).toBe('a=1; sbjs_current=typ%3Dutm');
    expect(applyCookieWrite('a=1', 'b=; path=/; samesite=Lax', page, new Map())).toBe('a=1; b=');
  });

  it('replaces in place, or deletes, a cookie it wrote the same way; one from before is left to a real read', () => {
    const known = new Map<string, string>();
    let jar = applyCookieWrite('a=1', 'b=2; path=/', page, known);
    jar = applyCookieWrite(jar ?? '', 'a=0; path=/', page, known); // `a` was there before: unknown path and domain
    expect(jar).toBeNull();
    jar = applyCookieWrite('a=1; b=2; c=3', 'b=9; path=/', page, known);
    expect(jar).toBe('a=1; b=9; c=3');
    expect(applyCookieWrite('a=1; b=9', `b=; expires=${past}; path=/`, page, known)).toBe('a=1');
    expect(applyCookieWrite('a=1; b=9', 'b=; max-age=0; path=/', page, known)).toBe('a=1');
    // written host-only, now for the domain: another cookie
    expect(applyCookieWrite('a=1; b=9', 'b=3; domain=example.com; path=/', page, known)).toBeNull();
    // deleting what is not there changes nothing
    expect(applyCookieWrite('a=1', `z=; expires=${past}; path=/`, page, new Map())).toBe('a=1');
  });

  it('max-age wins over expires', () => {
    expect(applyCookieWrite('a=1', `b=2; expires=${past}; max-age=60; path=/`, page, new Map())).toBe(
      'a=1; b=2',
    );
    expect(applyCookieWrite('a=1', `b=2; max-age=-1; expires=${future}; path=/`, page, new Map())).toBe(
      'a=1',
    );
  });

  it('anything whose outcome the string cannot tell: null', () => {
    const none = (written: string, p: CookiePage = page, jar = 'a=1') =>
      applyCookieWrite(jar, written, p, new Map());
    expect(none('b=2; path=/checkout/')).toBeNull(); // seen on other pages only
    expect(none('b=2; secure; path=/')).toBeNull(); // refused on http
    expect(none('b=2; secure; path=/', { ...page, https: true })).toBe('a=1; b=2');
    expect(none('b=2; domain=other.org; path=/')).toBeNull(); // refused
    expect(none('b=2; domain=com; path=/')).toBeNull(); // a public suffix: refused
    expect(none('b=2; domain=127.0.0.1; path=/', { ...page, hostname: '127.0.0.1' })).toBeNull();
    expect(none('b=2; path=/', { ...page, enabled: false })).toBeNull();
    expect(none(`b=${'x'.repeat(5000)}; path=/`)).toBeNull();
    expect(none('b=2; expires=someday; path=/')).toBeNull();
    expect(none('b=2; path=/', page, 'b=1; a=1; b=2')).toBeNull(); // the name twice: other paths or domains
    expect(none('novalue')).toBeNull(); // a nameless cookie
    expect(none('b=2')).toBeNull(); // no path: the page's directory, another cookie than b at '/'
    expect(none('__Host-b=2; path=/')).toBeNull(); // prefixed names: rules of their own
  });
});
