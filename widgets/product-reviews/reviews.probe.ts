// Issue budgets for the reviews list, measured in Chromium at 4x CPU slowdown: INP of a star-row filter click
// and of 'show more' <= 100 ms.
import type { Page } from 'playwright-core';
import {
  count,
  inpFigure,
  interaction,
  mounted,
  open,
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
          await count(page, `.ivole-histogramRow-s .ivole-histogramCell1 .cr-histogram-a[data-rating="${rating}"]`, 1);
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

export const reviewsProbe: Probe = {
  name: 'reviews',
  async run(page) {
    const t = await reviewsTimings(page);
    return [
      inpFigure('reviews: INP of a star-row filter at 4x CPU', t.star, 100),
      inpFigure("reviews: INP of 'show more' at 4x CPU", t.more, 100),
    ];
  },
};
