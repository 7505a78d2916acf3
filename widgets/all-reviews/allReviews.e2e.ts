// The all-reviews block (CR_All_Reviews 5.117.0 markup) in Chromium: mounting moves nothing, numbered pages by
// mouse and keyboard, search with the block's button, add a review (add_review="true": the shop's form), axe clean.
import { expect, expectAccessible, faults, hideTrustBadge, mounted, open, test } from '../../src/testing/e2e';
import { readCls, shiftSources, trackLayoutShifts } from '../../src/testing/probe';
import { chunkRequested, chunkRules, releaseChunk } from '../../src/testing/held';

const items = 'ol.commentlist > li';

test.describe('all-reviews block', () => {
  test('mounts without moving the page; the same reviews as printed', async ({ page }) => {
    await trackLayoutShifts(page);
    await page.goto('/all-reviews/?nobundle=1'); // the PHP block as printed
    const printed = await page.locator(items).evaluateAll((lis) => lis.map((li) => li.id));
    const footerTop = () =>
      page.locator('footer.site-footer').evaluate((f) => f.getBoundingClientRect().top + scrollY);
    const before = await footerTop();
    await open(page, '/all-reviews/');
    await page.locator('.cr-all-reviews-shortcode').scrollIntoViewIfNeeded();
    await mounted(page, 'all-reviews');
    expect(await page.locator(items).evaluateAll((lis) => lis.map((li) => li.id))).toEqual(printed);
    expect(await footerTop()).toBeCloseTo(before, 0);
    expect(await readCls(page), await shiftSources(page)).toBe(0);
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

  test("add a review: the summary's button opens the shop's form in place of the list; errors, a failed send kept, submit once; focus back", async ({
    page,
  }) => {
    await hideTrustBadge(page);
    await open(page, '/all-reviews/');
    await page.locator('.cr-all-reviews-shortcode').scrollIntoViewIfNeeded();
    await mounted(page, 'all-reviews');
    const add = page.getByRole('button', { name: 'أضف مراجعة' });
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await add.click();
    await mounted(page, 'review-form');
    const form = page.locator('.cr-all-reviews-shortcode .cr-review-form-wrap form');
    await expect(form).toBeVisible();
    // CusRev's CSS for cr-all-reviews-new-review: the summary, count row and list give way to the form
    await expect(page.locator('.cr-all-reviews-shortcode')).toHaveClass(/cr-all-reviews-new-review/);
    await expect(page.locator('.cr-all-reviews-shortcode ol.commentlist')).toBeHidden();
    await expect(page.locator('.cr-all-reviews-shortcode .cr-summaryBox-wrap')).toBeHidden();
    const rating = form.getByRole('radiogroup', { name: 'التقييم' });
    await expect(rating.getByRole('radio').first()).toBeFocused();
    // a shop review: the plugin prints no media upload here
    await expect(form.locator('input[type="file"]')).toHaveCount(0);
    await form.getByRole('button', { name: 'إرسال المراجعة' }).click();
    await expect(form.getByText('يرجى اختيار تقييم')).toBeVisible();
    await expect(form.getByText('يرجى كتابة مراجعتك')).toBeVisible();
    await expectAccessible(page, '.cr-all-reviews-shortcode');
    await rating.getByRole('radio').first().focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
    await expect(rating.locator('xpath=..')).toContainText('5/5');
    await form.getByLabel(/^المراجعة/).fill('توصيل سريع وخدمة ممتازة');
    await form.getByLabel(/^الاسم/).fill('منى');
    await form.getByLabel(/^البريد الإلكتروني/).fill('mona@example.com');
    // the server fails once: the message is shown, everything typed is kept
    await faults(page, [{ route: 'ajax:cr_submit_review', fault: '500', times: 1 }]);
    await form.getByRole('button', { name: 'إرسال المراجعة' }).click();
    await expect(form.getByRole('alert')).toHaveText('تعذّر إرسال الطلب. تحقّق من اتصالك وحاول مرة أخرى.');
    await expect(form.getByRole('button', { name: 'حسناً' })).toBeFocused();
    await form.getByRole('button', { name: 'حسناً' }).click();
    await expect(form.getByLabel(/^المراجعة/)).toHaveValue('توصيل سريع وخدمة ممتازة');
    let submits = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && (r.postData() ?? '').includes('action=cr_submit_review')) submits++;
    });
    await faults(page, [{ route: 'ajax:cr_submit_review', fault: 'slow:400' }]);
    await form.getByRole('button', { name: 'إرسال المراجعة' }).dblclick();
    await expect(form.getByText('تمت إضافة مراجعتك بنجاح')).toBeVisible();
    expect(submits).toBe(1);
    await form.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.locator('.cr-all-reviews-shortcode ol.commentlist')).toBeVisible();
    await expect(add).toBeFocused();
    await expect(add).toHaveAttribute('aria-expanded', 'false');
  });

  test('add a review pressed before the block has mounted: held, then the form opens once it has', async ({
    page,
  }) => {
    await hideTrustBadge(page);
    await chunkRules(page, [{ chunk: 'all-reviews', action: 'hold' }]);
    await page.goto('/all-reviews/', { waitUntil: 'load' });
    const add = page.locator('button.cr-all-reviews-add-review');
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await chunkRequested(page, 'all-reviews');
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.cr-all-reviews-shortcode')).not.toHaveClass(/cr-all-reviews-new-review/);
    await releaseChunk(page, 'all-reviews');
    await mounted(page, 'all-reviews');
    await expect(page.locator('.cr-all-reviews-shortcode')).toHaveClass(/cr-all-reviews-new-review/);
    await mounted(page, 'review-form');
    await expect(page.locator('.cr-all-reviews-shortcode .cr-review-form-wrap form')).toBeVisible();
  });
});
