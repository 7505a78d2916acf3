// The classic cart page on a real WordPress: the stand-in WooCommerce prints cart/cart.php and cart-totals.php for
// the customer's saved cart and answers the cart form and the remove links as WC_Form_Handler does; the
// cart-page widget updates the cart in place and fires cart.js's events on document.body, which a third-party
// script built on jQuery hears. What the cart holds is read back from what WordPress saved (saved-cart.php).
import { expect, test, type Page } from '@playwright/test';
import {
  JQUERY,
  logInAsCustomer,
  PAGES,
  REPLACED_SCRIPTS,
  savedCart,
  scriptSources,
  stubExternalScripts,
} from './classic';

const COFFEE = 21; // 150 EGP
const CARDAMOM = 22; // 45 EGP
const CART_EVENTS = ['updated_wc_div', 'updated_cart_totals', 'wc_cart_emptied'];

/** The cart events the jQuery listener heard, in order. */
const heard = (page: Page) =>
  page.evaluate(
    (names) => (Reflect.get(window, 'swHeard') as string[]).filter((e) => names.includes(e)),
    CART_EVENTS,
  );

/** The cart-page widget is mounted on the form now on the page (it is replaced, and mounted again, after each update). */
const formMounted = (page: Page) =>
  page.waitForFunction(() => {
    const form = document.querySelector('form.woocommerce-cart-form');
    return window.storefrontWidgets?.mounted().some((m) => m.name === 'cart-page' && m.el === form) ?? false;
  });

const line = (page: Page, productId: number) =>
  page.locator('.woocommerce-cart-form tr.cart_item').filter({
    has: page.locator(`a.remove[data-product_id="${productId}"]`),
  });
const total = '.cart_totals .order-total';

async function openCart(page: Page): Promise<void> {
  await stubExternalScripts(page);
  await logInAsCustomer(page);
  const res = await page.goto(PAGES.cart);
  expect(res?.status()).toBe(200);
  await formMounted(page);
}

/** Wait for the widget's update: the busy form settled and mounted again, or the empty-cart block. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (await page.locator('form.woocommerce-cart-form').count()) await formMounted(page);
}

test.afterEach(() => {
  savedCart({}); // the customer's cart as the other tests expect it: empty
});

test('with a third-party jQuery script on the cart page, cart.js’s events reach its listener: updated_cart_totals and updated_wc_div on an update and a removal, wc_cart_emptied when the cart empties', async ({
  page,
  context,
  baseURL,
}) => {
  savedCart({ [COFFEE]: 1, [CARDAMOM]: 1 });
  await context.addCookies([{ name: 'sw_test_jquery_listener', value: '1', url: baseURL ?? '' }]);
  await openCart(page);
  const sources = await scriptSources(page);
  expect(sources.some((s) => s.includes(JQUERY))).toBe(true);
  expect(sources.some((s) => s.includes(REPLACED_SCRIPTS['wc-cart'] ?? '?'))).toBe(false);
  await expect(page.locator(total)).toContainText('195.00');
  let navigations = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations++;
  });

  await line(page, COFFEE).locator('input.qty').fill('3');
  await page.locator('.woocommerce-cart-form [name="update_cart"]').click();
  await expect.poll(() => heard(page)).toEqual(['updated_cart_totals', 'updated_wc_div']);
  await settled(page);
  expect(savedCart()).toEqual({ [COFFEE]: 3, [CARDAMOM]: 1 });
  await expect(page.locator(total)).toContainText('495.00');
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toHaveText(
    'تم تحديث السلة.',
  );

  await line(page, CARDAMOM).locator('td.product-remove a.remove').click();
  await expect
    .poll(() => heard(page))
    .toEqual(['updated_cart_totals', 'updated_wc_div', 'updated_cart_totals', 'updated_wc_div']);
  await settled(page);
  expect(savedCart()).toEqual({ [COFFEE]: 3 });
  await expect(page.locator(total)).toContainText('450.00');

  await line(page, COFFEE).locator('input.qty').fill('0');
  await page.locator('.woocommerce-cart-form [name="update_cart"]').click();
  await expect
    .poll(() => heard(page))
    .toEqual([
      'updated_cart_totals',
      'updated_wc_div',
      'updated_cart_totals',
      'updated_wc_div',
      'wc_cart_emptied',
      'updated_wc_div',
    ]);
  await settled(page);
  expect(savedCart()).toEqual({});
  await expect(page.locator('.woocommerce .wc-empty-cart-message .cart-empty')).toBeVisible();
  await expect(page.locator('form.woocommerce-cart-form')).toHaveCount(0);
  expect(navigations).toBe(0);
});

test('without a script that needs jQuery, the cart page has none and the cart still updates in place', async ({
  page,
}) => {
  savedCart({ [COFFEE]: 1, [CARDAMOM]: 2 });
  await openCart(page);
  expect((await scriptSources(page)).filter((s) => s.includes(JQUERY))).toEqual([]);
  expect(await page.evaluate(() => typeof Reflect.get(window, 'jQuery'))).toBe('undefined');
  let navigations = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations++;
  });

  await line(page, CARDAMOM).locator('input.qty').fill('5');
  await page.locator('.woocommerce-cart-form [name="update_cart"]').click();
  await expect(page.locator(total)).toContainText('375.00');
  await settled(page);
  expect(savedCart()).toEqual({ [COFFEE]: 1, [CARDAMOM]: 5 });
  await expect(line(page, CARDAMOM).locator('input.qty')).toHaveValue('5');

  await line(page, COFFEE).locator('td.product-remove a.remove').click();
  await expect(line(page, COFFEE)).toHaveCount(0);
  await settled(page);
  expect(savedCart()).toEqual({ [CARDAMOM]: 5 });
  await expect(page.locator(total)).toContainText('225.00');
  expect(navigations).toBe(0);
});
