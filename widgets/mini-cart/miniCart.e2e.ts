// The mini-cart drawer in the browser: open/close paths, focus, scroll lock, axe with it open, remove,
// Astra Pro quantity, fast toggling, and the INP/CLS figures under 4x CPU slowdown.
import {
  test,
  expect,
  open,
  mounted,
  expectAccessible,
  faults,
  reachForCart,
  shopSettings,
} from '../../src/testing/e2e';
import type { Page } from '@playwright/test';
import { describe } from '../../src/testing/probe';
import { cartProbe } from './cart.probe';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

const trigger = '#ast-mobile-header .ast-header-woo-cart a.cart-container';
const drawer = '#astra-mobile-cart-drawer';

async function withItems(page: Page, n = 1): Promise<void> {
  // the page's own fragments refresh must be over first: the fake, like WooCommerce, lets a request that read the
  // session before our add write it back after (a lost add, seen once on CI)
  await mounted(page, 'cart-fragments');
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < n; i++)
    await page.request.post('/?wc-ajax=add_to_cart', {
      form: { product_id: String(101 + i * 2), quantity: '1' },
    });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('opens from the header cart, Escape / overlay / close button close it, focus goes in and back, scroll locked', async ({
  page,
}) => {
  await open(page, '/shop/');
  await withItems(page);
  await open(page, '/shop/');
  await reachForCart(page);
  await page.locator(trigger).click();
  await expect(page.locator(drawer)).toHaveClass(/active/);
  await expect(page.locator(drawer)).toHaveAttribute('role', 'dialog');
  await expect(page.locator(drawer)).toHaveAttribute('aria-modal', 'true');
  await expect(page.locator('.astra-cart-drawer-close')).toBeFocused();
  await expect(page.locator('html')).toHaveClass(/ast-mobile-cart-active/);
  await expect(page.locator('html')).toHaveClass(/sw-scroll-locked/);
  await expectAccessible(page);
  // Tab stays inside
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(
    await page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement), drawer),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator(drawer)).not.toHaveClass(/active/);
  await expect(page.locator(trigger)).toBeFocused();
  await expect(page.locator('html')).not.toHaveClass(/sw-scroll-locked/);
  await page.locator(trigger).click();
  // the drawer covers a 390 px screen: the overlay is clicked as a wider screen would
  await page.locator('.astra-mobile-cart-overlay').dispatchEvent('click');
  await expect(page.locator(drawer)).not.toHaveClass(/active/);
  await page.locator(trigger).click();
  await page.locator('.astra-cart-drawer-close').click();
  await expect(page.locator(drawer)).not.toHaveClass(/active/);
});

test('responsive_cart_click=redirect sends the mobile shopper to the cart', async ({ page }) => {
  await open(page, '/shop/?sw_responsive_cart_click=redirect');
  await reachForCart(page);
  await page.locator(trigger).click();
  await page.waitForURL('**/cart/');
});

test('open/close repeated fast ends in sync', async ({ page }) => {
  await open(page, '/shop/');
  await reachForCart(page);
  await page.evaluate(() => {
    const t = document.querySelector<HTMLElement>('#ast-mobile-header .ast-header-woo-cart a.cart-container');
    const c = document.querySelector<HTMLElement>('.astra-cart-drawer-close');
    for (let i = 0; i < 25; i++) {
      t?.click();
      c?.click();
    }
    t?.click();
  });
  await expect(page.locator(drawer)).toHaveClass(/active/);
  await expect(page.locator('html')).toHaveClass(/ast-mobile-cart-active/);
  await page.keyboard.press('Escape');
  await expect(page.locator(drawer)).not.toHaveClass(/active/);
  await expect(page.locator('html')).not.toHaveClass(/ast-mobile-cart-active|sw-scroll-locked/);
});

test('remove replaces the fragments in place; a failed remove follows the link', async ({ page }) => {
  await open(page, '/shop/');
  await withItems(page, 2);
  await open(page, '/shop/');
  await reachForCart(page);
  await page.locator(trigger).click();
  await expect(page.locator(`${drawer} .woocommerce-mini-cart-item`)).toHaveCount(2);
  await page.locator(`${drawer} a.remove_from_cart_button`).first().click();
  await expect(page.locator(`${drawer} .woocommerce-mini-cart-item`)).toHaveCount(1);
  await expect(page.locator('#ast-mobile-header a.cart-container .count')).toHaveText('1');
  // focus stays in the open dialog although the link it was on is gone
  expect(
    await page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement), drawer),
  ).toBe(true);
  await page.request.post('/__sw/faults', {
    data: [{ route: 'wc-ajax:remove_from_cart', fault: '500', times: 1 }],
  });
  await page.locator(`${drawer} a.remove_from_cart_button`).first().click();
  await page.waitForURL('**/cart/**');
  await expect(page.locator('.cart-empty')).toBeVisible();
});

test('a double click on remove sends one request and never follows the remove link', async ({ page }) => {
  await open(page, '/shop/');
  await withItems(page, 2);
  await open(page, '/shop/');
  await reachForCart(page);
  await page.locator(trigger).click();
  let removes = 0;
  page.on('request', (r) => {
    if (r.url().includes('wc-ajax=remove_from_cart')) removes++;
  });
  await page.locator(`${drawer} a.remove_from_cart_button`).first().dblclick();
  await expect(page.locator(`${drawer} .woocommerce-mini-cart-item`)).toHaveCount(1);
  await expect(page.locator('#ast-mobile-header a.cart-container .count')).toHaveText('1');
  expect(removes).toBe(1);
  expect(new URL(page.url()).pathname).toBe('/shop/');
  await expectAccessible(page);
});

test('Astra Pro quantity: fast +/- in the drawer ends at the right quantity with one debounced call', async ({
  page,
}) => {
  await open(page, '/shop/');
  await withItems(page);
  await open(page, '/shop/');
  await reachForCart(page);
  await page.locator(trigger).click();
  let calls = 0;
  page.on('request', (r) => {
    if (
      r.url().includes('admin-ajax.php') &&
      (r.postData() ?? '').includes('astra_add_cart_single_product_quantity')
    )
      calls++;
  });
  const plus = page.locator(`${drawer} .quantity .plus`);
  for (let i = 0; i < 4; i++) await plus.click();
  await page.locator(`${drawer} .quantity .minus`).click();
  await expect(page.locator('#ast-mobile-header a.cart-container .count')).toHaveText('4');
  expect(calls).toBe(1);
  // the refreshed fragment is mounted again, once (no doubled buttons), and works
  await expect(page.locator(`${drawer} .quantity .plus`)).toHaveCount(1);
  await page.locator(`${drawer} .quantity .plus`).click();
  await expect(page.locator('#ast-mobile-header a.cart-container .count')).toHaveText('5');
  expect(calls).toBe(2);
});

// The 100 ms budgets are held by `npm run bench` (the same probe, on a quiet machine): here every
// figure is printed, and a layout shift, a listener leak or a gross regression fails.
test('bench probe: INP of add-to-cart and drawer open at 4x CPU (logged), CLS 0, no listener growth', async ({
  page,
}) => {
  // the probe is CPU-bound wall time (4x throttling, then 42 drawer cycles with forced GCs): 20-30 s alone,
  // three to four times that beside a parallel worker and other builds, which 90 s did not always cover
  test.setTimeout(180_000);
  const figures = await cartProbe.run(page);
  console.log(`[bench]\n${figures.map(describe).join('\n')}`);
  for (const f of figures) if (f.unit === 'ms') expect(f.value, f.name).toBeLessThan(1000);
  expect(figures.find((f) => f.name.includes('CLS'))?.value).toBe(0);
  expect(figures.find((f) => f.name.includes('listener'))?.value).toBeLessThanOrEqual(0);
});

test('an expired quantity nonce with no fresh one to be had is said clearly, and the cart shows what the shop has', async ({
  page,
}) => {
  await open(page, '/shop/');
  await withItems(page);
  await open(page, '/shop/');
  await reachForCart(page);
  // a page cached yesterday, and the plugin file's fresh-nonces action failing (the day-old page with it
  // answering is in src/ajax/freshNonces.e2e.ts)
  await page.request.post('/__sw/expire-nonces');
  await faults(page, [{ route: 'ajax:storefront_widgets_nonces', fault: '500' }]);
  await page.locator(trigger).click();
  await page.locator(`${drawer} .quantity .plus`).click();
  await expect(page.locator(`${drawer} .widget_shopping_cart_live_region`)).toHaveText(
    'انتهت صلاحية الجلسة. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  );
  await expect(page.locator(`${drawer} .quantity input.qty`)).toHaveValue('1');
  await expect(page.locator('#ast-mobile-header a.cart-container .count')).toHaveText('1');
});
