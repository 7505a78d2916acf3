// The checkout's payment list in Chromium: every gateway logo laid out 100 px wide, the chosen method's box
// shown, and the checkout still placing an order without the bundle.
import { expect, mounted, open, test, fillBilling } from '../../src/testing/e2e';

test('each gateway logo is 100 px wide; choosing a method shows its box and renames the button', async ({ page }) => {
  expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } })).ok()).toBe(true);
  await open(page, '/checkout/');
  await mounted(page, 'payment-methods');
  const logos = page.locator('#payment .wc_payment_method label img');
  await expect(logos).toHaveCount(3);
  for (const box of await logos.evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().width))) expect(box).toBe(100);
  await expect(page.locator('.payment_box.payment_method_cod')).toBeVisible();
  await expect(page.locator('.payment_box.payment_method_paymob')).toBeHidden();
  await page.locator('label[for="payment_method_paymob"]').click();
  await expect(page.locator('.payment_box.payment_method_paymob')).toBeVisible();
  await expect(page.locator('.payment_box.payment_method_cod')).toBeHidden();
  await expect(page.locator('#place_order')).toHaveText('المتابعة إلى الدفع');
});

test('without the bundle the checkout form still places the order', async ({ page }) => {
  expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } })).ok()).toBe(true);
  await page.goto('/checkout/?nobundle=1');
  expect(await page.evaluate(() => 'storefrontWidgets' in window)).toBe(false);
  await page.locator('#place_order').click();
  await expect(page.locator('.woocommerce-error')).toContainText('حقل مطلوب');
  await fillBilling(page);
  await page.locator('#payment_method_bacs').check();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  await expect(page.locator('.woocommerce-order-overview__payment-method')).toContainText('تحويل بنكي مباشر');
});
