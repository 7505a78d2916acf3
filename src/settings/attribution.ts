// WooCommerce order attribution: `wc_order_attribution` with its params and the field map from
// attribution field name to sourcebuster path. Builds on readOrderAttribution (woocommerce.ts) and fills what a
// trimmed or broken global leaves out, so the hidden inputs always cover every field WooCommerce's attribution sends.
import { readOrderAttribution } from './woocommerce';

/** WooCommerce's own map (OrderAttributionController::get_fields), used when the page prints none. */
export const DEFAULT_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

const SAFE_NAME = /^[a-z0-9_]{1,64}$/i;
const SAFE_PATH = /^[a-z_]+\.[a-z]+$/i;

export interface AttributionSettings {
  lifetime: number;
  session: number;
  base64: boolean;
  prefix: string;
  allowTracking: boolean;
  fields: Record<string, string>;
  /** the global printed a field map (WooCommerce 8.6+); 8.5 printed none */
  fieldsPrinted: boolean;
}

/** The attribution settings, never throwing: odd field names or paths are dropped, not trusted. */
export function readAttribution(): AttributionSettings {
  const raw = readOrderAttribution();
  const fields: Record<string, string> = {};
  for (const [name, path] of Object.entries(raw.fields)) {
    if (SAFE_NAME.test(name) && SAFE_PATH.test(path)) fields[name] = path;
  }
  const p = raw.params;
  return {
    lifetime: p.lifetime > 0 ? p.lifetime : 0.00001,
    session: p.session > 0 ? p.session : 30,
    base64: p.base64,
    prefix: SAFE_NAME.test(p.prefix) ? p.prefix : 'wc_order_attribution_',
    allowTracking: p.allowTracking,
    fields: Object.keys(fields).length ? fields : { ...DEFAULT_FIELDS },
    fieldsPrinted: Object.keys(fields).length > 0,
  };
}
