// The bundle's texts and numbers follow the page's language (<html lang>, from WordPress's locale): on an English
// site's page the widgets speak the source strings; vote counts are in the digits the page prints them (Latin: intval()).
import { expect, mounted, open, test } from '../../src/testing/e2e';

const PRODUCT = '/product/electric-kettle/';

for (const [query, label, digits] of [
  ['?sw_locale=en_US', 'Show the reviews rated 5 out of 5', /^\(\d+\)$/],
  ['', 'عرض المراجعات بتقييم 5 من 5', /^\(\d+\)$/], // CusRev prints vote counts with intval()
] as const) {
  test(`${query ? 'an English' : 'the Arabic'} page: the widgets' texts and digits are the page's`, async ({
    page,
  }) => {
    await open(page, `${PRODUCT}${query}#reviews`);
    await mounted(page, 'product-reviews');
    await expect(page.locator('.ivole-histogramCell1 .cr-histogram-a[data-rating="5"]')).toHaveAttribute(
      'aria-label',
      label,
    );
    const vote = page.locator('ol.cr-ajax-reviews-list > li').first().locator('.cr-voting-upvote');
    await vote.click();
    await expect(vote).toHaveClass(/cr-voting-active/);
    await expect(
      page.locator('ol.cr-ajax-reviews-list > li').first().locator('.cr-voting-upvote-count'),
    ).toHaveText(digits);
  });
}
