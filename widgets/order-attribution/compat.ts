// What only some shops need, loaded only there: the block checkout's hand-off (blocks.ts, where wp.data is on the
// page), WooCommerce's base64 cookie option (base64Cookies.ts), and
// WooCommerce 8.5's forms: plain hidden inputs named `<prefix><field>`
// (outside any <wc-order-attribution-inputs>), filled by value. Their names follow the printed field map, or, as
// 8.5 printed none, its own schema (order-attribution.js 8.5 `sbjsDataToSchema`: type, url, utm_*, session_*,
// user_agent).
import { DEFAULT_FIELDS, type AttributionSettings } from '../../src/settings/attribution';
import { TAG } from './element';
import type { SbjsData } from './sourcebuster';
import { attributionValues } from './values';

export { setBase64Cookies } from './base64Cookies';
export { setBlockCheckoutData, whenCheckoutStoreChanges } from './blocks';

const {
  source_type: _s,
  referrer: _r,
  utm_source_platform: _p,
  utm_creative_format: _f,
  utm_marketing_tactic: _t,
  ...rest85
} = DEFAULT_FIELDS;
export const WC85_FIELDS: Readonly<Record<string, string>> = {
  type: 'current.typ',
  url: 'current_add.rf',
  ...rest85,
};

export function fillPlainInputs(s: AttributionSettings, data: SbjsData | null): void {
  const values = attributionValues(s.fieldsPrinted ? s.fields : WC85_FIELDS, s.allowTracking ? data : null);
  for (const input of Array.from(document.querySelectorAll('input'))) {
    if (!input.name.startsWith(s.prefix) || input.closest(TAG)) continue;
    const field = input.name.slice(s.prefix.length);
    if (Object.hasOwn(values, field)) input.value = values[field] ?? '';
  }
}
