// The reviews slider in Chromium on CusRev 5.117.0's markup: slick's settings from data-slick (3, 2, 1 slides by
// window width, no arrows under 450 px), RTL, keyboard, dots, read more; the first paint already shows the row the
// mounted slider shows (the head script's pass), so nothing moves when it mounts.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';
import { readCls, shiftSources, trackLayoutShifts } from '../../src/testing/probe';
import { chunkRules, shiftOfRelease } from '../../src/testing/held';

const inView = (page: Page) =>
  page.locator('.cr-sw-slider').evaluate((region) => {
    const box = region.querySelector('.cr-sw-slider-viewport')!.getBoundingClientRect();
    return Array.from(region.querySelectorAll('.cr-review-card')).filter((c) => {
      const r = c.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });

test.describe('reviews slider', () => {
  test('slides per view by window width as data-slick says; arrows go under 450 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/reviews-slider/');
    await mounted(page, 'reviews-slider');
    await expect(page.locator('.cr-reviews-slider.slick-initialized')).toBeVisible();
    expect(await inView(page)).toBe(3);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => inView(page)).toBe(2);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(() => inView(page)).toBe(1);
    await expect(page.getByRole('button', { name: 'المراجعات التالية' })).toBeVisible();
    await page.setViewportSize({ width: 420, height: 900 });
    await expect(page.getByRole('button', { name: 'المراجعات التالية' })).toHaveCount(0);
  });

  test('RTL: next moves the track to the right, the arrow keys too; read more re-measures; axe clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/reviews-slider/');
    await mounted(page, 'reviews-slider');
    const first = page.locator('.cr-sw-slider .cr-review-card').first();
    const x0 = (await first.boundingBox())!.x;
    await page.getByRole('button', { name: 'المراجعات التالية' }).click();
    await expect.poll(async () => (await first.boundingBox())!.x).toBeGreaterThan(x0 + 100);
    await page.getByRole('button', { name: 'الانتقال إلى الشريحة 1' }).click();
    await expect.poll(async () => Math.round((await first.boundingBox())!.x)).toBe(Math.round(x0));
    await page.getByRole('button', { name: 'الانتقال إلى الشريحة 1' }).press('ArrowLeft');
    await expect.poll(async () => (await first.boundingBox())!.x).toBeGreaterThan(x0 + 100);
    const more = page.locator('.cr-sw-slider .cr-slider-read-more a').first();
    await page.getByRole('button', { name: 'الانتقال إلى الشريحة 1' }).click();
    await more.click();
    await expect(page.locator('.cr-sw-slider-expanded .cr-slider-details').first()).toBeVisible();
    await expect(page.locator('.cr-sw-slider-expanded .cr-slider-read-less a')).toBeFocused();
    await expectAccessible(page, '.cr-reviews-slider');
  });

  /** The cards that show any part inside the slider's viewport, and which of those are hidden; the hidden count. */
  const painting = (page: Page) =>
    page.locator('.cr-sw-slider').evaluate((region) => {
      const box = region.querySelector('.cr-sw-slider-viewport')!.getBoundingClientRect();
      const cards = Array.from(region.querySelectorAll<HTMLElement>('.cr-review-card'));
      const seen = cards.filter((c) => {
        const r = c.getBoundingClientRect();
        return r.right > box.left + 1 && r.left < box.right - 1;
      });
      return {
        inView: seen.length,
        blank: seen.filter((c) => getComputedStyle(c).visibility === 'hidden').length,
        hidden: cards.filter((c) => getComputedStyle(c).visibility === 'hidden').length,
      };
    });

  test('paints the slides in view and next to them, never a blank one: next, dots, keys and a long drag', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await open(page, '/reviews-slider/');
    await mounted(page, 'reviews-slider');
    const cards = await page.locator('.cr-sw-slider .cr-review-card').count();
    // one in view at 600 px: it, the next and (the slider loops) the last are painted; the observer may count the
    // next one's touching edge as in view, and add its neighbour
    await expect.poll(async () => (await painting(page)).hidden).toBeGreaterThanOrEqual(cards - 4);
    expect(await painting(page)).toMatchObject({ inView: 1, blank: 0 });
    expect((await painting(page)).hidden).toBeLessThanOrEqual(cards - 3);
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'المراجعات التالية' }).click();
      // sampled in frames while the track moves: whatever shows is painted
      for (let f = 0; f < 6; f++) {
        expect((await painting(page)).blank).toBe(0);
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }
    }
    await page.getByRole('button', { name: `الانتقال إلى الشريحة ${cards - 1}` }).click();
    await expect.poll(async () => (await painting(page)).inView).toBe(1);
    expect((await painting(page)).blank).toBe(0);
    // a drag across more than two slides in one gesture
    const box = (await page.locator('.cr-sw-slider-viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 25; step++) {
      await page.mouse.move(box.x + 20 + step * ((box.width * 2.4) / 25), y);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect((await painting(page)).blank).toBe(0);
    }
    await page.mouse.up();
    await expect.poll(async () => (await painting(page)).inView).toBe(1);
    expect((await painting(page)).blank).toBe(0);
    expect((await painting(page)).hidden).toBeGreaterThan(0);
  });

  /** The slider box, the cards in view (the first `n` in the DOM) and the footer, rounded. */
  const boxes = (page: Page, n: number) =>
    page.evaluate((shown) => {
      const r = (e: Element | null) => {
        const b = e?.getBoundingClientRect();
        return b
          ? { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) }
          : null;
      };
      const cards = Array.from(document.querySelectorAll('.cr-reviews-slider .cr-review-card'));
      return {
        slider: r(document.querySelector('.cr-reviews-slider')),
        cards: cards.slice(0, shown).map(r),
        footer: r(document.querySelector('footer.site-footer')),
      };
    }, n);

  for (const [width, height, perView] of [
    [412, 823, 1],
    [700, 900, 2],
    [1280, 900, 3],
  ] as const) {
    test(`${width}x${height}: the printed cards stand in the mounted slider's row from the first paint; no layout shift at mount`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await chunkRules(page, [{ chunk: 'reviews-slider', action: 'hold' }]);
      await trackLayoutShifts(page);
      await page.goto('/reviews-slider/', { waitUntil: 'load' });
      await page.evaluate(() => document.querySelectorAll('img').forEach((i) => (i.loading = 'eager')));
      await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
      // before any widget code: shown, the first cards side by side in the slider's box
      await expect(page.locator('.cr-reviews-slider.slick-initialized')).toBeVisible();
      const before = await boxes(page, perView);
      const box = before.slider;
      expect(new Set(before.cards.map((c) => c?.y)).size).toBe(1);
      expect(before.cards.every((c) => c && box && c.x >= box.x && c.x + c.w <= box.x + box.w)).toBe(true);
      const shift = await shiftOfRelease(page, 'reviews-slider', async () => {
        await mounted(page, 'reviews-slider');
        await expect(page.locator('.cr-sw-slider-dots button').first()).toBeAttached();
      });
      expect(await boxes(page, perView)).toEqual(before);
      expect(shift).toBe(0);
      expect(await readCls(page), await shiftSources(page)).toBe(0); // the whole page, from its first paint
    });
  }
});
