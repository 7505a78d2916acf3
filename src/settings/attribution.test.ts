import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS, readAttribution } from './attribution';

const w = window as unknown as Record<string, unknown>;
afterEach(() => delete w.wc_order_attribution);

describe('readAttribution', () => {
  it('missing global: WooCommerce defaults and every attribution field', () => {
    expect(w).not.toHaveProperty('wc_order_attribution');
    const s = readAttribution();
    expect(s).toMatchObject({
      lifetime: 0.00001,
      session: 30,
      prefix: 'wc_order_attribution_',
      allowTracking: true,
    });
    expect(s.fields).toEqual(DEFAULT_FIELDS);
    expect(Object.keys(s.fields)).toHaveLength(16);
  });

  it('wrong-typed flags and numbers: "1" vs 1 vs true, numeric strings', () => {
    for (const [v, want] of [
      ['1', true],
      [1, true],
      [true, true],
      ['0', false],
      [0, false],
      ['', false],
      [false, false],
      ['no', false],
    ] as const) {
      w.wc_order_attribution = { params: { allowTracking: v } };
      expect(readAttribution().allowTracking).toBe(want);
    }
    w.wc_order_attribution = { params: { lifetime: '0.5', session: '45' } };
    expect(readAttribution()).toMatchObject({ lifetime: 0.5, session: 45 });
    w.wc_order_attribution = { params: { lifetime: -3, session: 'abc', prefix: '"><svg>' } };
    expect(readAttribution()).toMatchObject({
      lifetime: 0.00001,
      session: 30,
      prefix: 'wc_order_attribution_',
    });
  });

  it('a JSON-string global is read; one that does not parse falls back', () => {
    w.wc_order_attribution = JSON.stringify({
      params: { allowTracking: false },
      fields: { source_type: 'current.typ' },
    });
    expect(readAttribution()).toMatchObject({ allowTracking: false, fields: { source_type: 'current.typ' } });
    w.wc_order_attribution = '{"params": ';
    expect(readAttribution().fields).toEqual(DEFAULT_FIELDS);
  });

  it('drops field names and paths that are not plain identifiers', () => {
    w.wc_order_attribution = {
      fields: { source_type: 'current.typ', 'x"><img': 'current.src', evil: 'constructor', n: 5 },
    };
    expect(readAttribution().fields).toEqual({ source_type: 'current.typ' });
  });
});
