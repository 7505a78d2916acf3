// The cart page's coupons and shipping methods as cart.js does them, against the fake's WC_AJAX answers:
// ?wc-ajax=apply_coupon / remove_coupon / update_shipping_method with wc_cart_params' nonces.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as rtlWaitFor, fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend, server } from '../../src/testing/server';
import { addLine } from '../../fixtures/backend/routes/cart';
import { appliedCoupons, chosenShippingMethods } from '../../fixtures/backend/render/cartTotals';
import { mountCartForm } from './cartForm';
import './index';

const waitFor = (fn: () => void) => rtlWaitFor(fn, { timeout: 5000 });
let stop: () => void = () => {};
afterEach(() => {
  stop();
  server.events.removeAllListeners();
});

function openCart() {
  addLine(backend.session(), 101, 1);
  loadPage('/cart/');
  const form = document.querySelector<HTMLFormElement>('form.woocommerce-cart-form')!;
  stop = mountCartForm(form);
  const posts: Array<{ url: URL; body: Promise<string> }> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') posts.push({ url: new URL(request.url), body: request.clone().text() });
  });
  return { form, posts };
}
const field = () => document.querySelector<HTMLInputElement>('#coupon_code')!;
const applyButton = () =>
  document.querySelector<HTMLButtonElement>('form.woocommerce-cart-form [name="apply_coupon"]')!;

describe('coupons (cart.js apply_coupon / remove_coupon)', () => {
  it('applies over ?wc-ajax=apply_coupon with apply_coupon_nonce: success notice, discount row, applied_coupon, field cleared', async () => {
    const { posts } = openCart();
    const applied = vi.fn();
    document.body.addEventListener('storefront:applied_coupon', (e) => applied((e as CustomEvent).detail));
    field().value = 'eid10';
    applyButton().click();
    await waitFor(() =>
      expect(document.querySelector('.cart_totals tr.cart-discount.coupon-eid10')).not.toBeNull(),
    );
    expect(document.querySelector('.woocommerce-notices-wrapper .woocommerce-message')?.textContent).toBe(
      'تم تطبيق رمز القسيمة بنجاح.',
    );
    const call = posts.find((p) => p.url.searchParams.get('wc-ajax') === 'apply_coupon')!;
    const body = new URLSearchParams(await call.body);
    expect(body.get('coupon_code')).toBe('eid10');
    expect(body.get('security')).toBe(
      (window as unknown as { wc_cart_params: { apply_coupon_nonce: string } }).wc_cart_params
        .apply_coupon_nonce,
    );
    expect(applied).toHaveBeenCalledWith(['eid10']);
    expect(field().value).toBe('');
    expect(appliedCoupons(backend.session())).toEqual(['eid10']);
  });

  it('an unknown coupon: its error under the field (text only), kept and announced after the cart refresh; typing clears it', async () => {
    openCart();
    field().value = 'nope<img src=x onerror=alert(1)>';
    applyButton().click();
    await waitFor(() =>
      expect(document.querySelector('.coupon .coupon-error-message[role="alert"]')).not.toBeNull(),
    );
    const line = document.querySelector('.coupon .coupon-error-message')!;
    expect(line.textContent).toContain('غير موجودة');
    expect(line.querySelector('img')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe('coupon-error-message');
    fireEvent.input(field(), { target: { value: 'e' } });
    expect(document.querySelector('.coupon-error-message')).toBeNull();
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it('removes over ?wc-ajax=remove_coupon from the totals link (outside the form): notice, row gone, removed_coupon', async () => {
    appliedCoupons(backend.session()).push('welcome50');
    const { posts } = openCart();
    const removed = vi.fn();
    document.body.addEventListener('storefront:removed_coupon', (e) => removed((e as CustomEvent).detail));
    const link = document.querySelector<HTMLAnchorElement>(
      '.cart_totals a.woocommerce-remove-coupon[data-coupon="welcome50"]',
    )!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(document.querySelector('.cart_totals .coupon-welcome50')).toBeNull());
    expect(document.querySelector('.woocommerce-notices-wrapper')?.textContent).toContain(
      'تمت إزالة القسيمة.',
    );
    expect(removed).toHaveBeenCalledWith(['welcome50']);
    expect(posts.some((p) => p.url.searchParams.get('wc-ajax') === 'remove_coupon')).toBe(true);
  });
});

describe('shipping methods in .cart_totals (cart.js cart_shipping)', () => {
  it('a chosen radio POSTs shipping_method[index] with update_shipping_method_nonce and swaps in the new totals', async () => {
    const { posts } = openCart();
    const events: string[] = [];
    for (const name of ['updated_cart_totals', 'updated_shipping_method'])
      document.body.addEventListener(`storefront:${name}`, () => events.push(name));
    const total = () => document.querySelector('.cart_totals .order-total')?.textContent ?? '';
    expect(total()).toContain('699.00');
    const pickup = document.querySelector<HTMLInputElement>(
      '.cart_totals input[name="shipping_method[0]"][value="local_pickup:3"]',
    )!;
    pickup.checked = true;
    fireEvent.change(pickup);
    await waitFor(() => expect(total()).toContain('649.00'));
    expect(events).toEqual(['updated_cart_totals', 'updated_shipping_method']);
    expect(chosenShippingMethods(backend.session())).toEqual(['local_pickup:3']);
    const body = new URLSearchParams(
      await posts.find((p) => p.url.searchParams.get('wc-ajax') === 'update_shipping_method')!.body,
    );
    expect(body.get('shipping_method[0]')).toBe('local_pickup:3');
    expect(body.get('security')).toBeTruthy();
    expect(
      document.querySelector<HTMLInputElement>('.cart_totals input[value="local_pickup:3"]')?.checked,
    ).toBe(true);
  });
});
