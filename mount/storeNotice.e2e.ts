import { expect, expectAccessible, open, storedCookie, test } from '../src/testing/e2e';

test('store notice: shown, hidden beyond 1500 px, dismissed by keyboard for good', async ({ page }) => {
  await open(page, '/shop/');
  const notice = page.locator('.woocommerce-store-notice');
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 1600));
  await expect(notice).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(notice).toBeVisible();
  await notice.locator('.woocommerce-store-notice__dismiss-link').focus();
  await page.keyboard.press('Space');
  await expect(notice).toBeHidden();
  expect((await storedCookie(page, (name) => name.startsWith('store_notice'))).value).toBe('hidden');
  await page.reload();
  await page.waitForLoadState('load');
  await expect(notice).toBeHidden();
});

// The head script runs it (mount/storeNotice.ts): without the entry (its request failing) the notice still shows,
// hides on scroll and dismisses; WooCommerce's own script would have shown it at DOM ready.
test('store notice: works without the entry (its request failing)', async ({ page }) => {
  await page.route(/\/storefront\.js(\?|$)/, (route) => route.abort());
  await page.goto('/shop/', { waitUntil: 'load' });
  const notice = page.locator('.woocommerce-store-notice');
  await expect(notice).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1600));
  await expect(notice).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(notice).toBeVisible();
  await notice.locator('.woocommerce-store-notice__dismiss-link').press('Enter');
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => 'storefrontWidgets' in window)).toBe(false);
  expect((await storedCookie(page, (name) => name.startsWith('store_notice'))).value).toBe('hidden');
});
