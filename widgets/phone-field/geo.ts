// The visitor's country from an IP-country service (plain-text answer such as `EG`). The platform hard-codes
// ipapi.co; the bundle reads the URL from its own config so tests and privacy-minded shops can point it
// elsewhere. A service that never answers must not hold the field: 3 s, then the default country stays.
import { http } from '../../src/ajax';
import { readBundleConfig, type IntlTelSettings } from '../../src/settings/wawp';

export const LOOKUP_TIMEOUT_MS = 3000;

let pending: Promise<string | null> | null = null;

/** One lookup per page for every phone field; null when it fails, times out or answers nonsense. */
export function lookupCountry(
  url = readBundleConfig().ipCountryUrl,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<string | null> {
  pending ??= http(url, { timeoutMs, external: true })
    .then((res) => {
      const code = res.ok ? res.text.trim().toLowerCase() : '';
      return /^[a-z]{2}$/.test(code) ? code : null;
    })
    .catch(() => null);
  return pending;
}

/** For tests: forget the page's lookup. */
export function resetLookup(): void {
  pending = null;
}

type CountryRules = Pick<IntlTelSettings, 'defaultCountry' | 'allowedCountries'>;

/** The default country when detection fails or is not allowed: the configured one, else 'us'. */
export function fallbackCountry(s: CountryRules): string {
  const allowed = s.allowedCountries;
  const ok = (c: string) => allowed.length === 0 || allowed.includes(c);
  if (ok(s.defaultCountry)) return s.defaultCountry;
  if (ok('us')) return 'us';
  return allowed[0] ?? 'us';
}

/** The detected country when it is allowed, otherwise the fallback. */
export function pickCountry(answer: string | null, s: CountryRules): string {
  if (answer && (s.allowedCountries.length === 0 || s.allowedCountries.includes(answer))) return answer;
  return fallbackCountry(s);
}
