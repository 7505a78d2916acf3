// Where suggestions come from: a per-query cache (typing back and forth asks the server once), the
// prevent-bad-queries prefix rule (a query beginning with an earlier query that found nothing is not sent),
// a debounce, and latest-wins: only the newest query's answer is delivered; older requests still running are
// left to finish into the cache (at most MAX_INFLIGHT; beyond that, and on cancel, they are aborted, and an
// aborted request is not an error).
// Dynamic prices, when on, are fetched in one request after the suggestions and cached under product__{id}.
import { useEffect, useMemo } from 'react';
import { isAbort, latestWins } from '../../src/ajax';
import { debounce } from '../../src/dom/debounce';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { fetchPrices, fetchSuggestions } from './api';
import { precleanHtml } from '../../src/html/sanitize';
import type { Suggestion } from './suggestion';

const HTML_FIELDS = [
  'thumb_html',
  'price',
  'title_before',
  'title_after',
  'content_after',
  'meta_before',
  'meta_after',
] as const;

/**
 * Clean an answer's server HTML when it arrives (the sanitizer keeps the results), so rendering the list, and
 * re-rendering it on every keystroke, finds them ready instead of parsing 40 strings in the input handler.
 */
function prewarm(items: Suggestion[]): void {
  for (const s of items) for (const k of HTML_FIELDS) if (s[k]) precleanHtml(s[k]);
}

export interface SourceDeps {
  search?: typeof fetchSuggestions;
  prices?: typeof fetchPrices;
  /** extra parameters from the input's data-custom-params */
  extraParams?: Record<string, string>;
}

export interface Handlers {
  onStart(query: string): void;
  onResult(query: string, items: Suggestion[]): void;
  onError(query: string, error: unknown): void;
}

/** requests allowed to run side by side while the shopper types (older ones are aborted beyond this) */
const MAX_INFLIGHT = 3;
const NO_RESULTS: Suggestion[] = [{ type: 'no-results', value: '', url: '' }];

export function createSuggestionSource(cfg: FiboSearchSettings, deps: SourceDeps = {}) {
  const search = deps.search ?? fetchSuggestions;
  const prices = deps.prices ?? fetchPrices;
  const cache = new Map<string, Suggestion[]>();
  const priceCache = new Map<string, string>();
  const badQueries: string[] = [];
  const priceLatest = latestWins();
  const later = debounce((ask: () => void) => ask(), cfg.debounce_wait_ms);

  // updatePrices: a product's price comes from the cache, or shows FiboSearch's placeholder until it loads (and
  // keeps it when the request fails)
  const dynamic = cfg.show_price && cfg.dynamic_prices;
  const withPrices = (items: Suggestion[]) =>
    items.map((s) => {
      const id =
        s.type === 'product_variation' ? s.variation_id : s.type === 'product' ? s.post_id : undefined;
      if (id === undefined || !dynamic) return s;
      const p = priceCache.get(`product__${id}`);
      return p !== undefined ? { ...s, price: p } : { ...s, price_loading: true };
    });

  function loadPrices(query: string, items: Suggestion[], h: Handlers) {
    if (!cfg.show_price || !cfg.dynamic_prices) return;
    const ids = items
      .map((s) =>
        s.type === 'product_variation' ? s.variation_id : s.type === 'product' ? s.post_id : undefined,
      )
      .filter((id): id is number => typeof id === 'number' && !priceCache.has(`product__${id}`));
    if (!ids.length) return;
    priceLatest
      .run((signal) => prices(cfg, ids, signal))
      .then((map) => {
        for (const [id, html] of Object.entries(map)) {
          priceCache.set(`product__${id}`, html);
          precleanHtml(html);
        }
        const updated = withPrices(items);
        cache.set(query, updated);
        h.onResult(query, updated);
      })
      .catch(() => {
        /* price failures are ignored, as FiboSearch does; the placeholders remain */
      });
  }

  /** In-flight requests by query: a query typed again while its request runs joins it. */
  const inflight = new Map<string, { promise: Promise<Suggestion[]>; controller: AbortController }>();
  let latestQuery = '';

  function fetchQuery(query: string): Promise<Suggestion[]> {
    const running = inflight.get(query);
    if (running) return running.promise;
    // Superseded requests are not aborted but left to finish into the cache (typing back and forth asks the
    // server once); only the newest query's answer is delivered. At most MAX_INFLIGHT run at once.
    if (inflight.size >= MAX_INFLIGHT) {
      const [oldest, entry] = inflight.entries().next().value ?? [];
      if (oldest !== undefined && entry) {
        entry.controller.abort();
        inflight.delete(oldest);
      }
    }
    const controller = new AbortController();
    const promise = search(cfg, query, deps.extraParams ?? {}, controller.signal)
      .then((answer) => {
        const items = answer.suggestions.length ? answer.suggestions : NO_RESULTS;
        // FiboSearch's processResponse (preventBadQueries on, cache on) counts a query as bad only when the
        // answer has no suggestions at all: its own "no results" answer is one suggestion and never counts
        if (!answer.suggestions.length) badQueries.push(query);
        cache.set(query, items);
        prewarm(items);
        return items;
      })
      .finally(() => {
        if (inflight.get(query)?.controller === controller) inflight.delete(query);
      });
    inflight.set(query, { promise, controller });
    return promise;
  }

  return {
    /** What is known for this query without asking the server (cache or the prefix rule). */
    known(query: string): Suggestion[] | undefined {
      const hit = cache.get(query);
      if (hit) return withPrices(hit);
      if (badQueries.some((b) => query.startsWith(b))) return NO_RESULTS;
      return undefined;
    },
    request(query: string, h: Handlers): void {
      later.cancel();
      latestQuery = query;
      const known = this.known(query);
      if (known) {
        h.onResult(query, known);
        return;
      }
      const ask = () => {
        h.onStart(query);
        fetchQuery(query)
          .then((items) => {
            if (latestQuery !== query) return; // a stale answer never shows
            h.onResult(query, withPrices(items));
            loadPrices(query, items, h);
          })
          .catch((e: unknown) => {
            if (isAbort(e) || latestQuery !== query) return;
            h.onError(query, e);
          });
      };
      // FiboSearch asks at once when its debounce is 0 (jquery.dgwt-wcas.js proceedChangedValue resolves the
      // input phase without a timer); a timer of 0 put a task between the keystroke and the request
      if (cfg.debounce_wait_ms > 0) later(ask);
      else ask();
    },
    cancel(): void {
      later.cancel();
      latestQuery = '';
      for (const { controller } of inflight.values()) controller.abort();
      inflight.clear();
    },
  };
}

export type SuggestionSource = ReturnType<typeof createSuggestionSource>;

/** Ask for suggestions whenever the trimmed query changes and is long enough. */
export function useSuggestions(
  cfg: FiboSearchSettings,
  query: string,
  enabled: boolean,
  handlers: Handlers,
  deps?: SourceDeps,
): SuggestionSource {
  const source = useMemo(() => createSuggestionSource(cfg, deps), [cfg, deps]);
  const q = query.trim();
  useEffect(() => {
    if (!enabled || q.length < cfg.min_chars) {
      source.cancel();
      return;
    }
    source.request(q, handlers);
    // handlers are stable dispatch wrappers; the query is what drives a request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, enabled, source, cfg.min_chars]);
  useEffect(() => () => source.cancel(), [source]);
  return source;
}
