// ACO Product Labels' listing badges in Chromium at a phone's viewport: placed in their image links by the head
// script before the listing is painted, so neither the page's load nor the widget's mount moves anything
// (`span.onsale` moved when the widget did it after `load`).
import { expect, mounted, test } from '../../src/testing/e2e';
import { readCls, shiftSources, trackLayoutShifts } from '../../src/testing/probe';
import { chunkRules, shiftOfRelease } from '../../src/testing/held';

test.use({ viewport: { width: 412, height: 823 } });

test('/shop/ at 412x823: badges in their image links from the first paint, no layout shift through load and mount', async ({
  page,
}) => {
  // the widget is in the small DOM widgets' shared chunk, `page` (vite.config.ts)
  await chunkRules(page, [{ chunk: 'page', action: 'hold' }]);
  await trackLayoutShifts(page);
  await page.goto('/shop/', { waitUntil: 'load' });
  // before the widget's code: the plugin's placement (frontend.js) already done
  const link = page.locator('li.post-102 a.woocommerce-LoopProduct-link');
  await expect(link).toHaveClass(/acoplw-badgeOutter/);
  await expect(link.locator(':scope > .acoplw-badge:first-child')).toHaveCount(1);
  await expect(page.locator('li.product > .acoplw-badge')).toHaveCount(0);
  const shift = await shiftOfRelease(page, 'page', () => mounted(page, 'product-badges'));
  expect(shift).toBe(0);
  expect(await readCls(page), await shiftSources(page)).toBe(0);
  await expect(link.locator(':scope > .acoplw-badge')).toHaveCount(1); // the widget left it where it was
});

test('/shop/ with the plugin jQuery positioning off: the badges stay where the PHP printed them', async ({
  page,
}) => {
  await page.goto('/shop/?sw_badges_jquery=0', { waitUntil: 'load' });
  await mounted(page, 'product-badges');
  await expect(page.locator('li.post-102 > .acoplw-badge')).toHaveCount(1);
  await expect(page.locator('.acoplw-badgeOutter')).toHaveCount(0);
});
