import { expect, expectAccessible, open, storedCookie, test } from '../../src/testing/e2e';

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

// The head script runs it (storeNotice.ts): without the entry (its request failing) the notice still shows,
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

// A theme that enqueues storefront.js by itself (no head script printed): the entry runs the notice, from the
// loaders chunk; shown, dismissed by its link without the jump to `#`, and remembered on the next page.
test('store notice: storefront.js alone (no head script) shows it, dismisses it and remembers', async ({
  page,
}) => {
  await open(page, '/shop/?nohead=1');
  expect(await page.locator('#storefront-widgets-head-js').count()).toBe(0);
  const notice = page.locator('.woocommerce-store-notice');
  await expect(notice).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1600));
  await expect(notice).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(notice).toBeVisible();
  await notice.locator('.woocommerce-store-notice__dismiss-link').click();
  await expect(notice).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
  expect((await storedCookie(page, (name) => name.startsWith('store_notice'))).value).toBe('hidden');
  await page.reload();
  // the entry's notice has run (printed hidden, it would be hidden before that too)
  await page.waitForFunction(() => Reflect.get(document, 'swStoreNotice') === true);
  await expect(notice).toBeHidden();
});
