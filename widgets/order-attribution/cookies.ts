// sourcebuster's cookies, removed where sourcebuster keeps them: path '/', a `.host` domain
// cookie unless the host is an IP or a single label (browsers refuse domain cookies there). js-cookie is the
// page's shared cookie code (src/dom/cookies), so this adds almost nothing to the attribution chunk.
import Cookies from 'js-cookie';

export const SBJS_COOKIES = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo'] as const;

/** sourcebuster's cookie domain: the host without `www.`; isolated (host-only) on IPs and dotless hosts. */
export function cookieDomain(hostname = location.hostname): { host: string; isolate: boolean } {
  const host = hostname.replace('www.', '');
  return { host, isolate: !host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':') };
}

const attributes = () => {
  const { host, isolate } = cookieDomain();
  return { path: '/', ...(isolate ? {} : { domain: `.${host}` }) };
};

/** Delete every sourcebuster cookie: domain and host-only variants, as WooCommerce's consent switch does. */
export function removeSbjsCookies(): void {
  for (const name of SBJS_COOKIES) {
    for (const domain of [`.${location.hostname}`, attributes().domain, undefined]) Cookies.remove(name, { path: '/', ...(domain ? { domain } : {}) });
  }
}
