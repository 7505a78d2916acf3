// Where a Spectra share link goes, as its block script (includes/blocks/social-share/frontend.js.php,
// Spectra 2.19) builds it at the click: the link's `data-href` prefix + the page's address, URI-encoded; the
// Pinterest prefix also gets `&media=` + the featured image; the mail prefix opens in the same window. Only
// http(s) share services and mail are opened: any other scheme (javascript:, data:) is not.

const PIN = '/pin/create/link/?url=';
const MAIL = 'mailto:?body=';

export interface ShareTarget {
  url: string;
  /** `_self` for mail (the mail client takes it, the page stays), else a new browsing context */
  self: boolean;
}

export function shareTarget(prefix: string, pageUrl: string, image: string): ShareTarget | null {
  let url = prefix + encodeURIComponent(pageUrl);
  if (prefix.includes(PIN)) url += `&media=${image}`;
  if (prefix === MAIL) return { url, self: true };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null; // a relative or broken prefix is no share service
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { url, self: false } : null;
}
