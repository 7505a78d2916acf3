// WooCommerce's product tabs in Chromium on both tab templates (tabs.php 9.8.0 and the older 3.8.0 that many
// themes still override with): axe-core finds no nested interactive control or orphan tab, and the keyboard path
// (arrows mirrored in RTL, Home/End) works on each.
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';
import { readCls, shiftSources, trackLayoutShifts } from '../../src/testing/probe';
import { chunkRules, holdLimit, shiftOfRelease } from '../../src/testing/held';

for (const [template, query] of [
  ['9.8.0', ''],
  ['3.8.0', '?sw_tabs_template=3.8'],
] as const) {
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

test('one panel shown from the first paint (the head script): no layout shift when the tabs widget mounts', async ({
  page,
}) => {
  await chunkRules(page, [{ chunk: 'product-tabs', action: 'hold' }]);
  await trackLayoutShifts(page);
  await page.goto('/product/stand-mixer/', { waitUntil: 'load' });
  // before the widget's code: only the first panel, its tab marked active, as single-product.js shows them
  await expect(page.locator('#tab-description')).toBeVisible();
  await expect(page.locator('#tab-reviews')).toBeHidden();
  await expect(page.locator('#tab-cr_qna')).toBeHidden();
  await expect(page.locator('.wc-tabs li.active > a')).toHaveAttribute('href', '#tab-description');
  const shift = await shiftOfRelease(page, 'product-tabs', () => mounted(page, 'product-tabs'));
  expect(shift).toBe(0);
  expect(await readCls(page), await shiftSources(page)).toBe(0);
});

test('#reviews in the URL: the reviews panel from the first paint', async ({ page }) => {
  await chunkRules(page, [{ chunk: 'product-tabs', action: 'hold' }]);
  await page.goto('/product/stand-mixer/#reviews', { waitUntil: 'load' });
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
});

test('the tabs chunk fails: every panel is shown again, as printed', async ({ page }) => {
  await chunkRules(page, [{ chunk: 'product-tabs', action: '404' }]);
  await page.goto('/product/stand-mixer/', { waitUntil: 'load' });
  for (const id of ['#tab-description', '#tab-reviews', '#tab-cr_qna'])
    await expect(page.locator(id)).toBeVisible();
});

for (const failure of ['404', 'late'] as const) {
  test(`a tab clicked before the widget, chunk ${failure === '404' ? 'failing (404)' : 'late (short limit)'}: the link's native path opens its panel`, async ({
    page,
  }) => {
    if (failure === 'late') await holdLimit(page, 400);
    await chunkRules(page, [{ chunk: 'product-tabs', action: failure === '404' ? '404' : 'hold' }]);
    await page.goto('/product/stand-mixer/', { waitUntil: 'load' });
    await page.locator('.wc-tabs a[href="#tab-cr_qna"]').click();
    await expect(page).toHaveURL(/#tab-cr_qna$/);
    await expect(page.locator('#tab-cr_qna')).toBeVisible();
  });
}
