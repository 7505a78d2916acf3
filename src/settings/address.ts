// The two globals WooCommerce prints for its country and address scripts (WC_Frontend_Scripts::get_script_data):
// `wc_country_select_params.countries` (each allowed country's states: a list, an empty list when the country
// has none to choose, no entry when WooCommerce knows none and a text field is asked for) and
// `wc_address_i18n_params` (the country locale: each field's label, placeholder, required, hidden, priority,
// class; the rows each field key acts on). Both are JSON strings, `&quot;`-escaped in older releases.
import { arr, bool, isRecord, obj, optNum, optStr, parseJson, readGlobal, record, str } from './parse';

const unquote = (v: string) => v.replace(/&quot;/g, '"');

export type States = Record<string, Record<string, string>>;

/** Each country's states, in the order printed; an empty object where the list is empty. */
export function parseStates(json: string): States {
  const src = parseJson(unquote(json));
  const out: States = {};
  if (!isRecord(src)) return out;
  for (const [country, list] of Object.entries(src)) {
    if (Array.isArray(list)) out[country] = {};
    else if (isRecord(list)) out[country] = record(optStr)(list);
  }
  return out;
}

const countrySelect = obj({ countries: str('{}'), i18n_select_state_text: str('') });
export const readCountrySelectParams = () => {
  const p = readGlobal('wc_country_select_params', countrySelect);
  return { states: parseStates(p.countries), selectStateText: p.i18n_select_state_text };
};

const fieldLocale = obj({
  label: optStr,
  placeholder: optStr,
  required: (v: unknown) => (v === undefined ? undefined : bool(false)(v)),
  hidden: (v: unknown) => (v === undefined ? undefined : bool(false)(v)),
  priority: optNum,
  class: (v: unknown) => (Array.isArray(v) ? arr(optStr)(v) : undefined),
});
export type FieldLocale = ReturnType<typeof fieldLocale>;
export type CountryLocale = Record<string, Record<string, FieldLocale>>;

const i18n = obj({
  locale: str('{}'),
  locale_fields: str('{}'),
  i18n_optional_text: str(''),
});

export interface AddressI18n {
  locale: CountryLocale;
  fields: Record<string, string>;
  optionalText: string;
}

/** null when the page does not print the global (the address script is not enqueued there). */
export function readAddressI18n(): AddressI18n | null {
  if (typeof window === 'undefined' || !('wc_address_i18n_params' in window)) return null;
  const p = readGlobal('wc_address_i18n_params', i18n);
  return {
    locale: record(record(fieldLocale))(unquote(p.locale)),
    fields: record(optStr)(unquote(p.locale_fields)),
    optionalText: p.i18n_optional_text,
  };
}
