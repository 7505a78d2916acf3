// sourcebuster's cookies, removed where sourcebuster keeps them: path '/', a `.host` domain cookie unless the
// host is an IP or a single label (browsers refuse domain cookies there). The names and the removal are
// sourcebuster's own (its data.js containers and migrations cookie, its cookie helper's destroy), already in
// this chunk.
import sbData from 'sourcebuster/src/js/data.js';
import sbCookies from 'sourcebuster/src/js/helpers/cookies.js';

/** Every cookie sourcebuster writes (tests check the removal against this list, written out). */
export const SBJS_COOKIES = [
  'sbjs_current',
  'sbjs_current_add',
  'sbjs_first',
  'sbjs_first_add',
  'sbjs_session',
  'sbjs_udata',
  'sbjs_migrations',
  'sbjs_promo',
] as const;

/** sourcebuster's cookie domain: the host without `www.`; isolated (host-only) on IPs and dotless hosts. */
export function cookieDomain(hostname = location.hostname): { host: string; isolate: boolean } {
  const host = hostname.replace('www.', '');
  return { host, isolate: !host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':') };
}

/** Delete every sourcebuster cookie: `.hostname`, `.host` (no www) and host-only, as WooCommerce's consent switch does. */
export function removeSbjsCookies(): void {
  const { host } = cookieDomain();
  for (const name of [...Object.values(sbData.containers), sbData.service.migrations]) {
    // destroy(name, domain, exclSubdomains): a `;domain=.<domain>` cookie unless excluded
    for (const [domain, hostOnly] of [
      [location.hostname, false],
      [host, false],
      [host, true],
    ] as const)
      sbCookies.destroy(name, domain, hostOnly);
  }
}
