// The reviews tab CusRev prints with ajax reviews off (`/__sw/cusrev?ajax=off`: templates/cr-single-product-reviews.php)
// in Chromium: a star row loads the page with `?ivrating=N#tab-reviews` as js/frontend.js 5.117.0 does (l. 277),
// the fake answers it as CR_Reviews::filter_comments2 (the list of that rating, the filtered-count line), the
// reviews tab is the one shown, customer images still open in the media dialog, and the comment form's
// reCAPTCHA v3 token is fetched on submit (frontend.js l. 9-36).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';
import { chunkRequested, chunkRules, releaseChunk } from '../../src/testing/held';

const PRODUCT = '/product/electric-kettle/';
const row = (n: number) => `.cr-noAjax .ivole-histogramCell1 .cr-histogram-a[data-rating="${n}"]`;

async function noAjaxReviews(page: Page, mount = true, settings = '') {
  expect((await page.request.get(`/__sw/cusrev?ajax=off${settings}`)).ok()).toBe(true);
  await open(page, PRODUCT);
  await mounted(page, 'product-tabs');
  await page.locator('a.woocommerce-review-link').click();
  if (mount) await mounted(page, 'product-reviews');
}

test.describe('reviews tab without ajax', () => {
  test('a star row (keyboard) loads the filtered page on the reviews tab; see all goes back', async ({
    page,
  }) => {
    await noAjaxReviews(page);
    const four = page.locator(row(4));
    await expect(four).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, '#tab-reviews');
    await four.focus();
    await Promise.all([page.waitForURL(/\?ivrating=4#tab-reviews$/), page.keyboard.press('Enter')]);
    await mounted(page, 'product-tabs');
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await expect(page.locator('a[href="#tab-reviews"]')).toHaveAttribute('aria-selected', 'true');
    const ratings = page.locator(
      '#reviews.woocommerce-Reviews ol.commentlist > li .star-rating strong.rating',
    );
    await expect(ratings.first()).toBeVisible();
    expect(new Set(await ratings.allTextContents())).toEqual(new Set(['4']));
    await expect(page.locator('.cr-count-filtered-reviews')).toBeVisible();
    await mounted(page, 'product-reviews');
    await expect(page.locator(row(4))).toHaveAttribute('aria-pressed', 'true');
    await Promise.all([
      page.waitForURL((u) => u.pathname === PRODUCT && !u.search && u.hash === '#tab-reviews'),
      page.locator('.cr-count-filtered-reviews a.cr-seeAllReviews').click(),
    ]);
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await expect(page.locator('.cr-count-filtered-reviews')).toHaveCount(0);
  });

  test('WordPress’s comment pages: a page link opens that page on the reviews tab; a row filters the whole list, not page N', async ({
    page,
  }) => {
    await noAjaxReviews(page, true, '&page_comments=6');
    const pagination = page.locator('#reviews nav.woocommerce-pagination');
    await expect(pagination).toBeVisible();
    await expect(pagination.locator('.current')).toHaveText('4'); // newest: the last page
    await expectAccessible(page, '#tab-reviews');
    await Promise.all([
      page.waitForURL((u) => u.pathname === `${PRODUCT}comment-page-1/` && u.hash === '#comments'),
      pagination.getByRole('link', { name: '1', exact: true }).click(),
    ]);
    // #comments opens the reviews tab (single-product.js; here the product-tabs widget)
    await mounted(page, 'product-tabs');
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await expect(page.locator('#reviews ol.commentlist > li')).toHaveCount(6);
    await expect(pagination.locator('.current')).toHaveText('1');
    await mounted(page, 'product-reviews');
    await Promise.all([
      page.waitForURL(
        (u) => u.pathname === PRODUCT && u.search === '?ivrating=5' && u.hash === '#tab-reviews',
      ),
      page.locator(row(5)).click(),
    ]);
    // seven five-star reviews: the newest page (2) holds the seventh; its pages keep the filter
    const ratings = page.locator('#reviews ol.commentlist > li .star-rating strong.rating');
    await expect(ratings).toHaveText(['5']);
    await expect(pagination.locator('.current')).toHaveText('2');
    await expect(pagination.locator('a.page-numbers').first()).toHaveAttribute(
      'href',
      /comment-page-1\/\?ivrating=5#comments$/,
    );
  });

  test('a row clicked with the mouse on its bar filters too; images on the list open the media dialog', async ({
    page,
  }) => {
    await noAjaxReviews(page);
    await Promise.all([
      page.waitForURL(/\?ivrating=5#tab-reviews$/),
      page.locator('.cr-noAjax .ivole-histogramCell2 .cr-histogram-a[data-rating="5"]').click(),
    ]);
    await mounted(page, 'media-modal');
    await page.locator('#reviews.woocommerce-Reviews ol.commentlist a.cr-comment-a').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a row clicked before the widget runs is held and replayed: the filtered page loads', async ({
    page,
  }) => {
    await chunkRules(page, [{ chunk: 'product-reviews', action: 'hold' }]);
    await noAjaxReviews(page, false);
    await chunkRequested(page, 'product-reviews');
    await page.locator(row(2)).click();
    // held: the nearest control-like ancestor of the span (the tab panel) is marked busy meanwhile
    await expect(page.locator('[aria-busy="true"]:has(.cr-noAjax)')).toHaveCount(1);
    expect(new URL(page.url()).search).toBe('');
    await Promise.all([page.waitForURL(/\?ivrating=2#tab-reviews$/), releaseChunk(page, 'product-reviews')]);
  });

  test('the widget failing: a row clicked is told, not lost silently', async ({ page }) => {
    await chunkRules(page, [{ chunk: 'product-reviews', action: '404' }]);
    await noAjaxReviews(page, false);
    await page.locator(row(2)).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'لم يكتمل تحميل هذا الجزء من الصفحة' }),
    ).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the comment form with reCAPTCHA v3 for a guest posts the token the provider gives on submit', async ({
    page,
  }) => {
    await noAjaxReviews(page, true, '&captcha=recaptcha3');
    const form = page.locator('form#commentform');
    await mounted(page, 'review-rating'); // its stars stand in for the select
    await form.locator('p.stars a.star-5').click();
    await form.locator('#comment').fill('غلاية ممتازة');
    await form.locator('#author').fill('سارة');
    await form.locator('#email').fill('sara@example.com');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/wp-comments-post.php',
    );
    await form.locator('#submit').click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('g-recaptcha-response')).toMatch(
      /^stand-in-recaptcha3-fixture-recaptcha3-site-key-.+-submit$/,
    );
    expect(body.get('comment')).toBe('غلاية ممتازة');
    expect(body.get('rating')).toBe('5');
  });
});
