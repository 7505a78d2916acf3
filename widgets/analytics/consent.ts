// Google Analytics for WooCommerce's WP Consent API integration (integrations/wp-consent-api.js), which its
// taken-over main.js ran: the visitor's current choices as a consent update once, then every change of the
// statistics (analytics_storage) or marketing (ad_storage, ad_user_data, ad_personalization) category.
import { readWindow, writeWindow } from '../../src/dom/globals';
import { updateGaConsent } from '../../src/dom/gtag';

const CONSENT_MAP: Record<string, string[]> = {
  statistics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};
type State = Record<string, 'granted' | 'denied'>;

function currentState(): State {
  const has = readWindow('wp_has_consent');
  const getCookie = readWindow('consent_api_get_cookie');
  const api = readWindow('consent_api');
  if (typeof has !== 'function' || typeof getCookie !== 'function') return {};
  if (readWindow('wp_consent_type') === undefined) writeWindow('wp_consent_type', 'optin');
  const prefix =
    typeof api === 'object' && api !== null && 'cookie_prefix' in api && typeof api.cookie_prefix === 'string'
      ? api.cookie_prefix
      : 'wp_consent';
  const state: State = {};
  for (const [category, types] of Object.entries(CONSENT_MAP)) {
    if (getCookie(`${prefix}_${category}`) === '') continue;
    const granted = has(category) ? 'granted' : 'denied';
    for (const t of types) state[t] = granted;
  }
  return state;
}

export function trackConsent(trackerName: string): () => void {
  const initial = currentState();
  if (Object.keys(initial).length) updateGaConsent(initial, trackerName);
  const onChange = (e: Event) => {
    const detail: unknown = e instanceof CustomEvent ? e.detail : null;
    if (typeof detail !== 'object' || detail === null) return;
    const [category, value] = Object.entries(detail)[0] ?? [];
    const types = category ? CONSENT_MAP[category] : undefined;
    if (!types) return;
    const state: State = {};
    for (const t of types) state[t] = value === 'allow' ? 'granted' : 'denied';
    updateGaConsent(state, trackerName);
  };
  document.addEventListener('wp_listen_for_consent_change', onChange);
  return () => document.removeEventListener('wp_listen_for_consent_change', onChange);
}
