// URLs from the server: only http(s) and same-origin relative URLs pass; `javascript:`, `data:`, `vbscript:`
// and protocol-relative links to another host become the fallback.
import { boundedMemo } from '../memo';

/** The URL's href when it may be followed from this page, else null. */
function check(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // protocol-relative (//evil.example) is only allowed to our own host; tested on the string URL() parsed, which
  // drops tabs and newlines (`/\t/evil.example` is `//evil.example`) and leading controls and spaces
  // eslint-disable-next-line no-control-regex -- the characters URL() ignores
  const parsed = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (/^[\\/]{2}/.test(parsed) && url.host !== location.host) return null;
  return url.href;
}

// a list re-rendered on each keystroke checks the same links again: kept per page address (relative URLs
// resolve against it)
let checked = boundedMemo(500, check);
let checkedFor = '';

export function safeUrl(raw: unknown, fallback = '#'): string {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (value === '') return fallback;
  if (checkedFor !== location.href) {
    checkedFor = location.href;
    checked = boundedMemo(500, check);
  }
  return checked(value) ?? fallback;
}
