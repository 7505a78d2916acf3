import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';

test('password toggle on the WooCommerce login and register forms', async ({ page }) => {
  await open(page, '/my-account/');
  await mounted(page, 'password-toggle', 2);
  const toggle = page.locator('#password ~ .show-password-input');
  await expect(toggle).toHaveAttribute('aria-label', 'إظهار كلمة المرور');
  await page.locator('#password').fill('Passw0rd!');
  await toggle.click();
  await expect(page.locator('#password')).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await toggle.press('Enter');
  await expect(page.locator('#password')).toHaveAttribute('type', 'password');
});
