// The review form's stars (wc-single-product taken over) on WooCommerce's comment form, the one CusRev's non-ajax
// template prints (`/__sw/cusrev?ajax=off`), in Chromium on the Arabic (RTL) product page: the stars in place of
// the select, mouse and keyboard, the required rating stopping the submit with the reason beside the stars, and
// the rating the server saved as the next page shows it (wp-comments-post.php holds the review for moderation
// and shows it to its author).
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  hideTrustBadge,
  mounted,
  open,
  shopSettings,
  test,
} from '../../src/testing/e2e';
import { chunkRequested, chunkRules, releaseChunk } from '../../src/testing/held';

const PRODUCT = '/product/electric-kettle/';
const OPTIONS = ['1 من 5 نجوم', '2 من 5 نجوم', '3 من 5 نجوم', '4 من 5 نجوم', '5 من 5 نجوم'];
const star = (page: Page, n: number) => page.locator(`#respond p.stars a.star-${n}`);
// the form's uploads (the review-uploads widget) are left out of the axe checks here: once that widget runs, its
// status line is the file field's label given role="status", which axe refuses (the field loses its label)
const UPLOADS = '.cr-upload-local-images';

/** the product page with the comment form, its reviews tab open */
async function reviewForm(page: Page, opts: { required?: 'yes' | 'no'; mount?: boolean } = {}) {
  await hideTrustBadge(page);
  expect((await page.request.get('/__sw/cusrev?ajax=off')).ok()).toBe(true);
  if (opts.required) await shopSettings(page, { review_rating_required: opts.required });
  await open(page, PRODUCT);
  await mounted(page, 'product-tabs');
  await page.locator('a.woocommerce-review-link').click();
  await expect(page.locator('#respond')).toBeVisible();
  if (opts.mount !== false) await mounted(page, 'review-rating');
}

/** the comment posts the page sends */
function commentPosts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/wp-comments-post.php')
      sent.push(r.postData() ?? '');
  });
  return sent;
}

/** the rest of the form, as a guest fills it */
async function fillGuest(page: Page, text: string) {
  await page.locator('#comment').fill(text);
  await page.locator('#author').fill('سارة');
  await page.locator('#email').fill('sara@example.com');
}

/** submit, follow wp-comments-post's redirect, and read the rating the product page shows for the new review */
async function postAndReadSaved(page: Page): Promise<{ rating: string | null; li: string }> {
  await Promise.all([
    page.waitForURL((u) => u.searchParams.has('unapproved')),
    page.locator('#submit').click(),
  ]);
  const id = new URL(page.url()).searchParams.get('unapproved');
  expect(new URL(page.url()).hash).toBe(`#comment-${id}`);
  const li = page.locator(`#li-comment-${id}`);
  await expect(li.locator('.woocommerce-review__awaiting-approval')).toHaveCount(1);
  const rating = li.locator('.star-rating strong.rating');
  return {
    rating: (await rating.count()) ? await rating.textContent() : null,
    li: (await li.textContent()) ?? '',
  };
}

test.describe('review rating', () => {
  test('the stars replace the select (one p.stars, RTL), named by the label; a click on star 4 chooses 4', async ({
    page,
  }) => {
    await reviewForm(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#respond p.stars')).toHaveCount(1);
    await expect(page.locator('#rating')).toBeHidden();
    const group = page.getByRole('radiogroup', { name: /^تقييمك/ });
    await expect(group).toBeVisible();
    await expect(group.getByRole('radio')).toHaveText(OPTIONS);
    // right to left: star 1 is the rightmost, each next star to the left of the one before
    const boxes = await Promise.all([1, 2, 3, 4, 5].map(async (n) => star(page, n).boundingBox()));
    const xs = boxes.map((b) => b?.x ?? NaN);
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
    expect(new Set(xs).size).toBe(5);
    expect(boxes[0]?.width).toBeGreaterThanOrEqual(16); // a visible star without woocommerce.css
    await expectAccessible(page, '#respond', UPLOADS);

    await star(page, 4).click();
    await expect(page.locator('#rating')).toHaveValue('4');
    await expect(group.getByRole('radio', { checked: true })).toHaveText(OPTIONS[3] ?? '');
    await expect(star(page, 4)).toHaveAttribute('aria-checked', 'true');
    await expect(star(page, 4)).toHaveClass('star-4 active');
    await expect(page.locator('#respond p.stars')).toHaveClass('stars selected');
    expect(new URL(page.url()).hash).not.toBe('#'); // href="#" not followed
  });

  test('keyboard: one tab stop, the arrows in the reading direction, Space and Enter choose; the server saves it', async ({
    page,
  }) => {
    await reviewForm(page);
    await page.locator('#comment').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(star(page, 1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#comment')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    // Space's own page scroll is what the star's handler cancels: read from the keydown itself, not from
    // scrollY (the gallery above may still be taking its image's height, and scroll anchoring follows it)
    await page.evaluate(() =>
      window.addEventListener(
        'keydown',
        (e) => {
          // read once the event has been dispatched (a handler may stop it before it bubbles)
          if (e.key === ' ')
            setTimeout(() => (document.body.dataset.spaceScrolls = String(!e.defaultPrevented)));
        },
        true,
      ),
    );
    await page.keyboard.press('Space');
    await expect(page.locator('#rating')).toHaveValue('1');
    await expect(star(page, 1)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-space-scrolls', 'false'); // Space did not scroll the page
    // RTL: ArrowLeft goes to the next star (to the left), ArrowRight back; Down and Up as next and previous
    for (const [key, n] of [
      ['ArrowLeft', 2],
      ['ArrowLeft', 3],
      ['ArrowRight', 2],
      ['ArrowDown', 3],
      ['ArrowUp', 2],
      ['End', 5],
      ['ArrowLeft', 1], // wraps
      ['Home', 1],
    ] as const) {
      await page.keyboard.press(key);
      await expect(star(page, n)).toBeFocused();
      await expect(page.locator('#rating')).toHaveValue(String(n));
      await expect(star(page, n)).toHaveAttribute('aria-checked', 'true');
    }
    await expect(page.locator('#respond p.stars a[aria-checked="true"]')).toHaveCount(1);
    await star(page, 3).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#rating')).toHaveValue('3');
    await expect(star(page, 3)).toHaveAttribute('tabindex', '0');
    expect(new URL(page.url()).hash).not.toBe('#');

    await fillGuest(page, 'غلاية متوسطة');
    const saved = await postAndReadSaved(page);
    expect(saved.rating).toBe('3');
    expect(saved.li).toContain('غلاية متوسطة');
  });

  test('required: a submit without a rating is stopped, the reason beside the stars, nothing posted; star 4 then posts 4', async ({
    page,
  }) => {
    await reviewForm(page);
    await expect(page.locator('label#comment-form-rating-label .required')).toHaveText('*');
    const posts = commentPosts(page);
    await fillGuest(page, 'غلاية جيدة');
    await page.evaluate(() => Reflect.set(window, 'swSamePage', true));
    await page.locator('#submit').click();
    const alert = page.locator('#respond [role="alert"]');
    await expect(alert).toHaveText('يرجى اختيار تقييم');
    const group = page.getByRole('radiogroup', { name: /^تقييمك/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-describedby', (await alert.getAttribute('id')) ?? '-');
    await expect(star(page, 1)).toBeFocused();
    expect(await page.evaluate(() => Reflect.get(window, 'swSamePage'))).toBe(true); // no navigation
    expect(posts).toEqual([]);
    const state = (await (await page.request.get('/__sw/state')).json()) as {
      data: Record<string, { reviews?: unknown[] } | undefined>;
    };
    expect(state.data['reviews:posted']?.reviews ?? []).toEqual([]);
    await expectAccessible(page, '#respond', UPLOADS);

    await star(page, 4).click();
    await expect(alert).toHaveCount(0);
    await expect(group).not.toHaveAttribute('aria-invalid', 'true');
    const saved = await postAndReadSaved(page);
    expect(saved.rating).toBe('4');
    expect(posts).toHaveLength(1);
    expect(new URLSearchParams(posts[0]).get('rating')).toBe('4');
  });

  test('not required (review_rating_required=no): no required mark, a review without a rating posts and is saved without one', async ({
    page,
  }) => {
    await reviewForm(page, { required: 'no' });
    await expect(page.locator('label#comment-form-rating-label .required')).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: /^تقييمك/ })).not.toHaveAttribute('aria-required');
    await fillGuest(page, 'بدون تقييم');
    const saved = await postAndReadSaved(page);
    expect(saved.rating).toBeNull();
    expect(saved.li).toContain('بدون تقييم');
  });

  test('a submit made before the widget runs is held, then stopped for the missing rating', async ({
    page,
  }) => {
    await chunkRules(page, [{ chunk: 'review-rating', action: 'hold' }]);
    await reviewForm(page, { mount: false });
    await chunkRequested(page, 'review-rating');
    const posts = commentPosts(page);
    await expect(page.locator('#rating')).toBeVisible(); // the printed select until then
    await page.locator('#submit').click();
    await expect(page.locator('#submit')).toHaveAttribute('aria-busy', 'true');
    await releaseChunk(page, 'review-rating');
    await expect(page.locator('#respond [role="alert"]')).toHaveText('يرجى اختيار تقييم');
    await expect(page.locator('#respond p.stars')).toHaveCount(1);
    await expect(page.locator('#submit')).not.toHaveAttribute('aria-busy');
    expect(posts).toEqual([]);
  });

  test('where a shop keeps WooCommerce’s single-product.js, its stars stay the only ones: the widget stands down', async ({
    page,
  }) => {
    expect((await page.request.get('/__sw/cusrev?ajax=off')).ok()).toBe(true);
    await open(page, `${PRODUCT}?sw_wc_single=kept`);
    await page.evaluate(() => window.storefrontWidgets?.load());
    expect(
      await page.evaluate(() =>
        Reflect.get(Object(Reflect.get(window, 'storefrontWidgetsStandDown')), 'review-rating'),
      ),
    ).toBe('wc-single-product is on this page and was not taken over');
    expect(await page.evaluate(() => window.storefrontWidgets?.mounted().map((m) => m.name))).not.toContain(
      'review-rating',
    );
    await expect(page.locator('#respond p.stars')).toHaveCount(1); // the kept script's (the fake's stand-in)
    await expect(page.locator('#respond p.stars a.star-1')).toHaveCount(0);
  });
});
