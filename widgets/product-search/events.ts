// FiboSearch's document CustomEvents (contract §3) that other code may listen to, and the analytics hooks:
// `sw_search` for the analytics widget, and FiboSearch's optional GA event + virtual page view.
import { readWindow } from '../../src/dom/globals';
import { emit } from '../../src/dom/events';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';

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


/** FiboSearch's `autocomplete_search` event (and, with the site-search module, a virtual page view). */
export function gaEvent(cfg: FiboSearchSettings, category: string, term: string): void {
  if (!cfg.send_ga_events) return;
  const gtag = readWindow('gtag');
  const dataLayer = readWindow('dataLayer');
  const pagePath = `/?s=${encodeURIComponent(term)}&post_type=product&dgwt_wcas=1`;
  try {
    if (typeof gtag === 'function') {
      gtag('event', 'autocomplete_search', { event_category: category, event_label: term });
      if (cfg.enable_ga_site_search_module) gtag('event', 'page_view', { page_path: pagePath });
    } else if (Array.isArray(dataLayer)) {
      dataLayer.push({ event: 'autocomplete_search', event_category: category, event_label: term });
      if (cfg.enable_ga_site_search_module) dataLayer.push({ event: 'page_view', page_path: pagePath });
    }
  } catch {
    /* a broken analytics tag must not break the search */
  }
}
