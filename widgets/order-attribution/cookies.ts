// sourcebuster's cookies, written and removed the way sourcebuster itself does (name=value encoded, path '/',
// a `.host` domain cookie unless the host is an IP or a single label, where browsers refuse domain cookies).
export const SBJS_COOKIES = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo'] as const;

/** sourcebuster's cookie domain: the host without `www.`; isolated (host-only) on IPs and dotless hosts. */
export function cookieDomain(hostname = location.hostname): { host: string; isolate: boolean } {
  const host = hostname.replace('www.', '');
  const isolate = !host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':');
  return { host, isolate };
}

// sourcebuster's encodeData: encodeURIComponent plus the five characters it leaves alone
const encode = (s: string) => encodeURIComponent(s).replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function readCookie(name: string): string | null {
  const prefix = `${encode(name)}=`;
  for (const part of document.cookie.split(';')) {
    const c = part.trimStart();
    if (!c.startsWith(prefix)) continue;
    try {
      return decodeURIComponent(c.slice(prefix.length));
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, minutes: number): void {
  const { host, isolate } = cookieDomain();
  const expires = minutes > 0 ? `; expires=${new Date(Date.now() + minutes * 60_000).toUTCString()}` : '';
  document.cookie = `${encode(name)}=${encode(value)}${expires}${isolate ? '' : `;domain=.${host}`}; path=/`;
}

/** Delete every sourcebuster cookie: domain and host-only variants, as WooCommerce's consent switch does. */
export function removeSbjsCookies(): void {
  const { host } = cookieDomain();
  for (const name of SBJS_COOKIES) {
    document.cookie = `${name}=; path=/; max-age=-999; domain=.${location.hostname};`;
    document.cookie = `${name}=; path=/; max-age=-999; domain=.${host};`;
    document.cookie = `${name}=; path=/; max-age=-999;`;
  }
}
