// The checkout's payment list in Chromium: every gateway logo laid out 100 px wide and nothing else of #payment
// restyled (WooCommerce's checkout.js, which stays loaded, runs the list); the checkout still places an order
// without the bundle.
import { expect, mounted, open, test, fillBilling, shopSettings } from '../../src/testing/e2e';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

test('each gateway logo is 100 px wide; #payment keeps the theme and WooCommerce styles', async ({
  page,
}) => {
  expect(
    (await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } })).ok(),
  ).toBe(true);
  await page.goto('/checkout/?nobundle=1');
  const styles = () =>
    page.evaluate(() => {
      const css = (sel: string) => {
        const s = getComputedStyle(document.querySelector(sel)!);
        return [s.padding, s.margin, s.border, s.background, s.display, s.listStyle].join('|');
      };
      return [
        css('#payment'),
        css('#payment ul.wc_payment_methods'),
        css('#payment li.wc_payment_method'),
        css('#payment li.wc_payment_method > label'),
        css('#payment .payment_box'),
      ];
    });
  const printed = await styles();
  await open(page, '/checkout/');
  await mounted(page, 'payment-methods');
  const logos = page.locator('#payment .wc_payment_method label img');
  await expect(logos).toHaveCount(3);
  await expect
    .poll(() => logos.evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().width)))
    .toEqual([100, 100, 100]);
  expect(await styles()).toEqual(printed);
});

test('without the bundle the checkout form still places the order', async ({ page }) => {
  expect(
    (await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } })).ok(),
  ).toBe(true);
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
