// The product tab's star filter on each CusRev release the fake prints: 5.117.0's `.cr-histogram-a` rows and
// 5.80.1's table of `.ivole-histogram-a` spans (/__sw/cusrev?version=5.80.1). A click on a row's label filters the
// list to that rating and marks the row, as the plugin's frontend.js does on that release.
import { expect, mounted, open, test } from '../../src/testing/e2e';

const PRODUCT = '/product/electric-kettle/';
const stars = 'ol.cr-ajax-reviews-list .crstar-rating-svg';

for (const [version, control] of [
  ['5.117.0', '.cr-histogram-a'],
  ['5.80.1', '.ivole-histogram-a'],
] as const) {
  test(`CusRev ${version}: the histogram filters the reviews by stars`, async ({ page }) => {
    expect((await page.request.get(`/__sw/cusrev?version=${version}`)).ok()).toBe(true);
    await open(page, `${PRODUCT}#reviews`);
    await mounted(page, 'product-reviews');
    const label = page.locator(`.ivole-histogramRow .ivole-histogramCell1 ${control}[data-rating="5"]`);
    await expect(label).toHaveAttribute('role', 'button');
    await label.click();
    await expect(
      page.locator('.ivole-histogramRow-s').locator(`${control}[data-rating="5"]`).first(),
    ).toBeVisible();
    await expect(label).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator(`${stars}[aria-label="التقييم 5 من 5"]`).first()).toBeVisible();
    expect(await page.locator(`${stars}:not([aria-label="التقييم 5 من 5"])`).count()).toBe(0);
    // the keyboard: the 4-star label is a toggle button too (rows with reviews only)
    const four = page.locator(`.ivole-histogramCell1 ${control}[data-rating="4"]`);
    if (await four.count()) {
      await four.focus();
      await page.keyboard.press('Enter');
      await expect(four).toHaveAttribute('aria-pressed', 'true');
      await expect(label).toHaveAttribute('aria-pressed', 'false');
    }
  });
}
