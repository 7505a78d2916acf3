// The cart page: quantities update cart and totals in place; fast +/- ends at the right quantity; remove in
// place; errors are said in Arabic; the page without the bundle still updates.
import { test, expect, open, mounted, faults, expectAccessible, shopSettings } from '../../src/testing/e2e';
import type { Page } from '@playwright/test';
import { chunkRequested, chunkRules, releaseChunk } from '../../src/testing/held';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

async function cartWith(page: Page, ids: number[]): Promise<void> {
  await open(page, '/shop/');
  for (const id of ids)
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
  await open(page, '/cart/');
  await mounted(page, 'cart-page');
  await mounted(page, 'quantity-buttons');
}

const qty = '.woocommerce-cart-form .cart_item input.qty';
const subtotal = '.cart_totals .cart-subtotal td';

test('fast + clicks end at the right quantity, totals replaced in place', async ({ page }) => {
  await cartWith(page, [103]);
  let navigations = 0;
  page.on('framenavigated', () => navigations++);
  const plus = page.locator('.woocommerce-cart-form .cart_item a.plus');
  for (let i = 0; i < 5; i++) await plus.click();
  await expect(page.locator(qty)).toHaveValue('6');
  await expect(page.locator(subtotal)).toContainText((899 * 6).toFixed(2));
  await expect(page.locator('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator(qty)).toHaveValue('6');
  await expect(page.locator('#ast-mobile-header a.cart-container .count')).toHaveText('6');
  expect(navigations).toBe(0);
  // the replaced form has working buttons again
  await page.locator('.woocommerce-cart-form .cart_item a.minus').click();
  await expect(page.locator(subtotal)).toContainText((899 * 5).toFixed(2));
});

test('after every update replaces the form (updated_wc_div) its +/- buttons step and update again, one pair each', async ({
  page,
}) => {
  await cartWith(page, [103]);
  const row = '.woocommerce-cart-form .cart_item';
  for (const [button, want] of [
    ['a.plus', 2],
    ['a.plus', 3],
    ['a.minus', 2],
    ['a.plus', 3],
  ] as const) {
    const updated = page.evaluate(
      () =>
        new Promise<void>((done) =>
          document.body.addEventListener('storefront:updated_wc_div', () => done(), { once: true }),
        ),
    );
    await page.locator(`${row} ${button}`).click();
    await updated;
    await expect(page.locator(qty)).toHaveValue(String(want));
    await expect(page.locator(subtotal)).toContainText((899 * want).toFixed(2));
    await expect(page.locator('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`${row} a.plus`)).toHaveCount(1);
    await expect(page.locator(`${row} a.minus`)).toHaveCount(1);
  }
});

test('typing a quantity and pressing Enter updates in place', async ({ page }) => {
  await cartWith(page, [103, 106]);
  await page.locator(qty).first().fill('3');
  await page.locator(qty).first().press('Enter');
  await expect(page.locator(subtotal)).toContainText((899 * 3 + 1099).toFixed(2));
  await expect(page.locator('.woocommerce-message')).toContainText('تم تحديث السلة');
});

test('remove in place, then the empty-cart block; removed_from_cart carries the link', async ({ page }) => {
  await cartWith(page, [103]);
  const removed = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.body.addEventListener('storefront:removed_from_cart', (e) => {
          const el = (e as CustomEvent<unknown[]>).detail[2];
          resolve(el instanceof Element ? (el.getAttribute('data-product_id') ?? '') : '');
        }),
      ),
  );
  await page.locator('td.product-remove a.remove').click();
  expect(await removed).toBe('103');
  await expect(page.locator('.cart-empty')).toBeVisible();
  await expect(page.locator('#ast-mobile-header a.cart-container .count')).toHaveText('0');
});

test('a failed update says so in Arabic and keeps the form', async ({ page }) => {
  await cartWith(page, [103]);
  await faults(page, [{ route: 'cart:form', fault: '500', times: 1 }]);
  await page.locator('.woocommerce-cart-form .cart_item a.plus').click();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveText(
    'تعذّر تحديث السلة. يرجى المحاولة مرة أخرى.',
  );
  await expect(page.locator('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy', 'true');
});

test('without the bundle the Update button posts the form', async ({ page }) => {
  await open(page, '/shop/');
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '103', quantity: '1' } });
  await page.goto('/cart/?nobundle=1');
  await page.locator(qty).fill('4');
  await page.locator('button[name="update_cart"]').click();
  await expect(page.locator(qty)).toHaveValue('4');
  await expect(page.locator(subtotal)).toContainText((899 * 4).toFixed(2));
});

test('coupon applied and removed, shipping method chosen in the totals, all in place; axe clean', async ({
  page,
}) => {
  await cartWith(page, [103]);
  let navigations = 0;
  page.on('framenavigated', () => navigations++);
  await page.locator('#coupon_code').fill('eid10');
  await page.locator('[name="apply_coupon"]').click();
  await expect(page.locator('.cart_totals tr.coupon-eid10')).toBeVisible();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toHaveText(
    'تم تطبيق رمز القسيمة بنجاح.',
  );
  await page.locator('#coupon_code').fill('nope');
  await page.locator('#coupon_code').press('Enter');
  await expect(page.locator('.coupon .coupon-error-message')).toContainText('غير موجودة');
  await expect(page.locator('#coupon_code')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('.cart_totals label[for="shipping_method_0_local_pickup3"]').click();
  await expect(page.locator('.cart_totals input[value="local_pickup:3"]')).toBeChecked();
  await expect(page.locator('.cart_totals .order-total')).toContainText((899 * 0.9).toFixed(2));
  await expectAccessible(page, '.cart-collaterals');
  await expectAccessible(page, '.woocommerce-cart-form .coupon');
  await page.locator('.cart_totals a.woocommerce-remove-coupon').click();
  await expect(page.locator('.cart_totals tr.coupon-eid10')).toHaveCount(0);
  await expect(page.locator('.cart_totals .order-total')).toContainText('899.00');
  expect(navigations).toBe(0);
});

test('a quantity typed before the widget arrived: "Update cart" is enabled when it mounts and sends the typed value', async ({
  page,
}) => {
  await open(page, '/shop/');
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '103', quantity: '1' } });
  await chunkRules(page, [{ chunk: 'cart-page', action: 'hold' }]);
  await page.goto('/cart/', { waitUntil: 'load' });
  await chunkRequested(page, 'cart-page');
  await page.locator(qty).fill('3'); // the shopper types while the widget's code is still on its way
  await releaseChunk(page, 'cart-page');
  await mounted(page, 'cart-page');
  const update = page.locator('.woocommerce-cart-form [name="update_cart"]');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.locator(subtotal)).toContainText((899 * 3).toFixed(2));
  await expect(page.locator(qty)).toHaveValue('3');
});
