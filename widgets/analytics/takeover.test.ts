// The bundle takes over Google Analytics for WooCommerce's tracker (main.js): these are the events main.js sends
// that the bundle must now send itself, read from ga4w as main.js reads it (integrations/classic.js,
// integrations/wp-consent-api.js), each once.
import { afterEach, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { emit } from '../../src/dom/events';
import { getStore } from '../../src/store';
import widget from './index';

type Push = { event?: string; ecommerce?: Record<string, unknown> | null };
const w = window as unknown as Record<string, unknown> & {
  dataLayer?: unknown[];
  ga4w?: { data: Record<string, unknown>; settings: Record<string, unknown> };
};
const events = (name: string) =>
  (w.dataLayer ?? []).filter(
    (x): x is Push => typeof x === 'object' && x !== null && (x as Push).event === name,
  );
let stop: () => void = () => {};
const mount = () => {
  stop = widget.mount(document.body, { name: 'analytics', store: getStore() });
};

afterEach(() => {
  stop();
  for (const k of [
    'dataLayer',
    'gtag',
    'ga4w',
    'wp_has_consent',
    'consent_api_get_cookie',
    'consent_api',
    'wp_consent_type',
  ])
    delete w[k];
});

describe('events main.js sent, sent once by the bundle', () => {
  it("another script's added_to_cart (its button's data-product_id) sends add_to_cart for that ga4w product", () => {
    loadPage('/shop/');
    mount();
    const button = document.querySelector('li.post-101 .add_to_cart_button')!;
    emit('added_to_cart', [{}, 'hash', button]);
    expect(events('add_to_cart')).toHaveLength(1);
    expect(events('add_to_cart')[0]?.ecommerce).toMatchObject({
      items: [{ item_id: '101', item_category: 'أجهزة المطبخ' }],
    });
  });

  it("the cart widget's own add is sent once, with its value, not again for its added_to_cart event", () => {
    loadPage('/shop/');
    mount();
    getStore()
      .getState()
      .publishAdd({
        productId: 101,
        variationId: 0,
        name: 'غلاية',
        quantity: 1,
        value: 649,
        type: 'simple',
        items: [{ id: 101, name: 'غلاية', price: 649, quantity: 1 }],
      });
    emit('added_to_cart', [{}, 'hash', document.querySelector('li.post-101 .add_to_cart_button')]);
    expect(events('add_to_cart')).toHaveLength(1);
    expect(events('add_to_cart')[0]?.ecommerce).toMatchObject({ value: 649 });
  });

  it('a page load that added (ga4w data.events add_to_cart + data.added_to_cart) sends add_to_cart once', () => {
    loadPage('/product/electric-kettle/');
    const g = w.ga4w!;
    // what WC_Google_Gtag_JS prints after a no-JS add: the event name and the added product
    g.data.events = [...((g.data.events as string[] | undefined) ?? []), 'add_to_cart'];
    g.data.added_to_cart = g.data.product;
    mount();
    expect(events('add_to_cart')).toHaveLength(1);
    expect(events('add_to_cart')[0]?.ecommerce).toMatchObject({ items: [{ item_id: '101', quantity: 1 }] });
  });

  it('WP Consent API: the current choices once, then each change, as consent updates to the tracker', () => {
    const calls: unknown[][] = [];
    w.gtag = (...args: unknown[]) => calls.push(args);
    w.wp_has_consent = (category: string) => category === 'statistics';
    w.consent_api_get_cookie = (name: string) =>
      name === 'wp_consent_statistics' ? 'allow' : name === 'wp_consent_marketing' ? 'deny' : '';
    w.consent_api = { cookie_prefix: 'wp_consent' };
    loadPage('/');
    mount();
    expect(calls.filter((c) => c[0] === 'consent')).toEqual([
      [
        'consent',
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
    document.dispatchEvent(
      new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }),
    );
    expect(calls.filter((c) => c[0] === 'consent').at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    document.dispatchEvent(
      new CustomEvent('wp_listen_for_consent_change', { detail: { preferences: 'allow' } }),
    );
    expect(calls.filter((c) => c[0] === 'consent')).toHaveLength(2);
  });
});
