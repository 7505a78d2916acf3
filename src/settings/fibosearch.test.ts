import { afterEach, describe, expect, it } from 'vitest';
import { decodeNoResults, hasFiboSearch, readFiboSearch } from './fibosearch';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.dgwt_wcas;
});

describe('dgwt_wcas reader', () => {
  it('gives FiboSearch defaults when the global is missing', () => {
    const s = readFiboSearch();
    expect(hasFiboSearch()).toBe(false);
    expect(s.min_chars).toBe(3);
    expect(s.debounce_wait_ms).toBe(400);
    expect(s.layout_breakpoint).toBe(921);
    expect(s.mobile_overlay_breakpoint).toBe(921);
    expect(s.mobile_overlay_delay).toBe(0);
    expect(s.voice_search_lang).toBe('ar-SA');
    expect(s.voice_search_enabled).toBe(false);
    expect(s.show_headings).toBe(true);
    expect([s.show_images, s.show_price, s.show_desc, s.show_sale_badge, s.show_featured_badge]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(s.action_search).toBe('dgwt_wcas_ajax_search');
    expect(s.action_result_details).toBe('dgwt_wcas_result_details');
    expect(s.action_get_prices).toBe('dgwt_wcas_get_prices');
    expect(s.suggestions_wrapper).toBe('body');
    expect(s.custom_params).toEqual({});
    expect(s.labels).toEqual({});
    // FiboSearch's PHP defaults: every repair on except the hard re-scan
    expect(s.fixer).toEqual({
      broken_search_ui: true,
      broken_search_ui_ajax: true,
      broken_search_ui_hard: false,
      broken_search_elementor_popups: true,
      broken_search_jet_mobile_menu: true,
      broken_search_browsers_back_arrow: true,
      force_refresh_checkout: true,
    });
    expect(s.sug_width).toBe('');
  });

  it('reads "1" vs 1 vs true, numeric strings and wrong types', () => {
    w.dgwt_wcas = {
      min_chars: '2',
      debounce_wait_ms: 250,
      show_details_panel: '1',
      show_images: 1,
      show_price: true,
      show_desc: 'yes',
      show_sku: '0',
      dynamic_prices: 'nonsense',
      disable_hits: [],
      disable_submit: {},
      mobile_overlay_breakpoint: 'wide',
      voice_search_enabled: 'true',
      voice_search_lang: 5,
      show_recently_searched_products: '1',
      show_recently_searched_phrases: 0,
      go_to_first_variation_on_submit: false,
      send_ga_events: 1,
      enable_ga_site_search_module: '',
      fixer: {
        broken_search_ui: '1',
        force_refresh_checkout: '0',
        broken_search_ui_hard: 1,
        broken_search_browsers_back_arrow: 'x',
      },
      sug_width: 400,
      custom_params: { a: 1, b: 'x', c: { nested: true }, d: true },
    };
    const s = readFiboSearch();
    expect(hasFiboSearch()).toBe(true);
    expect(s.min_chars).toBe(2);
    expect(s.debounce_wait_ms).toBe(250);
    expect([s.show_details_panel, s.show_images, s.show_price, s.show_desc, s.show_sku]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(s.dynamic_prices).toBe(false);
    expect(s.disable_hits).toBe(false);
    expect(s.disable_submit).toBe(false);
    expect(s.mobile_overlay_breakpoint).toBe(921);
    expect(s.voice_search_enabled).toBe(true);
    expect(s.voice_search_lang).toBe('5');
    expect(s.show_recently_searched_products).toBe(true);
    expect(s.show_recently_searched_phrases).toBe(false);
    expect(s.send_ga_events).toBe(true);
    expect(s.enable_ga_site_search_module).toBe(false);
    expect(s.fixer).toMatchObject({
      broken_search_ui: true,
      force_refresh_checkout: false,
      broken_search_ui_hard: true,
      broken_search_browsers_back_arrow: true, // not a flag: the default
      broken_search_ui_ajax: true, // missing: the default
    });
    expect(s.sug_width).toBe('400');
    expect(s.custom_params).toEqual({ a: '1', b: 'x', d: 'true' });
  });

  it('clamps min_chars and negative timings', () => {
    w.dgwt_wcas = { min_chars: 0, debounce_wait_ms: -5, mobile_overlay_delay: '-1' };
    const s = readFiboSearch();
    expect(s.min_chars).toBe(1);
    expect(s.debounce_wait_ms).toBe(0);
    expect(s.mobile_overlay_delay).toBe(0);
  });

  it('accepts the whole global as a JSON string, and survives one that does not parse', () => {
    w.dgwt_wcas = JSON.stringify({ min_chars: 4, labels: { submit: 'ابحث' } });
    expect(readFiboSearch().min_chars).toBe(4);
    expect(readFiboSearch().labels.submit).toBe('ابحث');
    w.dgwt_wcas = '{not json';
    expect(readFiboSearch().min_chars).toBe(3);
  });

  it('decodes labels.no_results, which the platform prints JSON-encoded', () => {
    w.dgwt_wcas = {
      labels: {
        no_results: JSON.stringify('لا توجد <b>نتائج</b>'),
        search_hist: 'سجل البحث',
        bad: 5,
        worse: {},
      },
    };
    const s = readFiboSearch();
    expect(s.labels.no_results).toBe('لا توجد <b>نتائج</b>');
    expect(s.labels.search_hist).toBe('سجل البحث');
    expect(s.labels.bad).toBe('5');
    expect('worse' in s.labels).toBe(false);
    expect(decodeNoResults('plain text')).toBe('plain text');
    expect(decodeNoResults('{"a":1}')).toBe('{"a":1}');
    expect(decodeNoResults(undefined)).toBeUndefined();
  });

  it('never throws on a getter that throws', () => {
    Object.defineProperty(window, 'dgwt_wcas', {
      configurable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(readFiboSearch().min_chars).toBe(3);
    delete w.dgwt_wcas;
  });
});
