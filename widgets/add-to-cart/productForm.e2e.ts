// The product page form for every type, as the shop's settings say: the browser's own post (the page again with
// WooCommerce's notice, or the cart with it after a redirect), or Astra Pro's background add (states, errors,
// variation meta); the no-JS fallback. (The analytics values published on the store are checked in publish.test.ts.)
import type { Page } from '@playwright/test';
import { test, expect, open, mounted, faults, shopSettings } from '../../src/testing/e2e';

const headerCount = '#ast-mobile-header a.cart-container .count';
const notice = '.woocommerce-notices-wrapper .woocommerce-message';

/** Astra Pro's single-product ajax add on, the shop staying on the page after an add. */
const backgroundAdd = (page: Page) =>
  shopSettings(page, { redirect_after_add: 'no', single_add_to_cart: 'rt_add_to_cart' });

test("the shop's settings (redirect after add, Astra's ajax add off): the form is posted, the cart shows the notice", async ({
  page,
}) => {
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'add-to-cart');
  await page.locator('form.cart .qty').fill('2');
  await page.locator('.single_add_to_cart_button').click();
  await page.waitForURL('**/cart/');
  await expect(page.locator(notice)).toContainText('إلى سلة مشترياتك');
  await expect(page.locator(headerCount)).toHaveText('2');
});

test("redirect after add with Astra's ajax add on: still posted by the browser, the cart shows the notice", async ({
  page,
}) => {
  await shopSettings(page, { redirect_after_add: 'yes', single_add_to_cart: 'rt_add_to_cart' });
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'add-to-cart');
  let background = 0;
  page.on('request', (r) => {
    if (r.url().includes('admin-ajax.php') && (r.postData() ?? '').includes('astra_add_cart_single_product'))
      background++;
  });
  await page.locator('.single_add_to_cart_button').click();
  await page.waitForURL('**/cart/');
  await expect(page.locator(notice)).toContainText('إلى سلة مشترياتك');
  expect(background).toBe(0);
});

test("no redirect and Astra's ajax add off: the classic page comes back with WooCommerce's notice", async ({
  page,
}) => {
  await shopSettings(page, { redirect_after_add: 'no', single_add_to_cart: 'default' });
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'add-to-cart');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(notice)).toContainText('إلى سلة مشترياتك');
  await expect(page.locator(headerCount)).toHaveText('1');
  expect(new URL(page.url()).pathname).toBe('/product/electric-kettle/');
});

test("Astra's background add refused: the page reloads with the shop's error notice", async ({ page }) => {
  await backgroundAdd(page);
  await open(page, '/product/breakfast-appliance-set/');
  await mounted(page, 'add-to-cart');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toContainText(
    'يرجى اختيار كمية المنتجات',
  );
});

test('simple product: background add, button states, View cart, header count', async ({ page }) => {
  await backgroundAdd(page);
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'add-to-cart');
  await page.locator('form.cart .qty').fill('2');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('2');
  await expect(page.locator('.single_add_to_cart_button')).toHaveClass(/added/);
  await expect(page.locator('form.cart a.added_to_cart')).toHaveText('عرض السلة');
  expect(new URL(page.url()).pathname).toBe('/product/electric-kettle/');
});

test("variable product in a shop that dequeued WooCommerce's variation script (no templates, no params): the variation form runs it; selection enables the button, GTIN/MPN/brand follow the variation and revert on reset", async ({
  page,
}) => {
  await backgroundAdd(page);
  await open(page, '/product/stand-mixer/?sw_wc_variation=off');
  await mounted(page, 'add-to-cart');
  const gtin = page.locator('.cr_gtin_val');
  await expect(gtin).toHaveText('6220001020003');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('form.cart .sw-cart-message')).toHaveText(
    'يرجى اختيار بعض خيارات المنتج قبل إضافة هذا المنتج إلى سلة التسوق.',
  );
  await page.locator('select#pa_color').selectOption('red');
  await expect(gtin).toHaveText('6220001025015');
  await expect(page.locator('.cr_brand_val')).toHaveText('Kenwood Chef Red');
  await expect(page.locator('input.variation_id')).toHaveValue('501');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('1');
  await page.locator('.reset_variations').click();
  await expect(gtin).toHaveText('6220001020003');
  await expect(page.locator('input.variation_id')).toHaveValue('');
});

test("variable product in a shop that keeps WooCommerce's add-to-cart-variation.js: the variation form stands down, .single_variation stays as that script wrote it; CusRev's identifiers follow; one alert, one add", async ({
  page,
}) => {
  await backgroundAdd(page);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await open(page, '/product/stand-mixer/?sw_wc_variation=kept');
  await mounted(page, 'add-to-cart');
  await page.waitForFunction(
    () =>
      typeof Reflect.get(Object(Reflect.get(window, 'jQuery'))?.fn ?? {}, 'wc_variation_form') === 'function',
  );
  const box = page.locator('form.variations_form .single_variation');
  const gtin = page.locator('.cr_gtin_val');
  await expect(gtin).toHaveText('6220001020003');
  // the disabled button: WooCommerce's script alerts and stops the click; the widget adds no message of its own
  await page.locator('.single_add_to_cart_button').click();
  await expect
    .poll(() => alerts)
    .toEqual(['يرجى اختيار بعض خيارات المنتج قبل إضافة هذا المنتج إلى سلة التسوق.']);
  await expect(page.locator('form.cart .sw-cart-message')).toHaveCount(0);

  await page.locator('select#pa_color').selectOption('red');
  await expect(box.locator('.woocommerce-variation-description')).toHaveText('طلاء أحمر لامع مقاوم للخدوش.');
  const written = await box.innerHTML();
  expect(written).toContain('\t<div class="woocommerce-variation-price">'); // the printed template's own layout
  await expect(gtin).toHaveText('6220001025015');
  await expect(page.locator('.cr_brand_val')).toHaveText('Kenwood Chef Red');
  await expect(page.locator('input.variation_id')).toHaveValue('501');
  // no second writer: the plugin file's report left the variation form out of the registry
  expect(await page.evaluate(() => window.storefrontWidgets?.mounted().map((m) => m.name))).not.toContain(
    'variation-form',
  );

  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('1');
  expect(alerts).toHaveLength(1);
  await page.locator('.reset_variations').click();
  await expect(gtin).toHaveText('6220001020003');
  await expect(page.locator('input.variation_id')).toHaveValue('');
  await expect(page.locator('.single_add_to_cart_button')).toHaveClass(/wc-variation-selection-needed/);
});

test('grouped product: children quantities added', async ({ page }) => {
  await backgroundAdd(page);
  await open(page, '/product/breakfast-appliance-set/');
  await mounted(page, 'add-to-cart');
  await page.locator('input[name="quantity[101]"]').fill('1');
  await page.locator('input[name="quantity[103]"]').fill('2');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('3');
});

test('bundle: optional item only when ticked (server line price = base + items)', async ({ page }) => {
  await backgroundAdd(page);
  await open(page, '/product/kitchen-starter-bundle/');
  await mounted(page, 'add-to-cart');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('1');
  await expect(page.locator('.woocommerce-mini-cart__total')).toContainText('1500.00');
  await page.locator('input.bundled_product_checkbox').check();
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('2');
  await expect(page.locator('.woocommerce-mini-cart__total')).toContainText('3950.00');
});

test('a product form post that never answers gives the button back with an Arabic message', async ({
  page,
}) => {
  test.setTimeout(40_000);
  await backgroundAdd(page);
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'add-to-cart');
  await faults(page, [{ route: 'ajax:astra_add_cart_single_product', fault: 'timeout', times: 1 }]);
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('form.cart .sw-cart-message')).toHaveText(
    'الخادم يستغرق وقتًا طويلًا في الرد. يرجى المحاولة مرة أخرى.',
    { timeout: 15_000 },
  );
  await expect(page.locator('.single_add_to_cart_button')).not.toHaveClass(/loading/);
});

test('without the bundle the product form and the listing link still add', async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
  await page.goto('/product/electric-kettle/?nobundle=1');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message')).toContainText('تمت إضافة');
  await expect(page.locator(headerCount)).toHaveText('1');
  await page.goto('/shop/?nobundle=1');
  await page.locator('li.post-103 .ajax_add_to_cart').click();
  await expect(page.locator(headerCount)).toHaveText('2');
});
