import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { addLine } from '../../fixtures/backend/routes/cart';
import { emit } from '../../src/dom/events';
import { getStore } from '../../src/store';
import widget from './index';

type Push = { event?: string; ecommerce?: Record<string, unknown> | null };
const w = window as unknown as { dataLayer?: unknown[]; gtag?: unknown; ga4w?: unknown };
const events = (name?: string) =>
  (w.dataLayer ?? []).filter(
    (x): x is Push =>
      typeof x === 'object' && x !== null && 'event' in x && (!name || (x as Push).event === name),
  );
const payload = (name: string) => events(name)[0]?.ecommerce as Record<string, unknown>;
let stop: () => void = () => {};
const mount = () => {
  stop = widget.mount(document.body, { name: 'analytics', store: getStore() });
};

afterEach(() => {
  stop();
  delete w.dataLayer;
  delete w.gtag;
  delete w.ga4w;
  window.history.replaceState(null, '', '/');
});

describe('analytics: page events', () => {
  it('product page: view_item once, with the item, its category and the price in EGP', () => {
    loadPage('/product/electric-kettle/');
    mount();
    expect(events('view_item')).toHaveLength(1);
    const p = payload('view_item');
    expect(p.currency).toBe('EGP');
    const item = (p.items as Array<Record<string, unknown>>)[0];
    expect(item).toMatchObject({
      item_id: '101',
      item_name: 'غلاية كهربائية ستانلس ستيل 1.7 لتر',
      item_category: 'أجهزة المطبخ',
    });
    expect(item?.price).toBe(p.value);
    expect(typeof item?.price).toBe('number');
    expect(events()).toHaveLength(1); // nothing else on load
  });

  it("listing: view_item_list with indexes; a product link click sends select_content once (as the plugin's classic.js), an add-to-cart click none", () => {
    loadPage('/shop/');
    mount();
    const list = payload('view_item_list');
    expect(list.item_list_name).toBe('Product List');
    const items = list.items as Array<Record<string, unknown>>;
    expect(items[0]).toMatchObject({ index: 1, item_list_name: 'Product List' });
    expect(items.length).toBe(document.querySelectorAll('ul.products li.product').length);
    const link = document.querySelector<HTMLElement>('li.post-101 a.woocommerce-LoopProduct-link');
    link?.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link?.querySelector('img') ?? document.body);
    expect(events('select_content')).toHaveLength(1);
    expect(payload('select_content')).toEqual({ content_type: 'product', content_id: '101' });
    const button = document.querySelector<HTMLElement>('li.post-101 .add_to_cart_button');
    button?.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(button ?? document.body);
    expect(events('select_content')).toHaveLength(1);
  });

  it('cart page: view_cart; checkout: begin_checkout, with the cart total and lines', () => {
    addLine(backend.session(), 101, 2);
    loadPage('/cart/');
    mount();
    expect(events('view_cart')).toHaveLength(1);
    expect((payload('view_cart').items as unknown[]).length).toBe(1);
    stop();
    delete w.dataLayer;
    loadPage('/checkout/');
    mount();
    expect(events('begin_checkout')).toHaveLength(1);
    const p = payload('begin_checkout');
    const unit = backend.session().cart[0]?.price ?? 0;
    expect((p.items as Array<Record<string, unknown>>)[0]).toMatchObject({
      item_id: '101',
      quantity: 2,
      price: unit,
    });
    // total = lines + 50 shipping + 14 % VAT, from minor units
    expect(p.value).toBe(Math.round((unit * 2 + 50) * 1.14 * 100) / 100);
  });

  it('thank-you page: purchase once per order, minor units divided by 10^2, not again on reload', async () => {
    const sess = backend.session();
    addLine(sess, 101, 1);
    addLine(sess, 111, 2);
    const body = new URLSearchParams({
      billing_first_name: 'منى',
      billing_last_name: 'علي',
      billing_address_1: 'شارع 9',
      billing_city: 'القاهرة',
      billing_phone: '01001234567',
      billing_email: 'mona@example.com',
      payment_method: 'cod',
      'woocommerce-process-checkout-nonce': sess.nonces.create('woocommerce-process_checkout'),
    });
    const res = (await (await fetch('/?wc-ajax=checkout', { method: 'POST', body })).json()) as {
      result: string;
      redirect: string;
    };
    expect(res.result).toBe('success');
    const url = new URL(res.redirect);
    window.history.replaceState(null, '', url.pathname + url.search);
    loadPage(url.pathname + url.search);
    mount();
    expect(events('purchase')).toHaveLength(1);
    const p = payload('purchase');
    const order = (sess.data.get('checkout') as { orders: Array<{ id: number; total: number; tax: number }> })
      .orders[0];
    expect(p).toMatchObject({
      transaction_id: String(order?.id),
      currency: 'EGP',
      value: order?.total,
      tax: order?.tax,
      shipping: 50,
    });
    expect((p.items as Array<Record<string, unknown>>).map((i) => [i.item_id, i.quantity])).toEqual([
      ['101', 1],
      ['111', 2],
    ]);
    stop();
    delete w.dataLayer;
    mount(); // the thank-you page reloaded
    expect(events('purchase')).toHaveLength(0);
  });
});

describe('analytics: shopper actions', () => {
  const add = {
    productId: 101,
    variationId: 0,
    name: 'غلاية',
    quantity: 2,
    value: 1298,
    type: 'simple' as const,
    items: [{ id: 101, name: 'غلاية', price: 649, quantity: 2 }],
  };

  it('add_to_cart once per add from the store, with the value the cart widget published', () => {
    loadPage('/shop/');
    getStore().getState().publishAdd(add); // an add before the tracker loaded
    mount();
    expect(events('add_to_cart')).toHaveLength(1);
    getStore().getState().setCartCount(3); // unrelated store changes send nothing
    getStore()
      .getState()
      .publishAdd({
        ...add,
        quantity: 1,
        value: 649,
        items: [{ id: 101, name: 'غلاية', price: 649, quantity: 1 }],
      });
    expect(events('add_to_cart')).toHaveLength(2);
    expect(events('add_to_cart')[1]?.ecommerce).toMatchObject({
      currency: 'EGP',
      value: 649,
      items: [{ item_id: '101', quantity: 1, price: 649, item_category: 'أجهزة المطبخ' }],
    });
  });

  it('a grouped add worth 0 is skipped', () => {
    loadPage('/product/breakfast-appliance-set/');
    mount();
    getStore()
      .getState()
      .publishAdd({
        productId: 107,
        variationId: 0,
        name: 'طقم',
        quantity: 0,
        value: 0,
        type: 'grouped',
        items: [{ id: 103, name: 'x', price: 500, quantity: 0 }],
      });
    expect(events('add_to_cart')).toHaveLength(0);
  });

  it('a free product is reported with value 0 (the skip is for grouped adds only)', () => {
    loadPage('/product/electric-kettle/');
    mount();
    getStore()
      .getState()
      .publishAdd({
        productId: 101,
        variationId: 0,
        name: 'هدية',
        quantity: 2,
        value: 0,
        type: 'simple',
        items: [{ id: 101, name: 'هدية', price: 0, quantity: 2 }],
      });
    expect(events('add_to_cart')).toHaveLength(1);
    expect(payload('add_to_cart')).toMatchObject({
      currency: 'EGP',
      value: 0,
      items: [{ item_id: '101', quantity: 2, price: 0 }],
    });
  });

  it('remove_from_cart once per removed_from_cart, the product read from the element argument', () => {
    addLine(backend.session(), 101, 2);
    loadPage('/cart/');
    mount();
    const link = document.querySelector('.woocommerce-mini-cart .remove_from_cart_button');
    expect(link).not.toBeNull();
    emit('removed_from_cart', [{}, 'hash', link]);
    expect(events('remove_from_cart')).toHaveLength(1);
    expect(payload('remove_from_cart')).toMatchObject({
      currency: 'EGP',
      items: [{ item_id: '101', quantity: 2 }],
    });
    emit('removed_from_cart', [{}, 'hash', { 0: link, length: 1 }]); // a jQuery-wrapped element
    expect(events('remove_from_cart')).toHaveLength(2);
  });

  it('search once per sw_search', () => {
    loadPage('/');
    mount();
    emit('sw_search', [{ search_term: ' غلاية ' }]);
    emit('sw_search', [{ search_term: '' }]);
    expect(events('search')).toHaveLength(1);
    expect(payload('search')).toEqual({ search_term: 'غلاية' });
  });

  it('goes through gtag when the page has it, and only through it', () => {
    const calls: unknown[][] = [];
    w.dataLayer = [];
    w.gtag = (...args: unknown[]) => {
      calls.push(args);
      w.dataLayer?.push(args);
    };
    loadPage('/product/electric-kettle/');
    mount();
    expect(calls.filter((c) => c[1] === 'view_item')).toHaveLength(1);
    expect(events()).toHaveLength(0);
  });

  it('survives a missing or malformed ga4w global', () => {
    loadPage('/');
    w.ga4w = '{not json';
    mount();
    emit('sw_search', [{ search_term: 'kettle' }]);
    expect(events('search')).toHaveLength(1);
  });
});

describe('analytics: storage failures', () => {
  it('sends the purchase once even when localStorage throws', async () => {
    const sess = backend.session();
    addLine(sess, 101, 1);
    const body = new URLSearchParams({
      billing_first_name: 'a',
      billing_last_name: 'b',
      billing_address_1: 'c',
      billing_city: 'd',
      billing_phone: '0100',
      billing_email: 'a@b.co',
      payment_method: 'cod',
      'woocommerce-process-checkout-nonce': sess.nonces.create('woocommerce-process_checkout'),
    });
    await fetch('/?wc-ajax=checkout', { method: 'POST', body }); // an order this page-module already reported in an earlier test
    addLine(sess, 101, 1);
    const res = (await (await fetch('/?wc-ajax=checkout', { method: 'POST', body })).json()) as {
      redirect: string;
    };
    const url = new URL(res.redirect);
    window.history.replaceState(null, '', url.pathname + url.search);
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    loadPage(url.pathname + url.search);
    mount();
    expect(events('purchase')).toHaveLength(1);
    stop();
    mount(); // same page, the tracker restarted: the in-memory fallback still remembers the order
    expect(events('purchase')).toHaveLength(1);
    get.mockRestore();
    set.mockRestore();
  });
});
