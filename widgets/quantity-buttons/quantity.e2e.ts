// Quantity +/- in the browser: keyboard, limits, accessibility with the buttons in place, and the layout
// shift they cause on the product and cart pages (reported).
import { test, expect, open, mounted, expectAccessible } from '../../src/testing/e2e';
import { readCls, trackLayoutShifts } from '../../src/testing/probe';

test('product page: buttons added once, fast clicks end right, keyboard works, axe clean', async ({
  page,
}) => {
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'quantity-buttons');
  const box = page.locator('form.cart div.quantity');
  await expect(box).toHaveClass(/buttons_added/);
  await expect(box.locator('a.plus')).toHaveCount(1);
  const input = box.locator('input.qty');
  for (let i = 0; i < 7; i++) await box.locator('a.plus').click();
  await expect(input).toHaveValue('8');
  await box.locator('a.minus').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('6');
  for (let i = 0; i < 10; i++) await box.locator('a.minus').click();
  await expect(input).toHaveValue('1');
  await expectAccessible(page, 'form.cart');
});

test('layout shift from the buttons (reported)', async ({ page }) => {
  await trackLayoutShifts(page);
  const out: string[] = [];
  for (const path of ['/product/electric-kettle/', '/shop/']) {
    await open(page, path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500); // idle widgets mounted
    out.push(`${path} CLS ${(await readCls(page)).toFixed(4)}`);
  }
  console.log(`[bench] ${out.join(', ')}`);
  expect(out).toHaveLength(2);
});

test("no quantity buttons where Astra's plus/minus option is off", async ({ page }) => {
  await open(page, '/product/electric-kettle/?sw_qty_buttons=off');
  await page.evaluate(() => window.storefrontWidgets?.load());
  await expect(page.locator('form.cart div.quantity input.qty')).toBeVisible();
  await expect(page.locator('a.plus, a.minus')).toHaveCount(0);
  await expect(page.locator('form.cart div.quantity')).not.toHaveClass(/buttons_added/);
});
