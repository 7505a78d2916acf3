// The site's own origins: the page's, and those of the REST root and the ajax URLs WordPress printed (the PHP's
// globals, never markup). Nonces are sent only there, and server-supplied redirects are followed only there.
import { readWpApiSettings } from '../settings/wordpress';
import { readWooCommerceParams } from '../settings/woocommerce';

/** The origin a URL resolves to from this page, as fetch and location.assign would resolve it; null if none. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url, location.href);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function siteOrigins(): Set<string> {
  const wc = readWooCommerceParams();
  const out = new Set<string>([location.origin]);
  for (const url of [readWpApiSettings().root, wc.ajax_url, wc.wc_ajax_url]) {
    const o = originOf(url);
    if (o) out.add(o);
  }
  return out;
}

/** Whether a request to (or a visit of) this URL stays on the site. */
export function isSiteUrl(url: string): boolean {
  const o = originOf(url);
  return o !== null && siteOrigins().has(o);
}
