import { expect, mounted, open, test } from '../../src/testing/e2e';

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
