// The analytics contract: every successful add publishes a CartAdd on the store (value in EGP, items with unit
// price and quantity); a grouped add worth 0 publishes nothing; bundles sum base + items (optional when ticked).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as rtlWaitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { shopSettings } from '../../fixtures/backend/routes/shopSettings';
import { backend } from '../../src/testing/server';
import { createStorefrontStore, getStore } from '../../src/store';
import { mountProductForm } from './productForm';
import { mountLoopButton } from './loopButton';
import widget from './index';
import { browser } from '../../src/dom/navigate';
import { publishAdd } from './afterAdd';
import { mountWidget } from '../../src/testing/mountWidget';

// the first add of a file also loads the sanitizer chunk: allow more than the default second
const waitFor = (fn: () => void) => rtlWaitFor(fn, { timeout: 5000 });
const lastAdd = () => getStore().getState().cart.lastAdd;
const submit = (form: HTMLFormElement) =>
  form.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!.click();

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

// a shop that stays on the page after an add, with Astra Pro's background add on the product page
beforeEach(() => {
  Object.assign(shopSettings(backend.session()), {
    redirectAfterAdd: 'no',
    singleAddToCart: 'rt_add_to_cart',
  });
});

describe('published adds', () => {
  it('listing button: product, quantity, sale price, items', async () => {
    loadPage('/shop/');
    const b = document.querySelector<HTMLElement>('li.post-101 .ajax_add_to_cart')!;
    mountLoopButton(b, getStore());
    b.click();
    await waitFor(() => expect(lastAdd()).not.toBeNull());
    expect(lastAdd()).toMatchObject({
      productId: 101,
      variationId: 0,
      quantity: 1,
      value: 649,
      type: 'simple',
      items: [{ id: 101, price: 649, quantity: 1 }],
    });
    expect(getStore().getState().cart.count).toBe(1);
    expect(getStore().getState().cart.hash).toBe(backend.session().cartHash);
  });

  it('simple product form with quantity 3', async () => {
    loadPage('/product/electric-kettle/');
    const form = document.querySelector<HTMLFormElement>('form.cart')!;
    mountProductForm(form, getStore());
    form.querySelector<HTMLInputElement>('input.qty')!.value = '3';
    submit(form);
    await waitFor(() => expect(lastAdd()).not.toBeNull());
    expect(lastAdd()).toMatchObject({ productId: 101, quantity: 3, value: 1947, type: 'simple' });
  });

  it('variable product: the variation id, its price and attributes', async () => {
    loadPage('/product/stand-mixer/');
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    // the choice runs in the variation form (WooCommerce's add-to-cart-variation.js, taken over)
    stops.push(await mountWidget('variation-form', form));
    mountProductForm(form, getStore());
    const select = form.querySelector<HTMLSelectElement>('select')!;
    select.value = 'black';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() =>
      expect(form.querySelector<HTMLInputElement>('input.variation_id')?.value).toBe('502'),
    );
    submit(form);
    await waitFor(() => expect(lastAdd()).not.toBeNull());
    expect(lastAdd()).toMatchObject({
      productId: 102,
      variationId: 502,
      quantity: 1,
      value: 3499,
      type: 'variable',
      items: [{ id: 502, price: 3499, variant: 'black' }],
    });
    expect(backend.session().cart[0]).toMatchObject({ product_id: 102, variation_id: 502 });
  });

  it('grouped: children summed; a grouped add worth 0 publishes nothing', async () => {
    loadPage('/product/breakfast-appliance-set/');
    const form = document.querySelector<HTMLFormElement>('form.grouped_form')!;
    mountProductForm(form, getStore());
    const adds = vi.fn();
    // this form's adds only: an earlier test's add may still be applying its fragments (added_to_cart follows them)
    document.body.addEventListener('storefront:added_to_cart', (e) => {
      const button: unknown = e instanceof CustomEvent && Array.isArray(e.detail) ? e.detail[2] : null;
      if (button instanceof Element && form.contains(button)) adds();
    });
    // nothing chosen: the shop refuses (Astra's handler answers nothing, the page reloads to print the notice),
    // nothing is published
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    submit(form);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    reload.mockRestore();
    expect(lastAdd()).toBeNull();
    form.querySelector<HTMLInputElement>('input[name="quantity[101]"]')!.value = '2';
    form.querySelector<HTMLInputElement>('input[name="quantity[106]"]')!.value = '1';
    submit(form);
    await waitFor(() => expect(lastAdd()).not.toBeNull());
    expect(lastAdd()).toMatchObject({ productId: 107, quantity: 1, value: 649 * 2 + 1099, type: 'grouped' });
    expect(lastAdd()?.items.map((i) => [i.id, i.price, i.quantity])).toEqual([
      [101, 649, 2],
      [106, 1099, 1],
    ]);
    // the store's lastAdd is set before the fragments are applied; added_to_cart follows them
    await waitFor(() => expect(adds).toHaveBeenCalledTimes(1));
  });

  it('bundle: base + required items, optional only when ticked', async () => {
    loadPage('/product/kitchen-starter-bundle/');
    const form = document.querySelector<HTMLFormElement>('form.bundle_form')!;
    mountProductForm(form, getStore());
    submit(form);
    await waitFor(() => expect(lastAdd()).not.toBeNull());
    expect(lastAdd()).toMatchObject({ productId: 108, value: 1500, type: 'bundle' });
    const first = lastAdd()?.id;
    form.querySelector<HTMLInputElement>('input.bundled_product_checkbox')!.checked = true;
    submit(form);
    await waitFor(() => expect(lastAdd()?.id).not.toBe(first));
    expect(lastAdd()?.value).toBe(2450);
    expect(backend.session().cartTotal).toBe(1500 + 2450);
  });

  it("a free product's add is published with value 0, also when the shop then sends the shopper to the cart", () => {
    loadPage('/product/electric-kettle/');
    const params = (window as unknown as { wc_add_to_cart_params: Record<string, unknown> })
      .wc_add_to_cart_params;
    params.cart_redirect_after_add = 'yes';
    params.cart_url = `${location.pathname}#cart`; // a navigation jsdom can make
    const free = {
      productId: 101,
      variationId: 0,
      name: 'هدية',
      quantity: 1,
      value: 0,
      type: 'simple' as const,
      items: [{ id: 101, name: 'هدية', price: 0, quantity: 1 }],
    };
    expect(publishAdd(getStore(), free)).toBe(true);
    expect(lastAdd()).toMatchObject({ productId: 101, value: 0 });
    expect(location.hash).toBe('#cart');
  });

  it('a failed add publishes nothing', async () => {
    loadPage('/shop/');
    backend.addFault({ route: 'wc-ajax:add_to_cart', fault: '500' });
    const b = document.querySelector<HTMLElement>('li.post-101 .ajax_add_to_cart')!;
    mountLoopButton(b, getStore());
    b.click();
    await waitFor(() => expect(document.querySelector('li.post-101 .sw-cart-message')).not.toBeNull());
    expect(lastAdd()).toBeNull();
    expect(b.classList.contains('loading')).toBe(false);
  });

  it('adding on the checkout page triggers no update_checkout of its own (add-to-cart.js triggers none; the FiboSearch fixer refreshes it once)', async () => {
    loadPage('/checkout/?sw_add_to_cart_shortcode=103');
    const update = vi.fn();
    const added = vi.fn();
    document.body.addEventListener('storefront:update_checkout', update);
    document.body.addEventListener('storefront:added_to_cart', added);
    const b = document.querySelector<HTMLElement>('.add_to_cart_inline .ajax_add_to_cart')!;
    mountLoopButton(b, getStore());
    b.click();
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(update).not.toHaveBeenCalled();
  });

  it('the add goes to the store of the mount context, not a module-level one (a listing button and a product form)', async () => {
    loadPage('/shop/');
    const ctxStore = createStorefrontStore();
    const b = document.querySelector<HTMLElement>('li.post-101 .ajax_add_to_cart')!;
    const stop = widget.mount(b, { name: 'add-to-cart', store: ctxStore });
    b.click();
    await waitFor(() => expect(ctxStore.getState().cart.lastAdd).not.toBeNull());
    expect(ctxStore.getState().cart.count).toBe(1);
    expect(lastAdd()).toBeNull();
    expect(getStore().getState().cart.count).not.toBe(1);
    stop();

    loadPage('/product/electric-kettle/');
    const formStore = createStorefrontStore();
    const form = document.querySelector<HTMLFormElement>('form.cart')!;
    widget.mount(form, { name: 'add-to-cart', store: formStore });
    submit(form);
    await waitFor(() => expect(formStore.getState().cart.lastAdd).toMatchObject({ productId: 101 }));
    expect(lastAdd()).toBeNull();
  });
});
