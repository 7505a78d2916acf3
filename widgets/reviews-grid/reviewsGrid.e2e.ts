// The reviews grid in Chromium on CusRev 5.117.0's markup: Colcade's masonry, the plugin's 800/550 px columns,
// show more, the histogram filter, a failure in red, and no layout shift when the widget takes the cards over.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, faults, mounted, open, test } from '../../src/testing/e2e';
import { chunkRules, shiftOfRelease } from '../../src/testing/held';
import { readCls, shiftSources, trackLayoutShifts } from '../../src/testing/probe';

const visibleColumns = (page: Page) =>
  page.locator('.cr-reviews-grid-col:not(.cr-reviews-grid-col-none)').count();
const cardIds = (page: Page) =>
  page.locator('.cr-review-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-reviewid')));

/** Greedy shortest-column placement never lets two columns differ by more than the tallest card. */
const balance = (page: Page) =>
  page.locator('.cr-reviews-grid-inner').evaluate((inner) => {
    const cols = Array.from(inner.querySelectorAll<HTMLElement>('.cr-reviews-grid-col')).filter(
      (c) => getComputedStyle(c).display !== 'none',
    );
    const heights = cols.map((c) =>
      Array.from(c.children).reduce((h, card) => h + (card as HTMLElement).offsetHeight, 0),
    );
    const tallest = Math.max(
      ...Array.from(inner.querySelectorAll<HTMLElement>('.cr-review-card')).map((c) => c.offsetHeight),
    );
    return {
      spread: Math.max(...heights) - Math.min(...heights),
      tallest,
      filled: cols.every((c) => c.children.length > 0),
    };
  });

test.describe('reviews grid', () => {
  test('masonry in three, two and one columns by the grid width; every card shown once', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/reviews-grid/');
    await mounted(page, 'reviews-grid');
    const width = () =>
      page.locator('.cr-reviews-grid-inner').evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBeGreaterThanOrEqual(800);
    expect(await visibleColumns(page)).toBe(3);
    await expect(page.locator('.cr-review-card')).toHaveCount(6);
    await expect(page.locator('.cr-review-card').first()).toBeVisible();
    let b = await balance(page);
    expect(b.filled).toBe(true);
    expect(b.spread).toBeLessThanOrEqual(b.tallest);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => visibleColumns(page)).toBe(2);
    expect(await width()).toBeLessThan(800);
    b = await balance(page);
    expect(b.spread).toBeLessThanOrEqual(b.tallest);
    await page.setViewportSize({ width: 420, height: 900 });
    await expect.poll(() => visibleColumns(page)).toBe(1);
    expect(new Set(await cardIds(page)).size).toBe(6);
  });

  test('show more appends without repeats and counts down; a star row filters; a failure shows in red', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/reviews-grid/');
    await mounted(page, 'reviews-grid');
    const more = page.locator('.cr-show-more > button.cr-show-more-button');
    const label = await more.textContent();
    await more.click();
    await expect(page.locator('.cr-review-card')).toHaveCount(12);
    expect(new Set(await cardIds(page)).size).toBe(12);
    await expect(more).not.toHaveText(label ?? '');
    const b = await balance(page);
    expect(b.spread).toBeLessThanOrEqual(b.tallest);
    await page.locator('.ivole-histogramCell1 .cr-histogram-a[data-rating="5"]').press('Enter');
    await expect(page.locator('.cr-count-filtered-reviews')).toContainText('(5 نجوم)');
    const labels = await page.locator('.cr-review-card .rating-label').allTextContents();
    expect(new Set(labels.map((l) => l.trim()))).toEqual(new Set(['5/5']));
    await faults(page, [{ route: 'ajax:ivole_show_more_grid_reviews', fault: 'html' }]);
    await more.click();
    const err = page.locator('.cr-show-more [role="alert"]');
    await expect(err).toContainText('Briefly unavailable');
    expect(await err.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(205, 38, 83)');
    await expectAccessible(page, '.cr-reviews-grid');
  });

  test("a card's image opens the media modal by keyboard; closing returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/reviews-grid/');
    await mounted(page, 'reviews-grid');
    await mounted(page, 'media-modal');
    const img = page.locator('.cr-review-card .image-row-img').first();
    await expect(img).toHaveAttribute('role', 'button');
    await img.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.cr-ajax-reviews-cus-images-modal');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.sw-media-slide.is-current img')).toHaveAttribute('src', /review-/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(img).toBeFocused();
  });

  test("add a review: the shop's form in place of the grid; cancel gives the grid back and the focus to the button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/reviews-grid/');
    await mounted(page, 'reviews-grid');
    const add = page.locator('button.cr-all-reviews-add-review');
    await add.click();
    await mounted(page, 'review-form');
    await expect(page.locator('.cr-reviews-grid')).toHaveClass(/cr-reviews-grid-new-review/);
    await expect(page.locator('.cr-reviews-grid-inner')).toBeHidden();
    const form = page.locator('.cr-reviews-grid .cr-review-form-wrap form');
    await form.getByRole('button', { name: 'إلغاء' }).click();
    await expect(page.locator('.cr-reviews-grid-inner')).toBeVisible();
    await expect(add).toBeFocused(); // shown again before it takes the focus
    await expect(add).toHaveAttribute('aria-expanded', 'false');
  });

  test('the head script places the printed cards as Colcade does at DOM ready; the React root takes them over without moving anything', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await chunkRules(page, [{ chunk: 'reviews-grid', action: 'hold' }]);
    await page.goto('/reviews-grid/', { waitUntil: 'load' });
    // the entry's Colcade pass: three columns, every card placed and shown before any widget code
    await expect(page.locator('.cr-reviews-grid-inner.cr-colcade-loaded')).toBeAttached();
    expect(await page.locator('.cr-reviews-grid-col > .cr-review-card').count()).toBe(6);
    // the plugin prints no image sizes: every image loaded first (lazy ones far below would never load by themselves)
    await page.evaluate(() => document.querySelectorAll('img').forEach((i) => (i.loading = 'eager')));
    await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
    const rects = () =>
      page.locator('.cr-review-card, .cr-show-more, footer.site-footer').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return [e.getAttribute('data-reviewid'), Math.round(r.x), Math.round(r.y), Math.round(r.height)];
        }),
      );
    const before = await rects();
    const shift = await shiftOfRelease(page, 'reviews-grid', async () => {
      await mounted(page, 'reviews-grid');
    });
    expect(await rects()).toEqual(before);
    expect(shift).toBe(0);
  });

  test("412x823: the covers in view load at once, and the page's largest paint (a cover) comes before any chunk is requested", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: number[] };
      w.lcp = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => w.lcp.push(e.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    // the covers arrive late (as on a phone): after the page's load event, which a lazy image would not hold
    await page.route(/\/fixtures\/images\/review-\d+\.webp/, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto('/reviews-grid/', { waitUntil: 'load' });
    await mounted(page, 'reviews-grid');
    const r = await page.evaluate(() => {
      const inView = Array.from(document.querySelectorAll<HTMLElement>('.cr-review-card')).filter(
        (c) => c.getBoundingClientRect().top < innerHeight,
      );
      const chunks = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/chunks/') && e.name.endsWith('.js'));
      const srcs = inView.map((c) => c.querySelector<HTMLImageElement>('.image-row > img')?.src);
      const covers = performance
        .getEntriesByType('resource')
        .filter(
          (e): e is PerformanceResourceTiming =>
            e instanceof PerformanceResourceTiming && srcs.includes(e.name),
        );
      return {
        inView: inView.map((c) => c.querySelector('.image-row > img')?.getAttribute('loading') ?? 'none'),
        below: Array.from(document.querySelectorAll<HTMLElement>('.cr-review-card'))
          .filter((c) => !inView.includes(c))
          .map((c) => c.querySelector('.image-row > img')?.getAttribute('loading') ?? 'none'),
        lcp: Math.max(...(window as unknown as { lcp: number[] }).lcp),
        firstChunk: Math.min(...chunks.map((e) => e.startTime)),
        coversDone: Math.max(...covers.map((e) => e.responseEnd)),
        load:
          performance.getEntriesByType('navigation').find((e) => e instanceof PerformanceNavigationTiming)
            ?.loadEventStart ?? 0,
      };
    });
    expect(r.inView.filter((l) => l === 'eager').length).toBeGreaterThan(0);
    expect(r.inView).not.toContain('lazy');
    expect(r.below.filter((l) => l === 'lazy').length).toBeGreaterThan(0); // the rest load as the plugin prints them
    // the page's load event came before the covers (a lazy image does not hold it; one made eager in Chrome neither):
    // the chunks wait for the covers shown and painted
    expect(r.load).toBeLessThan(r.coversDone);
    expect(r.lcp).toBeLessThan(r.firstChunk);
  });

  for (const [width, height] of [
    [412, 823],
    [1280, 900],
  ] as const) {
    test(`${width}x${height}: no layout shift from the first paint until the covers have loaded and the root has mounted`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await trackLayoutShifts(page);
      // the customers' images (printed without a size, lazy) arrive after the page's first paints, as on a phone
      let release: () => void = () => {};
      const arrived = new Promise<void>((r) => (release = r));
      await page.route(/\/fixtures\/images\/review-\d+\.webp/, async (route) => {
        await arrived;
        await route.continue();
      });
      await page.goto('/reviews-grid/', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('.cr-reviews-grid-col > .cr-review-card')).toHaveCount(6);
      release();
      await page.evaluate(() => document.querySelectorAll('img').forEach((i) => (i.loading = 'eager')));
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('.image-row-img')).every(
          (i) => i.complete && i.naturalHeight > 0,
        ),
      );
      await mounted(page, 'reviews-grid');
      await expect(page.locator('.cr-reviews-grid-inner.cr-colcade-loaded')).toBeAttached();
      await expect(page.locator('.cr-review-card').first()).toBeVisible();
      expect(await readCls(page), await shiftSources(page)).toBe(0);
    });
  }
});
