// Cookie access in one place (js-cookie), path '/' as the platform sets them.
import Cookies from 'js-cookie';
import { applyCookieWrite } from './cookieWrite';

/**
 * Run `fn(...args)` with document.cookie read once. Each read is a call into the browser's cookie store (and
 * sourcebuster's init reads it many times, js-cookie's get twice). Inside `fn`, a read returns the string last read, with the writes made since applied where their outcome
 * is certain (cookieWrite.ts; otherwise the next read is a real one). `fn` is synchronous, so no other script can
 * write meanwhile; the cache ends with it.
 */
export function withCookiesReadOnce<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): T {
  const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  const get = real?.get;
  const set = real?.set;
  // no platform accessor to wrap, or already inside a call: plain reads
  if (!get || !set || Object.hasOwn(document, 'cookie')) return fn(...args);
  let last: string | null = null;
  const known = new Map<string, string>();
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => (last ??= String(get.call(document))),
    set: (value: unknown) => {
      set.call(document, value);
      const page = {
        hostname: location.hostname,
        https: location.protocol === 'https:',
        enabled: navigator.cookieEnabled,
        now: Date.now(),
      };
      last = last === null ? null : applyCookieWrite(last, String(value), page, known);
    },
  });
  try {
    return fn(...args);
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
}

export const cookies = {
  get: (name: string): string | undefined => withCookiesReadOnce(() => Cookies.get(name)),
  set: (name: string, value: string, opts: { maxAgeSeconds?: number; days?: number } = {}) => {
    const expires = opts.maxAgeSeconds !== undefined ? opts.maxAgeSeconds / 86_400 : opts.days;
    Cookies.set(name, value, { path: '/', sameSite: 'Lax', ...(expires !== undefined ? { expires } : {}) });
  },
  remove: (name: string) => {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  },
};
