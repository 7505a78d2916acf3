// The product form follows the shop's settings: the browser posts it (the classic page and its notice, or the
// cart after a redirect) unless Astra Pro's single-product ajax add is on and the shop stays after an add; then
// Astra's request (admin-ajax astra_add_cart_single_product) adds it in the background.
import { describe, expect, it, vi } from 'vitest';
import { waitFor as rtlWaitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { getStore } from '../../src/store';
import { browser } from '../../src/dom/navigate';
import { shopSettings, type ShopSettings } from '../../fixtures/backend/routes/shopSettings';
import { mountProductForm } from './productForm';
import './index';

const waitFor = (fn: () => void) => rtlWaitFor(fn, { timeout: 5000 });

/** The kettle's form under these settings, submitted: whether the widget left the submit to the browser. */
async function submitKettle(settings: Partial<ShopSettings>) {
  Object.assign(shopSettings(backend.session()), settings);
  loadPage('/product/electric-kettle/');
  const form = document.querySelector<HTMLFormElement>('form.cart')!;
  const stop = mountProductForm(form, getStore());
  const button = form.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
  let native = false;
  // after the widget's listener: what the browser would do next
  form.addEventListener('submit', (e) => {
    native = !e.defaultPrevented;
    e.preventDefault(); // jsdom cannot navigate
  });
  form.requestSubmit(button);
  return { native, button, form, stop };
}

describe('product form and the shop settings', () => {
  it("redirect after add (the shop's setting): the browser posts the form, the add is published first", async () => {
    const { native, stop } = await submitKettle({
      redirectAfterAdd: 'yes',
      singleAddToCart: 'rt_add_to_cart',
    });
    expect(native).toBe(true);
    expect(getStore().getState().cart.lastAdd).toMatchObject({ productId: 101, value: 649 });
    await new Promise((r) => setTimeout(r, 50));
    expect(backend.session().cartCount).toBe(0); // nothing posted in the background
    stop();
  });

  it("Astra's single-product ajax add off: the classic page posts the form", async () => {
    const { native, stop } = await submitKettle({ redirectAfterAdd: 'no', singleAddToCart: 'default' });
    expect(native).toBe(true);
    stop();
  });

  it("Astra's single-product ajax add on: Astra's request adds in the background, the button shows added", async () => {
    const { native, button, stop } = await submitKettle({
      redirectAfterAdd: 'no',
      singleAddToCart: 'rt_add_to_cart',
    });
    expect(native).toBe(false);
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    expect(backend.session().cartCount).toBe(1);
    expect(button.parentElement?.querySelector('a.added_to_cart')?.textContent).toBe('عرض السلة');
    stop();
  });

  it("Astra's background add refused: the page reloads and prints the shop's error notice", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    Object.assign(shopSettings(backend.session()), {
      redirectAfterAdd: 'no',
      singleAddToCart: 'rt_add_to_cart',
    });
    loadPage('/product/electric-kettle/');
    const form = document.querySelector<HTMLFormElement>('form.cart')!;
    const stop = mountProductForm(form, getStore());
    form.querySelector<HTMLInputElement>('[name="add-to-cart"], button[name="add-to-cart"]')!.value = '172';
    form.requestSubmit(form.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    loadPage('/product/electric-kettle/');
    expect(document.querySelector('.woocommerce-error')?.textContent).toContain('غير متوفر');
    reload.mockRestore();
    stop();
  });

  it("Astra Pro's redirect_cart_page after a background add goes to the cart", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { button, stop } = await submitKettle({
      redirectAfterAdd: 'no',
      singleAddToCart: 'redirect_cart_page',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(assign.mock.calls[0]?.[0] ?? '').pathname).toBe('/cart/');
    expect(button.classList.contains('added')).toBe(true);
    assign.mockRestore();
    stop();
  });
});
