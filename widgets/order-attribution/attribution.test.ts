import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { addLine } from '../../fixtures/backend/routes/cart';
import { resetAttribution, setOrderTracking, startAttribution } from './attribution';
import { attributionValues, readPath } from './values';
import { SBJS_COOKIES } from './cookies';
import widget from './index';
import { getStore } from '../../src/store';

const input = (field: string) =>
  document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`);
const visit = (path: string, referrer = '') => {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
};
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim())
    .filter(Boolean);

function openCheckout(query = '') {
  addLine(backend.session(), 101, 1);
  loadPage(`/checkout/${query}`);
  const el = document.querySelector<HTMLElement>('wc-order-attribution-inputs');
  if (!el) throw new Error('no attribution element on the checkout');
  return el;
}

beforeEach(() => resetAttribution());
afterEach(() => {
  visit('/');
  delete (window as unknown as Record<string, unknown>).wc_order_attribution;
  delete (window as unknown as Record<string, unknown>).wp;
});

describe('order attribution on the checkout', () => {
  it('is printed after the order notes, inside the form', () => {
    const el = openCheckout();
    expect(el.closest('form.checkout')).not.toBeNull();
    expect(document.getElementById('order_comments')?.compareDocumentPosition(el)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('records a typein visit as (direct)/(none) with the session data', () => {
    visit('/checkout/');
    const el = openCheckout();
    widget.mount(el, { name: 'order-attribution', store: getStore() });
    expect(input('source_type')?.value).toBe('typein');
    expect(input('utm_source')?.value).toBe('(direct)');
    expect(input('utm_medium')?.value).toBe('(none)');
    expect(input('referrer')?.value).toBe('(none)');
    expect(input('session_pages')?.value).toBe('1');
    expect(input('session_count')?.value).toBe('1');
    expect(input('user_agent')?.value).toBe(navigator.userAgent);
    expect(input('session_entry')?.value).toBe(location.href);
    expect(input('session_start_time')?.value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(el.querySelectorAll('input[type="hidden"]')).toHaveLength(16);
  });

  it('records a campaign visit with every utm field, the WooCommerce extras included', () => {
    visit(
      '/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=eid&utm_content=banner&utm_term=kettle&utm_id=42&utm_source_platform=mailchimp&utm_creative_format=image&utm_marketing_tactic=remarketing',
    );
    const el = openCheckout();
    widget.mount(el, { name: 'order-attribution', store: getStore() });
    expect(input('source_type')?.value).toBe('utm');
    expect(input('utm_source')?.value).toBe('newsletter');
    expect(input('utm_medium')?.value).toBe('email');
    expect(input('utm_campaign')?.value).toBe('eid');
    expect(input('utm_content')?.value).toBe('banner');
    expect(input('utm_term')?.value).toBe('kettle');
    expect(input('utm_id')?.value).toBe('42');
    expect(input('utm_source_platform')?.value).toBe('mailchimp');
    expect(input('utm_creative_format')?.value).toBe('image');
    expect(input('utm_marketing_tactic')?.value).toBe('remarketing');
  });

  it('records organic (search engine) and referral visits from the referrer', () => {
    visit('/checkout/', 'https://www.google.com/search?q=kettle');
    const el = openCheckout();
    startAttribution();
    expect(input('source_type')?.value).toBe('organic');
    expect(input('utm_source')?.value).toBe('google');
    expect(input('utm_medium')?.value).toBe('organic');
    expect(input('referrer')?.value).toBe('https://www.google.com/search?q=kettle');
    expect(input('utm_id')?.value).toBe('(none)');
    expect(el).toBeTruthy();

    // a new page in a new session from a blog link
    resetAttribution();
    document.cookie = 'sbjs_session=; max-age=0; path=/';
    visit('/checkout/', 'https://blog.example.org/best-kettles/');
    startAttribution();
    expect(input('source_type')?.value).toBe('referral');
    expect(input('utm_source')?.value).toBe('blog.example.org');
    expect(input('utm_medium')?.value).toBe('referral');
    expect(input('utm_content')?.value).toBe('/best-kettles/');
  });

  it('keeps a UTM value with quotes and markup as a plain value: no element is created', () => {
    const evil = '"><img src=x onerror="window.__pwned=1">&<svg/onload=alert(1)>\'';
    visit(
      `/checkout/?utm_source=${encodeURIComponent(evil)}&utm_campaign=${encodeURIComponent('<b>eid</b>')}`,
    );
    const el = openCheckout();
    startAttribution();
    expect(input('utm_source')?.value).toBe(evil);
    expect(input('utm_campaign')?.value).toBe('<b>eid</b>');
    expect(el.querySelector('img, svg, b')).toBeNull();
    expect(el.children).toHaveLength(16);
    expect(Array.from(el.children).every((c) => c instanceof HTMLInputElement && c.type === 'hidden')).toBe(
      true,
    );
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('consent off: the sourcebuster cookies are deleted and every field is sent empty', () => {
    visit('/checkout/?utm_source=newsletter');
    openCheckout();
    startAttribution();
    expect(input('utm_source')?.value).toBe('newsletter');
    expect(cookieNames()).toContain('sbjs_current');
    const api = (
      window as unknown as {
        wc_order_attribution: { setOrderTracking(a: boolean): void; params: { allowTracking: boolean } };
      }
    ).wc_order_attribution;
    api.setOrderTracking(false);
    for (const name of SBJS_COOKIES) expect(cookieNames()).not.toContain(name);
    document
      .querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')
      .forEach((i) => expect(i.value).toBe(''));
    expect(api.params.allowTracking).toBe(false);
    // consent given again: tracking resumes
    api.setOrderTracking(true);
    expect(input('source_type')?.value).not.toBe('');
  });

  it('a shop that does not allow tracking never sets a cookie', () => {
    visit('/checkout/?utm_source=newsletter');
    openCheckout('?sw_tracking=0');
    startAttribution();
    expect(cookieNames().filter((n) => n?.startsWith('sbjs_'))).toEqual([]);
    expect(input('utm_source')?.value).toBe('');
    expect(input('source_type')?.value).toBe('');
  });

  it('fills the block checkout extension data through wp.data', async () => {
    const setExtension = vi.fn();
    (window as unknown as Record<string, unknown>).wp = {
      data: {
        dispatch: (store: string) =>
          store === 'wc/store/checkout' ? { __internalSetExtensionData: setExtension } : undefined,
        subscribe: () => () => {},
      },
    };
    visit('/checkout/?utm_source=fb&utm_medium=social');
    openCheckout();
    startAttribution();
    await vi.waitFor(() =>
      expect(setExtension).toHaveBeenCalledWith(
        'woocommerce/order-attribution',
        expect.objectContaining({ source_type: 'utm', utm_source: 'fb', utm_medium: 'social' }),
        true,
      ),
    );
    setOrderTracking(false);
    await vi.waitFor(() => expect(setExtension).toHaveBeenCalledTimes(2));
    expect(setExtension).toHaveBeenLastCalledWith(
      'woocommerce/order-attribution',
      expect.objectContaining({ source_type: null, utm_source: null }),
      true,
    );
  });

  it('uses setExtensionData where the checkout store has it (WooCommerce 9.9+), not the deprecated name', async () => {
    const setExtension = vi.fn();
    const deprecated = vi.fn();
    (window as unknown as Record<string, unknown>).wp = {
      data: {
        dispatch: (store: string) =>
          store === 'wc/store/checkout'
            ? { setExtensionData: setExtension, __internalSetExtensionData: deprecated }
            : undefined,
        subscribe: () => () => {},
      },
    };
    visit('/checkout/?utm_source=fb');
    openCheckout();
    startAttribution();
    await vi.waitFor(() =>
      expect(setExtension).toHaveBeenCalledWith(
        'woocommerce/order-attribution',
        expect.objectContaining({ utm_source: 'fb' }),
        true,
      ),
    );
    expect(deprecated).not.toHaveBeenCalled();
  });

  it('fills a registration form element and elements inserted later', () => {
    visit('/my-account/');
    document.body.innerHTML =
      '<form class="woocommerce-form woocommerce-form-register register"><input name="email"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    const el = document.querySelector<HTMLElement>('wc-order-attribution-inputs');
    if (!el) throw new Error('missing');
    widget.mount(el, { name: 'order-attribution', store: getStore() });
    expect(input('source_type')?.value).toBe('typein');
    const late = document.createElement('wc-order-attribution-inputs');
    document.querySelector('form')?.appendChild(late);
    widget.mount(late, { name: 'order-attribution', store: getStore() });
    expect(late.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')?.value).toBe(
      '(direct)',
    );
  });
});

describe('attribution values', () => {
  it('reads sourcebuster paths and never prototype keys', () => {
    const data = { current: { typ: 'utm' } };
    expect(readPath(data, 'current.typ')).toBe('utm');
    expect(readPath(data, 'current.constructor')).toBeNull();
    expect(readPath(data, '__proto__.x')).toBeNull();
    expect(readPath(data, 'nope')).toBeNull();
    expect(attributionValues({ source_type: 'current.typ' }, null)).toEqual({ source_type: null });
  });
});
