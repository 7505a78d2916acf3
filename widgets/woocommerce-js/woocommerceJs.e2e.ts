// What woocommerce.js does, without it: the sort order submits its form (the server sorts), a field's
// description shows while the field has focus and hides on Escape or elsewhere, the first alert gets focus,
// and `jQuery.scroll_to_notices` exists for scripts that call it. RTL, keyboard, axe clean.
import { readFileSync } from 'node:fs';
import { test, expect, open, mounted, expectAccessible, login } from '../../src/testing/e2e';

test('the sort order: choosing one loads the listing sorted by the server, its count announced', async ({
  page,
}) => {
  await open(page, '/shop/');
  await mounted(page, 'woocommerce-js');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expectAccessible(page, '.woocommerce-ordering');
  await page.locator('select.orderby').selectOption('price');
  await expect(page).toHaveURL(/\/shop\/\?orderby=price&paged=1$/);
  await expect(page.locator('select.orderby')).toHaveValue('price');
  await expect(page.locator('.woocommerce-result-count')).toHaveAttribute('data-is-sorted-by', 'true');
  await expect(page.locator('.woocommerce-result-count')).toHaveAttribute('aria-hidden', 'false');
  const prices = await page
    .locator('ul.products li .price')
    .evaluateAll((els) =>
      els.map((el) => parseFloat((el.querySelector('ins') ?? el).textContent?.replace(/[^\d.]/g, '') ?? '')),
    );
  expect(prices.length).toBeGreaterThan(3);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);
});

test('a field’s description shows while the field has focus; Escape, another field or a click elsewhere hides it', async ({
  page,
}) => {
  await login(page);
  await open(page, '/my-account/edit-address/shipping/');
  await mounted(page, 'woocommerce-js');
  const description = page.locator('#shipping_address_1-description');
  await expect(description).toBeHidden();
  await page.locator('#shipping_country').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#shipping_address_1')).toBeFocused();
  await expect(description).toBeVisible();
  await expect(description).toHaveAttribute('aria-hidden', 'false');
  await expectAccessible(page, 'form');
  await page.keyboard.press('Escape');
  await expect(description).toBeHidden();
  await page.locator('#shipping_address_1').click();
  await expect(description).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(description).toBeHidden();
  await page.locator('#shipping_address_1').click();
  await page.locator('h1').click();
  await expect(description).toBeHidden();
});

test('with jQuery on the page, jQuery.scroll_to_notices scrolls a notice into view', async ({ page }) => {
  const jquery = readFileSync('node_modules/jquery/dist/jquery.min.js', 'utf8');
  await page.route('**/shop/', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace('<head>', () => `<head><script>${jquery}</script>`);
    await route.fulfill({ response: res, body });
  });
  await page.setViewportSize({ width: 400, height: 500 });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // an instant scroll: its end is its result
  await open(page, '/shop/');
  await mounted(page, 'woocommerce-js');
  const top = await page.evaluate(() => {
    const $ = (
      window as unknown as { jQuery: ((s: string) => unknown) & { scroll_to_notices(c: unknown): void } }
    ).jQuery;
    window.scrollTo(0, 0);
    $.scroll_to_notices($('ul.products li:nth-child(12)'));
    return Math.round(
      document.querySelector('ul.products li:nth-child(12)')?.getBoundingClientRect().top ?? -1,
    );
  });
  expect(top).toBe(100);
});
