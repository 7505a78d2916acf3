import { afterEach, describe, expect, it, vi } from 'vitest';
import { fibo, gaEvent, searchSubmitted } from './events';
import { readFiboSearch } from '../../src/settings/fibosearch';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.gtag;
  delete w.dataLayer;
});

describe('search analytics and events', () => {
  it('sends autocomplete_search (and the virtual page view) only when send_ga_events is on', () => {
    const cfg = readFiboSearch();
    w.dataLayer = [];
    gaEvent(cfg, 'Autocomplete Search: Found', 'قهوة');
    expect(w.dataLayer).toEqual([]);
    gaEvent({ ...cfg, send_ga_events: true }, 'Autocomplete Search: Found', 'قهوة');
    expect(w.dataLayer).toEqual([
      { event: 'autocomplete_search', event_category: 'Autocomplete Search: Found', event_label: 'قهوة' },
    ]);
    const gtag = vi.fn();
    w.gtag = gtag;
    gaEvent(
      { ...cfg, send_ga_events: true, enable_ga_site_search_module: true },
      'Autocomplete Search: Submit',
      'كعك',
    );
    expect(gtag.mock.calls).toEqual([
      ['event', 'autocomplete_search', { event_category: 'Autocomplete Search: Submit', event_label: 'كعك' }],
      ['event', 'page_view', { page_path: `/?s=${encodeURIComponent('كعك')}&post_type=product&dgwt_wcas=1` }],
    ]);
  });

  it('a throwing gtag does not break the search', () => {
    w.gtag = () => {
      throw new Error('blocked');
    };
    expect(() => gaEvent({ ...readFiboSearch(), send_ga_events: true }, 'x', 'y')).not.toThrow();
  });

  it('publishes sw_search for the analytics widget (jQuery too when present) and fibosearch/* on document', async () => {
    const seen: unknown[] = [];
    document.body.addEventListener('storefront:sw_search', (e) => seen.push((e as CustomEvent).detail));
    const $ = (await import('jquery')).default;
    (window as unknown as { jQuery: unknown }).jQuery = $;
    const jq: unknown[] = [];
    $(document.body).on('sw_search', (_e: unknown, arg: unknown) => jq.push(arg));
    searchSubmitted('قهوة');
    expect(seen).toEqual([[{ search_term: 'قهوة' }]]);
    expect(jq).toEqual([{ search_term: 'قهوة' }]);
    delete (window as unknown as { jQuery?: unknown }).jQuery;
    const got: unknown[] = [];
    document.addEventListener('fibosearch/ping', (e) => got.push((e as CustomEvent).detail));
    fibo('ping', { a: 1 });
    expect(got).toEqual([{ a: 1 }]);
  });
});
