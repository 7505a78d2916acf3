// Typed reader for FiboSearch's `dgwt_wcas` global: every key, with FiboSearch's own defaults,
// never throwing. Labels the platform prints win over ours; `labels.no_results` arrives JSON-encoded.
import { fixerFlags as fixer } from './fibosearchFixer';
import { bool, isRecord, num, obj, optStr, parseJson, readGlobal, record, str } from './parse';

/** `custom_params`: an object of extra query parameters (scalars only; objects and arrays dropped). */
const customParams = record((v) =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined,
);

const dgwtWcas = obj({
  labels: record(optStr),
  ajax_search_endpoint: str('/?wc-ajax=dgwt_wcas_ajax_search'),
  ajax_details_endpoint: str('/?wc-ajax=dgwt_wcas_result_details'),
  ajax_prices_endpoint: str('/?wc-ajax=dgwt_wcas_get_prices'),
  action_search: str('dgwt_wcas_ajax_search'),
  action_result_details: str('dgwt_wcas_result_details'),
  action_get_prices: str('dgwt_wcas_get_prices'),
  min_chars: num(3),
  width: str('auto'),
  // printed only when numeric and above 100; the list takes it as its minimum inline size (panelLayout.ts)
  sug_width: str(''),
  show_details_panel: bool(false),
  show_images: bool(false),
  show_price: bool(false),
  show_desc: bool(false),
  show_sku: bool(false),
  show_sale_badge: bool(false),
  show_featured_badge: bool(false),
  dynamic_prices: bool(false),
  is_rtl: bool(true),
  show_preloader: bool(true),
  show_headings: bool(true),
  preloader_url: str(''),
  taxonomy_brands: str(''),
  img_url: str(''),
  is_premium: bool(false),
  layout_breakpoint: num(921),
  mobile_overlay_breakpoint: num(921),
  mobile_overlay_wrapper: str('body'),
  mobile_overlay_delay: num(0),
  debounce_wait_ms: num(400),
  send_ga_events: bool(false),
  enable_ga_site_search_module: bool(false),
  magnifier_icon: str(''),
  magnifier_icon_pirx: str(''),
  history_icon: str(''),
  close_icon: str(''),
  back_icon: str(''),
  preloader_icon: str(''),
  voice_search_inactive_icon: str(''),
  voice_search_active_icon: str(''),
  voice_search_disabled_icon: str(''),
  custom_params: customParams,
  convert_html: bool(true),
  suggestions_wrapper: str('body'),
  show_product_vendor: bool(false),
  disable_hits: bool(false),
  disable_submit: bool(false),
  fixer,
  voice_search_enabled: bool(false),
  voice_search_lang: str('ar-SA'),
  show_recently_searched_products: bool(false),
  show_recently_searched_phrases: bool(false),
  go_to_first_variation_on_submit: bool(false),
  current_lang: str(''),
});

export type FiboSearchSettings = ReturnType<typeof dgwtWcas>;

/** `labels.no_results` is `json_encode(label)`: decode it when it is a JSON string, keep it raw otherwise. */
export function decodeNoResults(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const parsed = parseJson(raw);
  return typeof parsed === 'string' ? parsed : raw;
}

export function readFiboSearch(): FiboSearchSettings {
  const s = readGlobal('dgwt_wcas', dgwtWcas);
  const labels = { ...s.labels };
  const noResults = decodeNoResults(labels.no_results);
  if (noResults !== undefined) labels.no_results = noResults;
  // min_chars below 1 would send a request per keystroke on an empty box; FiboSearch clamps the same way.
  const min = Math.max(1, Math.floor(s.min_chars));
  return {
    ...s,
    labels,
    min_chars: min,
    debounce_wait_ms: Math.max(0, s.debounce_wait_ms),
    mobile_overlay_delay: Math.max(0, s.mobile_overlay_delay),
  };
}

/** Whether the page printed the global at all (the widget still runs with defaults when it did not). */
export const hasFiboSearch = (): boolean => readGlobal('dgwt_wcas', (v) => isRecord(v));
