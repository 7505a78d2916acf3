// WooCommerce's product tabs in Chromium on both tab templates (tabs.php 9.8.0 and the older 3.8.0 that many
// themes still override with): axe-core finds no nested interactive control or orphan tab, and the keyboard path
// (arrows mirrored in RTL, Home/End) works on each.
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';

for (const [template, query] of [['9.8.0', ''], ['3.8.0', '?sw_tabs_template=3.8']] as const) {
  test(`tabs.php ${template}: accessible tabs, keyboard path`, async ({ page }) => {
    await open(page, `/product/electric-kettle/${query}`);
    await mounted(page, 'product-tabs');
    await expect(page.locator('.wc-tabs [role="tab"]')).toHaveCount(3);
    await expect(page.locator('.wc-tabs li[role="tab"]')).toHaveCount(0);
    await expectAccessible(page, '.woocommerce-tabs');
    await page.locator('a[href="#tab-description"]').focus();
    await page.keyboard.press('ArrowLeft'); // next tab in RTL
    await expect(page.locator('a[href="#tab-reviews"]')).toBeFocused();
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.locator('#tab-cr_qna')).toBeVisible();
  });
}
