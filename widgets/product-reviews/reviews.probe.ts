// Issue budgets for the reviews list, measured in Chromium at 4x CPU slowdown: INP of a star-row filter click
// and of 'show more' <= 100 ms, with the widget mounted and on its first use (React evaluated on the way).
import type { Page } from 'playwright-core';
import {
  count,
  figure,
  inpFigure,
  interaction,
  mounted,
  open,
  sinceInput,
  slowed,
  type Interaction,
  type Probe,
} from '../../src/testing/probe';

const list = 'ol.cr-ajax-reviews-list';

export interface ReviewsTimings {
  star: Interaction[];
  more: Interaction[];
}

/** Three star-row filters, then three 'show more' clicks (5 → 20 reviews), each with its Event Timing. */
export async function reviewsTimings(page: Page): Promise<ReviewsTimings> {
  await open(page, '/product/electric-kettle/#reviews');
  await mounted(page, 'product-reviews');
  await page.waitForLoadState('networkidle'); // measure the interaction, not chunks still parsing after load
  const star: Interaction[] = [];
  const more: Interaction[] = [];
  await slowed(page, 4, async () => {
    for (const rating of [4, 5, 3]) {
      star.push(
        await interaction(page, async () => {
          await page.locator(`.ivole-histogramCell1 .cr-histogram-a[data-rating="${rating}"]`).click();
          await count(
            page,
            `.ivole-histogramRow-s .ivole-histogramCell1 .cr-histogram-a[data-rating="${rating}"]`,
            1,
          );
          await page.locator(list).waitFor();
        }),
      );
      await page.waitForLoadState('networkidle');
    }
    await page.locator('.cr-count-row-count .cr-seeAllReviews').click();
    await count(page, `${list} > li`, 5);
    await page.waitForLoadState('networkidle');
    for (const n of [10, 15, 20]) {
      more.push(
        await interaction(page, async () => {
          await page.locator('button.cr-show-more-reviews-prd').click();
          await count(page, `${list} > li`, n);
        }),
      );
      await page.waitForLoadState('networkidle');
    }
  });
  return { star, more };
}

/**
 * The first star-row filter of a visit's next page, pressed as `load` fires: the reviews tab's widget loads on
 * `visible`, so the press usually comes before it has mounted. It is held, the widget's chunks (in the HTTP cache
 * from reviewsTimings) are evaluated with React, and the press is replayed. INP of the press, press → the
 * filtered list shown (the row selected, the box no longer busy), and how many presses came before the mount.
 */
export async function firstFilters(
  page: Page,
): Promise<{ first: Interaction[]; shown: number[]; beforeMount: number }> {
  const row = '.ivole-histogramCell1 .cr-histogram-a[data-rating="4"]';
  const first: Interaction[] = [];
  const shown: number[] = [];
  let beforeMount = 0;
  await slowed(page, 4, async () => {
    for (let i = 0; i < 3; i++) {
      // from another document: the same URL with its #reviews would be a same-document navigation, no page load
      await page.goto('about:blank');
      await page.goto('/product/electric-kettle/#reviews', { waitUntil: 'load' });
      const early = await page.evaluate(
        () => !window.storefrontWidgets?.mounted().some((m) => m.name === 'product-reviews'),
      );
      if (early) beforeMount++;
      let ms = 0;
      first.push(
        await interaction(page, async () => {
          ms = await sinceInput(
            page,
            'pointerdown',
            `.ivole-summaryBox:not([aria-busy]) .ivole-histogramRow-s ${row}`,
            () => page.locator(row).click(),
          );
        }),
      );
      shown.push(Math.round(ms));
    }
  });
  return { first, shown, beforeMount };
}

export const reviewsProbe: Probe = {
  name: 'reviews',
  async run(page) {
    const t = await reviewsTimings(page);
    const f = await firstFilters(page);
    return [
      inpFigure('reviews: INP of a star-row filter at 4x CPU', t.star, 100),
      inpFigure("reviews: INP of 'show more' at 4x CPU", t.more, 100),
      inpFigure(
        `reviews: INP of the first star-row filter at load, React evaluated on the way (${f.beforeMount} of ${f.first.length} before the mount), at 4x CPU`,
        f.first,
        100,
      ),
      figure(
        'reviews: first star-row filter at load, press to filtered list shown, chunks in the HTTP cache, at 4x CPU',
        'ms',
        f.shown,
      ),
    ];
  },
};
