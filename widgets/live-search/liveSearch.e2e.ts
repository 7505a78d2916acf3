// Astra's live content search on the blog page, in Chromium: grouped Arabic results, no results, keyboard, axe.
import { test, expect, open, mounted, expectAccessible } from '../../src/testing/e2e';

test('groups posts, pages and products in Arabic, keyboard moves and opens, axe clean', async ({ page }) => {
  await open(page, '/blog/');
  const field = page.locator('form.search-form .search-field');
  await field.focus();
  await mounted(page, 'live-search');
  await field.pressSequentially('القهوة'); // WordPress's newest five for it: a page, a post and products
  const list = page.getByRole('listbox', { name: 'نتائج البحث' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('group', { name: 'المقالات' })).toBeVisible();
  await expect(list.getByRole('group', { name: 'الصفحات' })).toBeVisible();
  await expect(list.getByRole('group', { name: 'المنتجات' })).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(5);
  await expectAccessible(page);
  await field.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  const href = (await first.getAttribute('href')) ?? '';
  await Promise.all([page.waitForURL((u) => u.href === href), field.press('Enter')]);
});

test("'No results found' in Arabic; a click outside hides the results", async ({ page }) => {
  await open(page, '/blog/');
  const field = page.locator('form.search-form .search-field');
  await field.focus();
  await mounted(page, 'live-search');
  await field.pressSequentially('zzzz');
  await expect(page.locator('.ast-search--no-results-heading')).toHaveText('لم يتم العثور على نتائج');
  await field.fill('قهوة');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('without the bundle the form still submits', async ({ page }) => {
  await page.goto('/blog/?nobundle=1');
  await page.locator('form.search-form .search-field').fill('قهوة');
  await Promise.all([
    page.waitForURL(/[?&]s=/),
    page.locator('form.search-form .search-field').press('Enter'),
  ]);
});

test('where Astra does not enqueue live search (no astra_search), the WordPress search form stays a plain form', async ({
  page,
}) => {
  await open(page, '/blog/?sw_live_search=0');
  const field = page.locator('form.search-form .search-field');
  await field.click();
  await field.pressSequentially('قهوة');
  await expect(field).not.toHaveAttribute('role', 'combobox');
  expect(
    await page.evaluate(() => window.storefrontWidgets?.mounted().some((m) => m.name === 'live-search')),
  ).toBe(false);
  await field.press('Enter');
  await page.waitForURL(/[?&]s=/);
});
