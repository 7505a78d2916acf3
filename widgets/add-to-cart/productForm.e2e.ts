// The product page form for every type: background add, states, errors, variation meta, no-JS fallback.
// (The analytics values published on the store are checked in productForm.test.ts.)
import { test, expect, open, mounted, faults } from '../../src/testing/e2e';

const headerCount = '#ast-mobile-header a.cart-container .count';

test('simple product: background add, button states, View cart, header count', async ({ page }) => {
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'add-to-cart');
  await page.locator('form.cart .qty').fill('2');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('2');
  await expect(page.locator('.single_add_to_cart_button')).toHaveClass(/added/);
  await expect(page.locator('form.cart a.added_to_cart')).toHaveText('عرض السلة');
  expect(new URL(page.url()).pathname).toBe('/product/electric-kettle/');
});

test('variable product: selection enables the button, GTIN/MPN/brand follow the variation and revert on reset', async ({
  page,
}) => {
  await open(page, '/product/stand-mixer/');
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

test('grouped product: children quantities added; nothing chosen shows the shop error', async ({ page }) => {
  await open(page, '/product/breakfast-appliance-set/');
  await mounted(page, 'add-to-cart');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('form.cart .sw-cart-message')).toContainText('يرجى اختيار كمية المنتجات');
  await page.locator('input[name="quantity[101]"]').fill('1');
  await page.locator('input[name="quantity[103]"]').fill('2');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('3');
});

test('bundle: optional item only when ticked (server line price = base + items)', async ({ page }) => {
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
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'add-to-cart');
  await faults(page, [{ route: 'cart:form', fault: 'timeout', times: 1 }]);
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('form.cart .sw-cart-message')).toHaveText(
    'الخادم يستغرق وقتًا طويلًا في الرد. يرجى المحاولة مرة أخرى.',
    { timeout: 15_000 },
  );
  await expect(page.locator('.single_add_to_cart_button')).not.toHaveClass(/loading/);
});

test('without the bundle the product form and the listing link still add', async ({ page }) => {
  await page.goto('/product/electric-kettle/?nobundle=1');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message')).toContainText('تمت إضافة');
  await expect(page.locator(headerCount)).toHaveText('1');
  await page.goto('/shop/?nobundle=1');
  await page.locator('li.post-103 .ajax_add_to_cart').click();
  await expect(page.locator(headerCount)).toHaveText('2');
});
