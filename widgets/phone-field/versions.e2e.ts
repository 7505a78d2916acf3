// The checkout phone on each Wawp release the bundle supports: the fake prints that release's selector
// settings (4.x `wooIntlTelSettings`, 3.0.15 `woocommerceITISettings`) and the number the shopper types is the
// number the order is saved with, in the shop's default country, with one picker on the field.
import { expect, fillBilling, mounted, open, test, shopSettings } from '../../src/testing/e2e';
import { blockExternal, dialCodeOf } from '../../src/testing/identityE2e';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

for (const version of ['4', '3.0.15']) {
  test(`Wawp ${version}: the phone typed at checkout (1001234567) is the phone the order is saved with`, async ({
    page,
  }) => {
    expect((await page.request.get(`/__sw/wawp?version=${version}`)).ok()).toBe(true);
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
    await open(page, '/checkout/');
    await mounted(page, 'phone-field');
    await fillBilling(page);
    const phone = page.locator('input[name="billing_phone"]');
    await phone.fill('');
    await phone.pressSequentially('1001234567');
    await phone.blur();
    await expect(dialCodeOf(page, 'input[name="billing_phone"]')).toHaveText('+20');
    await expect(page.locator('.iti')).toHaveCount(1);
    await expect(phone).toHaveValue('201001234567');
    await page.locator('#place_order').click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    const state = (await (await page.request.get('/__sw/state')).json()) as {
      data: { checkout?: { orders: Array<{ billing: Record<string, string> }> } };
    };
    expect(state.data.checkout?.orders.map((o) => o.billing.phone)).toEqual(['201001234567']);
  });
}
