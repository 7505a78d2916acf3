// Browser-test helpers for WooCommerce's Cart and Checkout blocks on the fake: the shop switch, a cart filled
// through WooCommerce's own endpoint, the block checkout's fields filled as a shopper types them, and the orders
// the fake saved (what the server holds, not what a field shows).
import type { Page } from '@playwright/test';
import { expect } from './e2e';

/** The Cart and Checkout pages hold the blocks (`blocks`) or the shortcodes, for this session. */
export async function cartCheckoutPages(page: Page, kind: 'blocks' | 'shortcode'): Promise<void> {
  expect((await page.request.get('/__sw/shop', { params: { cart_checkout: kind } })).ok()).toBe(true);
}

export async function fillCart(page: Page, productId = 101, quantity = 1): Promise<void> {
  const res = await page.request.post('/?wc-ajax=add_to_cart', {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(res.ok()).toBe(true);
}

/** The block checkout rendered (its fields are the app's, after its first commit). */
export async function blockCheckoutReady(page: Page): Promise<void> {
  await expect(page.locator('.wp-block-woocommerce-checkout')).not.toHaveClass(/is-loading/);
  await expect(page.locator('#billing-first_name')).toBeVisible();
}

/** The block checkout's required fields but the phone, typed key by key (the app's own change handlers). */
export async function fillBlockBilling(page: Page): Promise<void> {
  const type = async (sel: string, text: string) => {
    await page.locator(sel).click();
    await page.locator(sel).pressSequentially(text);
  };
  await type('#email', 'mona@example.com');
  await type('#billing-first_name', 'منى');
  await type('#billing-last_name', 'علي');
  await type('#billing-address_1', '9 شارع النيل');
  await type('#billing-city', 'القاهرة');
}

export interface SavedOrder {
  billing: Record<string, string>;
  attribution: Record<string, string>;
  paymentMethod: string;
}

/** The orders the fake saved for this session. */
export async function savedOrders(page: Page): Promise<SavedOrder[]> {
  const state = (await (await page.request.get('/__sw/state')).json()) as {
    data: { checkout?: { orders: SavedOrder[] } };
  };
  return state.data.checkout?.orders ?? [];
}
