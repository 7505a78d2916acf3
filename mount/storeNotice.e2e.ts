import { expect, expectAccessible, mounted, open, storedCookie, test } from '../src/testing/e2e';

test('store notice: shown, hidden beyond 1500 px, dismissed by keyboard for good', async ({ page }) => {
  await open(page, '/shop/');
  await mounted(page, 'store-notice');
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
  await mounted(page, 'store-notice');
  await expect(notice).toBeHidden();
});
