import { expect, mounted, open, test } from '../../src/testing/e2e';

test('scroll to top: appears past the header height + 100 px and takes the keyboard user to the top', async ({
  page,
}) => {
  await open(page, '/shop/');
  await mounted(page, 'scroll-to-top');
  const button = page.locator('#ast-scroll-top');
  await expect(button).toBeHidden();
  const threshold = await page.evaluate(
    () => (document.getElementById('masthead')?.offsetHeight ?? 200) + 100,
  );
  await page.evaluate((y) => window.scrollTo(0, y + 50), threshold);
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
