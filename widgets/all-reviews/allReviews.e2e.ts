// The all-reviews block (CR_All_Reviews 5.117.0 markup) in Chromium: mounting moves nothing, numbered pages by
// mouse and keyboard, search with the block's button, axe clean.
import { expect, expectAccessible, hideTrustBadge, mounted, open, test } from '../../src/testing/e2e';
import { readCls, trackLayoutShifts } from '../../src/testing/probe';

const items = 'ol.commentlist > li';

test.describe('all-reviews block', () => {
  test('mounts without moving the page; the same reviews as printed', async ({ page }) => {
    await trackLayoutShifts(page);
    await page.goto('/all-reviews/?nobundle=1'); // the PHP block as printed
    const printed = await page.locator(items).evaluateAll((lis) => lis.map((li) => li.id));
    const footerTop = () => page.locator('footer.site-footer').evaluate((f) => f.getBoundingClientRect().top + scrollY);
    const before = await footerTop();
    await open(page, '/all-reviews/');
    await page.locator('.cr-all-reviews-shortcode').scrollIntoViewIfNeeded();
    await mounted(page, 'all-reviews');
    expect(await page.locator(items).evaluateAll((lis) => lis.map((li) => li.id))).toEqual(printed);
    expect(await footerTop()).toBeCloseTo(before, 0);
    expect(await readCls(page)).toBe(0);
  });

  test('numbered pages by mouse and keyboard, search with the Search button; axe clean', async ({ page }) => {
    await hideTrustBadge(page); // it covers the page links at the bottom right
    await open(page, '/all-reviews/');
    await page.locator('.cr-all-reviews-shortcode').scrollIntoViewIfNeeded();
    await mounted(page, 'all-reviews');
    const first = await page.locator(items).first().getAttribute('id');
    await page.locator('.cr-all-reviews-pagination .cr-page-numbers-a[data-page="1"]:not(.next)').click();
    await expect(page.locator('.cr-all-reviews-pagination .cr-page-numbers.current')).toHaveText('2');
    await expect(page.locator(items)).toHaveCount(5);
    expect(await page.locator(items).first().getAttribute('id')).not.toBe(first);
    await expect(page.locator(items).first()).toBeFocused();
    await page.locator('.cr-all-reviews-pagination .prev').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.cr-all-reviews-pagination .cr-page-numbers.current')).toHaveText('1');
    expect(await page.locator(items).first().getAttribute('id')).toBe(first);
    await page.locator('.cr-ajax-search input').fill('كلمة لا توجد');
    await page.locator('button.cr-button-search').click();
    await expect(page.locator('.cr-search-no-reviews')).toBeVisible();
    await expectAccessible(page);
  });
});
