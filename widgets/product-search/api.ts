// FiboSearch's three calls through the one client: the search (GET `s` + custom params), the
// details panel (POST items [{objectID, value}]) and the Pro dynamic prices (POST items [ids]).
import { wcAjax } from '../../src/ajax';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { parseDetailsAnswer, parsePricesAnswer, parseSearchAnswer, type SearchAnswer } from './suggestion';

export function fetchSuggestions(
  cfg: FiboSearchSettings,
  query: string,
  extraParams: Record<string, string>,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  const params = new URLSearchParams();
  params.set('s', query);
  if (cfg.current_lang) params.set('l', cfg.current_lang);
  for (const [k, v] of Object.entries({ ...cfg.custom_params, ...extraParams }))
    if (k !== 's') params.set(k, v);
  return wcAjax(cfg.action_search, params, parseSearchAnswer, {
    method: 'GET',
    url: cfg.ajax_search_endpoint,
    signal,
    timeoutMs: 15_000,
  });
}

export async function fetchDetails(
  cfg: FiboSearchSettings,
  objectID: string,
  value: string,
  signal: AbortSignal,
) {
  const answer = await wcAjax(
    cfg.action_result_details,
    { action: cfg.action_result_details, items: [{ objectID, value }] },
    parseDetailsAnswer,
    { url: cfg.ajax_details_endpoint, signal, timeoutMs: 15_000 },
  );
  const item = answer.items.find((i) => i.objectID === objectID);
  return { html: item?.html ?? answer.html, price: item?.price };
}

export function fetchPrices(
  cfg: FiboSearchSettings,
  ids: number[],
  signal: AbortSignal,
): Promise<Record<string, string>> {
  return wcAjax(cfg.action_get_prices, { action: cfg.action_get_prices, items: ids }, parsePricesAnswer, {
    url: cfg.ajax_prices_endpoint,
    signal,
    timeoutMs: 15_000,
  });
}
