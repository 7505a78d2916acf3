// What a `document.cookie = …` write makes of the page's cookie string, for withCookiesReadOnce (cookies.ts): the
// next read returns this instead of a call into the browser's cookie store (sourcebuster's init writes each of its
// cookies and reads them back, each a real read). Only writes whose outcome is
// certain are applied: a cookie for every path (`path=/`), for this host or a domain it is in, not secure on http, new to the
// string or written the same way before in this cache (`known`). Anything else (another path, a cookie of that
// name from before whose path or domain the string does not tell, cookies off, too long) returns null: the next
// read is a real one.

export interface CookiePage {
  hostname: string;
  /** the page is https: a secure cookie is stored */
  https: boolean;
  /** navigator.cookieEnabled */
  enabled: boolean;
  /** Date.now() */
  now: number;
}

const IP = /^[\d.]+$|:/;
/** browsers refuse a cookie whose name and value are over 4096 bytes; stay well under */
const MAX = 4000;

/** The cookie string after `written`, or null when that is not certain. `known`: the names this cache wrote, with
 * their domain attribute ('' host-only); updated. */
export function applyCookieWrite(
  jar: string,
  written: string,
  page: CookiePage,
  known: Map<string, string>,
): string | null {
  if (!page.enabled || written.length > MAX) return null;
  const [pair = '', ...attrs] = written.split(';');
  const eq = pair.indexOf('=');
  const name = (eq < 0 ? '' : pair.slice(0, eq)).trim();
  const value = pair.slice(eq + 1).trim();
  // `__Secure-` / `__Host-` names have rules of their own (secure, no domain): left to a real read
  if (!name || /^__(secure|host)-/i.test(name)) return null;
  let removed = false;
  let domain = '';
  // without a path attribute the cookie's path is the page's directory: another cookie than the same name at '/',
  // and earlier in the string
  let rootPath = false;
  for (const attr of attrs) {
    const at = attr.indexOf('=');
    const key = (at < 0 ? attr : attr.slice(0, at)).trim().toLowerCase();
    const v = at < 0 ? '' : attr.slice(at + 1).trim();
    if (key === 'path') {
      if (v !== '/') return null;
      rootPath = true;
    }
    if (key === 'secure' && !page.https) return null;
    if (key === 'domain') {
      const d = v.replace(/^\./, '').toLowerCase();
      // a domain cookie: certain only for a registrable-looking name this host is in (not an IP, not a bare suffix)
      if (
        IP.test(page.hostname) ||
        !d.includes('.') ||
        (page.hostname !== d && !page.hostname.endsWith(`.${d}`))
      )
        return null;
      domain = d;
    }
    if (key === 'max-age') {
      if (!/^-?\d+$/.test(v)) return null;
      removed = Number(v) <= 0;
    }
    if (key === 'expires' && !attrs.some((a) => a.trim().toLowerCase().startsWith('max-age'))) {
      const t = Date.parse(v);
      if (Number.isNaN(t)) return null;
      removed = t <= page.now;
    }
  }
  if (!rootPath) return null;
  const parts = jar ? jar.split('; ') : [];
  const at = parts.flatMap((p, i) => (p.startsWith(`${name}=`) ? [i] : []));
  const i = at[0];
  // a cookie of that name from before: the same one only if this cache wrote it, the same way
  if (at.length > 1 || (i !== undefined && known.get(name) !== domain)) return null;
  known.set(name, domain);
  if (removed) return i === undefined ? jar : parts.filter((_, j) => j !== i).join('; ');
  const cookie = `${name}=${value}`;
  if (i === undefined) return [...parts, cookie].join('; ');
  parts[i] = cookie; // replaced in place: it keeps its creation time, so its place in the string
  return parts.join('; ');
}
