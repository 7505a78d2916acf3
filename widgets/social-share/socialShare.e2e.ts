// The product page's share block in Chromium: links built from the page URL, the pin link with the image.
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';

test('share links carry the current page URL; the pin service also gets the product image', async ({ page }) => {
  await open(page, '/product/electric-kettle/?utm_source=fb#reviews');
  await page.locator('.sw-social-share').scrollIntoViewIfNeeded();
  await mounted(page, 'social-share');
  const origin = new URL(page.url()).origin;
  const fb = new URL((await page.locator('a[data-network="facebook"]').getAttribute('href')) ?? '');
  expect(fb.searchParams.get('u')).toBe(`${origin}/product/electric-kettle/`);
  const pin = new URL((await page.locator('a[data-network="pinterest"]').getAttribute('href')) ?? '');
  expect(pin.searchParams.get('url')).toBe(`${origin}/product/electric-kettle/`);
  expect(pin.searchParams.get('media')).toBe(`${origin}/fixtures/images/kettle.svg`);
  await expect(page.locator('a[data-network="x"]')).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page, '.sw-social-share');
});
