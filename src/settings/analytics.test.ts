import { afterEach, describe, expect, it } from 'vitest';
import { readGa4w } from './analytics';

const w = window as unknown as Record<string, unknown>;
afterEach(() => delete w.ga4w);

describe('readGa4w', () => {
  it('missing global: empty data, gtag, all events', () => {
    const { data, settings } = readGa4w();
    expect(data).toEqual({
      cart: null,
      products: [],
      product: null,
      order: null,
      events: [],
      addedToCart: null,
    });
    expect(settings).toEqual({ trackerFunctionName: 'gtag', events: [], identifier: '' });
  });

  it('reads Store API shapes with minor units; numbers as strings or numbers', () => {
    w.ga4w = {
      data: {
        product: {
          id: '101',
          name: 'غلاية',
          categories: [{ name: 'أجهزة المطبخ' }, 'x'],
          prices: { price: '64900', currency_minor_unit: '2' },
        },
        products: { 101: { id: 101, name: 'a' }, 102: { id: 102, name: 'b' } },
        order: {
          id: 3101,
          totals: {
            total_price: '150000',
            tax_total: 1400,
            shipping_total: '5000',
            currency_code: 'EGP',
            currency_minor_unit: 2,
          },
          items: [{ id: 1, quantity: '3', variation: [{ attribute: 'color', value: 'red' }] }],
        },
        events: ['view_item', 5, null],
      },
      settings: { tracker_function_name: 'gtag', events: 'not a list', identifier: 'product_sku' },
    };
    const { data, settings } = readGa4w();
    expect(data.product).toMatchObject({
      id: 101,
      price: 64900,
      minorUnit: 2,
      categories: ['أجهزة المطبخ', 'x'],
    });
    expect(data.products.map((p) => p.id)).toEqual([101, 102]);
    expect(data.order?.id).toBe('3101');
    expect(data.order?.totals).toMatchObject({ total_price: 150000, tax_total: 1400, shipping_total: 5000 });
    expect(data.order?.items[0]).toMatchObject({ quantity: 3, variation: 'color: red' });
    expect(data.events).toEqual(['view_item', '5']);
    expect(settings).toMatchObject({ events: [], identifier: 'product_sku' });
  });

  it('a tracker name that is not an identifier falls back to gtag; JSON strings are read', () => {
    w.ga4w = { settings: { tracker_function_name: 'alert(1)//' } };
    expect(readGa4w().settings.trackerFunctionName).toBe('gtag');
    w.ga4w = JSON.stringify({ data: { events: ['purchase'] } });
    expect(readGa4w().data.events).toEqual(['purchase']);
    w.ga4w = { data: JSON.stringify({ events: ['view_cart'] }) };
    expect(readGa4w().data.events).toEqual(['view_cart']);
    w.ga4w = '{"data": ';
    expect(readGa4w().data.events).toEqual([]);
  });
});
