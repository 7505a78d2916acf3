import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';

test('content protection: Ctrl+C outside fields shows the Arabic message for 3 s; fields stay usable', async ({
  page,
}) => {
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'content-protection');
  const box = page.locator('#wpcp-error-message');
  await page.locator('h1').click();
  await page.keyboard.press('Control+c');
  await expect(box).toBeVisible();
  await expect(box).toHaveText('غير مسموح لك بنسخ المحتوى أو عرض المصدر');
  await expect(box).toBeHidden({ timeout: 4000 });
  const input = page.locator('.dgwt-wcas-search-input').first();
  await input.fill('نص قابل للنسخ');
  await input.press('Control+a');
  await expect(box).toBeHidden();
  expect(await input.evaluate((el: HTMLInputElement) => el.selectionEnd! - el.selectionStart!)).toBe(
    'نص قابل للنسخ'.length,
  );
  const menuPrevented = await page
    .locator('img')
    .first()
    .evaluate((img) => {
      const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      img.dispatchEvent(e);
      return e.defaultPrevented;
    });
  expect(menuPrevented).toBe(true);
});

test('content protection with every CSS protection off (body class `none`): still protected as the plugin protects it; the default message in Arabic', async ({
  page,
}) => {
  await page.goto(
    '/__sw/wccp?home_css_protection=Disabled&posts_css_protection=Disabled&pages_css_protection=Disabled&redirect=/',
  );
  await open(page, '/');
  await expect(page.locator('body')).toHaveClass(/\bnone\b/);
  await expect(page.locator('body')).not.toHaveClass(/\bunselectable\b/);
  await mounted(page, 'content-protection');
  const box = page.locator('#wpcp-error-message');
  await page.locator('h1').first().dblclick();
  await expect(box).toBeVisible();
  await expect(box).toHaveText('المحتوى محمي !!');
  await expect(box).toBeHidden({ timeout: 4000 });
  await page.locator('h1').first().click();
  await page.keyboard.press('Control+a');
  await expect(box).toHaveText('غير مسموح لك بنسخ المحتوى أو عرض المصدر');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
});

test("content protection: a shop's own message is shown as written; right click off leaves the menu alone", async ({
  page,
}) => {
  await page.goto(
    `/__sw/wccp?smessage=${encodeURIComponent('النسخ غير متاح في متجرنا')}&right_click_protection_homepage=&redirect=/`,
  );
  await open(page, '/');
  await mounted(page, 'content-protection');
  await page.locator('h1').first().dblclick();
  await expect(page.locator('#wpcp-error-message')).toHaveText('النسخ غير متاح في متجرنا');
  const menuPrevented = await page
    .locator('h1')
    .first()
    .evaluate((h) => {
      const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      h.dispatchEvent(e);
      return e.defaultPrevented;
    });
  expect(menuPrevented).toBe(false);
});
