// FiboSearch's document CustomEvents that other code may listen to, and the analytics hooks:
// `sw_search` for the analytics widget, and FiboSearch's optional GA event + virtual page view.
import { emit } from '../../src/dom/events';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { sendGaEvent } from '../../src/dom/gtag';

export type FiboEvent =
  | 'open'
  | 'close'
  | 'show-suggestions'
  | 'no-results'
  | 'show-details-panel'
  | 'show-pre-suggestions'
  | 'show-mobile-overlay'
  | 'hide-mobile-overlay'
  | 'ping';

export function fibo(name: FiboEvent, detail: Record<string, unknown> = {}): void {
  document.dispatchEvent(new CustomEvent(`fibosearch/${name}`, { detail }));
}

/** A submitted search: the analytics widget listens for `sw_search`. */
export function searchSubmitted(term: string): void {
  emit('sw_search', [{ search_term: term }]);
}

/** FiboSearch's `autocomplete_search` event (and, with the site-search module, a virtual page view), through the
 * bundle's one GA sender; without a gtag function, pushed only to a dataLayer the page already has. */
export function gaEvent(cfg: FiboSearchSettings, category: string, term: string): void {
  if (!cfg.send_ga_events) return;
  const pagePath = `/?s=${encodeURIComponent(term)}&post_type=product&dgwt_wcas=1`;
  const search = { event_category: category, event_label: term };
  sendGaEvent('autocomplete_search', search, {
    dataLayerEntries: [{ event: 'autocomplete_search', ...search }],
    existingDataLayerOnly: true,
  });
  if (cfg.enable_ga_site_search_module)
    sendGaEvent(
      'page_view',
      { page_path: pagePath },
      { dataLayerEntries: [{ event: 'page_view', page_path: pagePath }], existingDataLayerOnly: true },
    );
}
