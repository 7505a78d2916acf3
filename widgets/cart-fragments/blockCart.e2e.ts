// The Cart block (the fake's stand-in of the block app and its store): a quantity change and a removal made in the
// block reach the classic header count and the drawer through the fragments; the same page with the shortcode cart
// still refreshes as before; axe on the block cart.
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';
import { cartCheckoutPages, fillCart } from '../../src/testing/blocksE2e';

const count = '#ast-mobile-header a.cart-container .count';
const drawer = '#astra-mobile-cart-drawer';
const row = '.wc-block-cart-items__row';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await cartCheckoutPages(page, 'blocks');
  await fillCart(page, 101, 1);
  await fillCart(page, 103, 1);
  await open(page, '/cart/');
  await expect(page.locator(row)).toHaveCount(2);
  await mounted(page, 'cart-fragments');
  await expect(page.locator(count)).toHaveText('2');
});

test('a quantity change in the Cart block updates the header count and the drawer', async ({ page }) => {
  const first = page.locator(row).first();
  await first.locator('.wc-block-components-quantity-selector__button--plus').click();
  await expect(first.locator('.wc-block-components-quantity-selector__input')).toHaveValue('2');
  await expect(page.locator(count)).toHaveText('3');
  // the drawer's list (closed: Astra opens no flyout on the cart page itself)
  await expect(
    page.locator(`${drawer} .woocommerce-mini-cart-item`).first().locator('input.qty'),
  ).toHaveValue('2');
});

test('a removal in the Cart block updates the header count and the drawer', async ({ page }) => {
  await page.locator(row).first().locator('.wc-block-cart-item__remove-link').click();
  await expect(page.locator(row)).toHaveCount(1);
  await expect(page.locator(count)).toHaveText('1');
  await expect(page.locator(`${drawer} .woocommerce-mini-cart-item`)).toHaveCount(1);
});

test('the block cart page is accessible (RTL, axe)', async ({ page }) => {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
});
