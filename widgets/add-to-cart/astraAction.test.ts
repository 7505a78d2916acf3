// Astra's shop add-to-cart action (shop-add-to-cart.js) after an add from a listing: the slide-in drawer opens,
// Astra Pro's redirects go to the cart or the checkout, and nothing happens when Astra prints no settings.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as rtlWaitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { shopSettings } from '../../fixtures/backend/routes/shopSettings';
import { backend } from '../../src/testing/server';
import { getStore } from '../../src/store';
import { mountLoopButton } from './loopButton';
import './index';
import type * as Bridge from '../../src/cart/bridge';

const bridge = vi.hoisted(() => ({ go: vi.fn() }));
vi.mock('../../src/cart/bridge', async (original) => ({
  ...(await original<typeof Bridge>()),
  go: bridge.go,
}));

const waitFor = (fn: () => void) => rtlWaitFor(fn, { timeout: 5000 });

async function addFromShop(query: string) {
  loadPage(`/shop/${query}`);
  const b = document.querySelector<HTMLElement>('li.post-101 .ajax_add_to_cart')!;
  const stop = mountLoopButton(b, getStore());
  b.click();
  await waitFor(() => expect(b.classList.contains('added')).toBe(true));
  stop();
}

afterEach(() => {
  bridge.go.mockReset();
  getStore().getState().setDrawerOpen(false);
  delete (window as { astra_shop_add_to_cart?: unknown }).astra_shop_add_to_cart;
});

// a shop that stays on the page after an add
beforeEach(() => {
  Object.assign(shopSettings(backend.session()), { redirectAfterAdd: 'no' });
});

describe("Astra's add-to-cart action", () => {
  it('slide_in_cart opens the cart drawer after the add, and loads its widget (it loads on intent)', async () => {
    const load = vi.fn(() => Promise.resolve([true]));
    window.storefrontWidgets = {
      version: 'test',
      scan: vi.fn(),
      unmount: vi.fn(),
      load,
      mounted: () => [],
      registry: [],
    };
    try {
      await addFromShop('?sw_shop_add_to_cart=slide_in_cart');
    } finally {
      delete window.storefrontWidgets;
    }
    expect(getStore().getState().cart.drawerOpen).toBe(true);
    expect(load).toHaveBeenCalledWith(document.getElementById('astra-mobile-cart-drawer'));
    expect(bridge.go).not.toHaveBeenCalled();
  });

  it.each([
    ['redirect_cart_page', '/cart/'],
    ['redirect_checkout_page', '/checkout/'],
  ])('%s (Astra Pro) goes to %s', async (action, to) => {
    await addFromShop(`?sw_shop_add_to_cart=${action}`);
    expect(bridge.go).toHaveBeenCalledWith(new URL(to, location.href).href);
    expect(getStore().getState().cart.drawerOpen).toBe(false);
  });

  it("in Elementor's editor preview (elementor_preview_active) slide_in_cart leaves the drawer closed", async () => {
    await addFromShop('?sw_shop_add_to_cart=slide_in_cart&elementor-preview=42');
    expect(window).toHaveProperty('astra_shop_add_to_cart.elementor_preview_active', '1');
    expect(getStore().getState().cart.drawerOpen).toBe(false);
    expect(bridge.go).not.toHaveBeenCalled();
  });

  it.each(['redirect_cart_page', 'redirect_checkout_page'])(
    "in Elementor's editor preview %s stays on the page",
    async (action) => {
      await addFromShop(`?sw_shop_add_to_cart=${action}&elementor-preview=42`);
      expect(bridge.go).not.toHaveBeenCalled();
    },
  );

  it('without astra_shop_add_to_cart (the option is "default") the shopper stays, drawer closed', async () => {
    await addFromShop('');
    expect(window).not.toHaveProperty('astra_shop_add_to_cart');
    expect(getStore().getState().cart.drawerOpen).toBe(false);
    expect(bridge.go).not.toHaveBeenCalled();
  });
});
