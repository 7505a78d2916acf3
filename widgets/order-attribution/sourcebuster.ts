// Runs sourcebuster (the library WooCommerce ships as `sourcebuster-js`) and returns its `get` data. The npm
// build (1.1.0) knows the classic utm_* fields only; WooCommerce's copy also keeps utm_id,
// utm_source_platform, utm_creative_format and utm_marketing_tactic in `sbjs_current` (id, plt, fmt, tct), so
// this adds them to the cookie the same way: from the URL on a campaign visit, '(none)' for a new source.
import sbjs from 'sourcebuster/src/js/sourcebuster.js';
import type { AttributionSettings } from '../../src/settings/attribution';
import sbCookies from 'sourcebuster/src/js/helpers/cookies.js';
import { cookieDomain } from './cookies';
import { withCookiesReadOnce } from '../../src/dom/cookies';

export type SbjsData = Record<string, Record<string, string>>;

const EXTRA: Record<string, string> = {
  id: 'utm_id',
  plt: 'utm_source_platform',
  fmt: 'utm_creative_format',
  tct: 'utm_marketing_tactic',
};
const CAMPAIGN_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'yclid',
];
const DELIMITER = '|||';
const NONE = '(none)';

// read and written through sourcebuster's own cookie helper, so the cookie keeps its format (plain or base64)
function addCampaignExtras(get: SbjsData, lifetimeMinutes: number): void {
  const packed = sbCookies.get('sbjs_current');
  const current = get.current;
  if (!packed || !current) return;
  const query = new URLSearchParams(location.search);
  const campaignVisit = CAMPAIGN_KEYS.some((k) => query.has(k));
  if (!campaignVisit && Object.keys(EXTRA).every((alias) => alias in current)) return; // an earlier source is kept
  const parts = packed.split(DELIMITER).filter((part) => !Object.hasOwn(EXTRA, part.split('=')[0] ?? ''));
  for (const [alias, param] of Object.entries(EXTRA)) {
    const v = (campaignVisit && query.get(param)) || NONE;
    // packed values are percent-encoded, as sourcebuster packs the raw query values
    parts.push(`${alias}=${encodeURIComponent(v)}`);
    current[alias] = v;
  }
  const { host, isolate } = cookieDomain();
  sbCookies.set('sbjs_current', parts.join(DELIMITER), lifetimeMinutes, host, isolate);
}

function init(settings: AttributionSettings): SbjsData {
  const domain = cookieDomain();
  sbjs.init({
    lifetime: settings.lifetime,
    session_length: settings.session,
    timezone_offset: '0', // UTC, as WooCommerce
    ...(domain.isolate ? { domain } : {}),
  });
  // this init's own data (sourcebuster makes a new object per init): the campaign extras are added to it
  const get: SbjsData = sbjs.get ?? {};
  // sourcebuster's lifetime is months, its cookies minutes (whole minutes: 0.00001 months is a session cookie)
  addCampaignExtras(get, Math.trunc(settings.lifetime * 30 * 24 * 60));
  return get;
}

let data: SbjsData | null = null;
/**
 * Initialise sourcebuster once per page (it counts page views) and return its data. It reads document.cookie once
 * per cookie it looks at (24 reads on a first visit, with js-cookie's): read once between its writes instead.
 */
export function runSourcebuster(settings: AttributionSettings): SbjsData {
  return (data ??= withCookiesReadOnce(init, settings));
}

/** Consent withdrawn: the next grant starts sourcebuster afresh. */
export function forgetSourcebuster(): void {
  data = null;
}
