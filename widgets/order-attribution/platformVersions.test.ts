// Order attribution as WooCommerce's own script behaves across versions: the `base64` option its sourcebuster
// copy takes (9.x), and 8.5's plain hidden inputs and `setAllowTrackingConsent` consent call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { addLine } from '../../fixtures/backend/routes/cart';
import { resetAttribution, startAttribution } from './attribution';
import { SBJS_COOKIES } from './cookies';
import { decodeCookieContent, encodeCookieContent, setBase64Cookies } from './base64Cookies';

const rawCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null;
const visit = (path: string) => window.history.replaceState(null, '', path);
const api = () =>
  (window as unknown as { wc_order_attribution: { setAllowTrackingConsent(a: unknown): void } })
    .wc_order_attribution;

function clearCookies() {
  for (const name of SBJS_COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
}

beforeEach(() => {
  resetAttribution();
  clearCookies();
});
afterEach(() => {
  setBase64Cookies(false);
  clearCookies();
  visit('/');
  delete (window as unknown as Record<string, unknown>).wc_order_attribution;
});

describe('base64 (woocommerce/sourcebuster-js helpers/cookies.js)', () => {
  it('encodes without padding and decodes base64-only values, keeping plain old-format values', () => {
    expect(encodeCookieContent('typ%3Dutm')).toBe(btoa('typ%3Dutm').replace(/=+$/, ''));
    expect(decodeCookieContent(encodeCookieContent('typ%3Dutm%7C%7C%7Csrc%3Dfb'))).toBe(
      'typ%3Dutm%7C%7C%7Csrc%3Dfb',
    );
    expect(decodeCookieContent('typ%3Dtypein')).toBe('typ%3Dtypein');
  });

  it('with params.base64 the sourcebuster cookies are stored base64 and the fields still read them', async () => {
    visit(
      '/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=eid&utm_id=42&sw_attribution_base64=1',
    );
    addLine(backend.session(), 101, 1);
    loadPage('/checkout/?sw_attribution_base64=1');
    startAttribution();
    await vi.waitFor(() => expect(rawCookie('sbjs_current')).toMatch(/^[A-Za-z0-9+/]+$/));
    const current = rawCookie('sbjs_current');
    expect(decodeURIComponent(decodeCookieContent(current ?? ''))).toContain('src=newsletter');
    const field = (f: string) =>
      document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${f}"]`)?.value;
    expect(field('utm_source')).toBe('newsletter');
    expect(field('utm_id')).toBe('42');
    expect(field('source_type')).toBe('utm');
  });

  it('without it the cookies keep sourcebuster 1.x plain format', () => {
    visit('/checkout/?utm_source=newsletter&utm_medium=email');
    addLine(backend.session(), 101, 1);
    loadPage('/checkout/');
    startAttribution();
    expect(rawCookie('sbjs_current')).toContain('typ%3Dutm');
  });
});

describe('WooCommerce 8.5', () => {
  it('fills the plain hidden inputs 8.5 printed (its own field names: type, url, ...)', async () => {
    visit('/checkout/?utm_source=fb&utm_medium=social&sw_wc_version=8.5');
    addLine(backend.session(), 101, 1);
    loadPage('/checkout/?sw_wc_version=8.5');
    expect(document.querySelector('wc-order-attribution-inputs')).toBeNull();
    startAttribution();
    const field = (f: string) =>
      document.querySelector<HTMLInputElement>(
        `form.checkout input[type="hidden"][name="wc_order_attribution_${f}"]`,
      )?.value;
    await vi.waitFor(() => expect(field('type')).toBe('utm'));
    expect(field('url')).toBe('(none)');
    expect(field('utm_source')).toBe('fb');
    expect(field('utm_medium')).toBe('social');
    expect(field('session_pages')).toBe('1');
  });

  it("setAllowTrackingConsent(true) turns tracking on where the shop printed allowTracking 'no'; false does nothing", async () => {
    visit('/checkout/?utm_source=fb&sw_wc_version=8.5&sw_tracking=0');
    addLine(backend.session(), 101, 1);
    loadPage('/checkout/?sw_wc_version=8.5&sw_tracking=0');
    startAttribution();
    const field = () =>
      document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')?.value;
    await import('./compat'); // the 8.5 code has loaded (and filled the fields empty)
    await Promise.resolve();
    expect(field()).toBe('');
    expect(rawCookie('sbjs_current')).toBeNull();
    api().setAllowTrackingConsent(false);
    expect(rawCookie('sbjs_current')).toBeNull();
    api().setAllowTrackingConsent(true);
    await vi.waitFor(() => expect(field()).toBe('fb'));
    expect(rawCookie('sbjs_current')).not.toBeNull();
  });
});
