// Shopper analytics in Chromium over the fixture pages: each GA4 event reaches dataLayer once, with the items
// and values the page data and the cart widget give.
import type { Page } from '@playwright/test';
import { expect, mounted, open, test, fillBilling, shopSettings } from '../../src/testing/e2e';
import { cartCheckoutPages } from '../../src/testing/blocksE2e';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

type Push = { event: string; ecommerce: Record<string, unknown> & { items: Array<Record<string, unknown>> } };
const pushes = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (x) => typeof x === 'object' && x !== null && (x as { event?: string }).event === n,
      ),
    name,
  ) as Promise<Push[]>;
const count = async (page: Page, name: string) => (await pushes(page, name)).length;

async function fillCart(page: Page): Promise<void> {
  expect(
    (await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '2' } })).ok(),
  ).toBe(true);
}

test('product page: view_item once; add to cart once, with the value the cart widget published', async ({
  page,
}) => {
  await shopSettings(page, { single_add_to_cart: 'rt_add_to_cart' }); // Astra Pro's background add: the page stays
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'analytics');
  await expect.poll(() => count(page, 'view_item')).toBe(1);
  const [view] = await pushes(page, 'view_item');
  const price = Number(view?.ecommerce.value);
  expect(price).toBeGreaterThan(0);
  expect(view?.ecommerce.items[0]).toMatchObject({ item_id: '101', item_category: 'أجهزة المطبخ', price });
  // the ajax add (an idle widget): a click before it runs submits the PHP form, a new page (tested in add-to-cart)
  await mounted(page, 'add-to-cart');
  await page.locator('form.cart input.qty').fill('3');
  await page.locator('.single_add_to_cart_button').click();
  await expect.poll(() => count(page, 'add_to_cart')).toBe(1);
  const [add] = await pushes(page, 'add_to_cart');
  expect(add?.ecommerce).toMatchObject({ currency: 'EGP', value: price * 3 });
  expect(add?.ecommerce.items[0]).toMatchObject({ item_id: '101', quantity: 3, price });
  await page.waitForTimeout(300);
  expect(await count(page, 'add_to_cart')).toBe(1);
  expect(await count(page, 'view_item')).toBe(1);
});

test('listing: view_item_list once; a product link sends select_content (as the plugin), a loop add-to-cart sends add_to_cart only, once', async ({
  page,
}) => {
  await open(page, '/shop/');
  await mounted(page, 'analytics');
  await expect.poll(() => count(page, 'view_item_list')).toBe(1);
  const [list] = await pushes(page, 'view_item_list');
  expect(list?.ecommerce.items.length).toBe(await page.locator('ul.products li.product').count());
  // keep the page: the click is recorded before the browser would navigate
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (e) => (e.target as Element).closest('a.woocommerce-LoopProduct-link') && e.preventDefault(),
    ),
  );
  await page.locator('li.post-101 a.woocommerce-LoopProduct-link').click();
  await expect.poll(() => count(page, 'select_content')).toBe(1);
  expect((await pushes(page, 'select_content'))[0]?.ecommerce).toEqual({
    content_type: 'product',
    content_id: '101',
  });
  await page.locator('li.post-101 .add_to_cart_button').click();
  await expect.poll(() => count(page, 'add_to_cart')).toBe(1);
  await expect(page.locator('li.post-101 .add_to_cart_button')).toHaveClass(/added/);
  expect(await count(page, 'add_to_cart')).toBe(1); // its added_to_cart event sends nothing more
  expect(await count(page, 'select_content')).toBe(1);
});

test('cart page: view_cart once; removing the line sends remove_from_cart once', async ({ page }) => {
  await fillCart(page);
  await open(page, '/cart/');
  await mounted(page, 'analytics');
  await mounted(page, 'cart-page');
  await expect.poll(() => count(page, 'view_cart')).toBe(1);
  expect((await pushes(page, 'view_cart'))[0]?.ecommerce.items[0]).toMatchObject({
    item_id: '101',
    quantity: 2,
  });
  await page.locator('.woocommerce-cart-form td.product-remove a.remove').first().click();
  await expect.poll(() => count(page, 'remove_from_cart')).toBe(1);
  expect((await pushes(page, 'remove_from_cart'))[0]?.ecommerce.items[0]).toMatchObject({
    item_id: '101',
    quantity: 2,
  });
});

test('checkout to thank-you: begin_checkout once, purchase once with totals from minor units, not again on reload', async ({
  page,
}) => {
  await fillCart(page);
  await open(page, '/checkout/');
  await mounted(page, 'analytics');
  await expect.poll(() => count(page, 'begin_checkout')).toBe(1);
  const begin = (await pushes(page, 'begin_checkout'))[0];
  await fillBilling(page);
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/order-received/);
  await mounted(page, 'analytics');
  await expect.poll(() => count(page, 'purchase')).toBe(1);
  const purchase = (await pushes(page, 'purchase'))[0]?.ecommerce;
  expect(purchase).toMatchObject({ currency: 'EGP', value: begin?.ecommerce.value, shipping: 50 });
  expect(Number(purchase?.tax)).toBeGreaterThan(0);
  expect(purchase?.items.map((i) => [i.item_id, i.quantity])).toEqual([['101', 2]]);
  await page.reload();
  await mounted(page, 'analytics');
  await page.waitForTimeout(300);
  expect(await count(page, 'purchase')).toBe(0);
});

test("redirect after add (the shop's setting): the product form's add_to_cart is sent before the page leaves for the cart", async ({
  page,
}) => {
  await shopSettings(page, { redirect_after_add: 'yes' });
  // every dataLayer entry with an event, kept across the navigation to the cart
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const e of entries)
        if (typeof e === 'object' && e !== null && 'event' in e) {
          const kept = JSON.parse(sessionStorage.getItem('sw_test_events') ?? '[]') as unknown[];
          sessionStorage.setItem('sw_test_events', JSON.stringify([...kept, e]));
        }
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'analytics');
  await mounted(page, 'add-to-cart');
  await page.locator('.single_add_to_cart_button').click();
  await page.waitForURL('**/cart/');
  const sent = (await page.evaluate(() => sessionStorage.getItem('sw_test_events'))) ?? '[]';
  const adds = (JSON.parse(sent) as Push[]).filter((e) => e.event === 'add_to_cart');
  expect(adds).toHaveLength(1);
  expect(adds[0]?.ecommerce.items[0]).toMatchObject({ item_id: '101', quantity: 1 });
});

test('block Cart and Checkout pages: view_cart and begin_checkout once each, from the printed events', async ({
  page,
}) => {
  await cartCheckoutPages(page, 'blocks');
  await fillCart(page);
  await open(page, '/cart/');
  await expect(page.locator('.wc-block-cart-items__row')).toHaveCount(1);
  await mounted(page, 'analytics');
  await expect.poll(() => count(page, 'view_cart')).toBe(1);
  await open(page, '/checkout/');
  await mounted(page, 'analytics');
  await expect.poll(() => count(page, 'begin_checkout')).toBe(1);
});
