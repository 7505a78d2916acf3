// URLs from the server: only http(s) and same-origin relative URLs pass; `javascript:`, `data:`, `vbscript:`
// and protocol-relative links to another host become the fallback.
export function safeUrl(raw: unknown, fallback = '#'): string {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (value === '') return fallback;
  let url: URL;
  try {
    url = new URL(value, location.href);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  // protocol-relative (//evil.example) is only allowed to our own host
  if (/^[\\/]{2}/.test(value) && url.host !== location.host) return fallback;
  return url.href;
}
