import { expect, expectAccessible, faults, login, mounted, open, test } from '../../src/testing/e2e';

test.describe('coming-soon banner', () => {
  test.beforeEach(async ({ page }) => login(page, 7));

  test('a click made before the chunk arrived still dismisses it, once saved', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/chunks\/coming-soon-banner-.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await open(page, '/');
    const banner = page.locator('#coming-soon-footer-banner');
    await expect(banner).toBeVisible();
    const saved = page.waitForRequest(
      (r) => r.url().includes('/wp-json/wp/v2/users/7') && r.method() === 'POST',
    );
    await banner.locator('.coming-soon-footer-banner-dismiss').click();
    await expect(banner).toBeVisible(); // nothing happens before the code has loaded, and no navigation
    release();
    const req = await saved;
    expect((await req.allHeaders())['x-wp-nonce']).toMatch(/^[a-f0-9]{10}$/);
    expect(req.postDataJSON()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    await expect(banner).toBeHidden();
    await expectAccessible(page);
    await page.reload();
    await expect(page.locator('#coming-soon-footer-banner')).toHaveCount(0);
  });

  test('a failed dismissal hides the banner on this page, as woocommerce.js does; unsaved, it is back on the next', async ({
    page,
  }) => {
    await open(page, '/');
    await faults(page, [{ route: 'rest:POST /wp/v2/users/*', fault: '500' }]);
    const banner = page.locator('#coming-soon-footer-banner');
    await banner.locator('.coming-soon-footer-banner-dismiss').click();
    await expect(banner).toBeHidden();
    await expectAccessible(page);
    await page.reload();
    await expect(page.locator('#coming-soon-footer-banner')).toBeVisible();
  });

  test('a chunk that fails to load leaves the page working and every other widget running', async ({
    page,
  }) => {
    await page.route(/chunks\/coming-soon-banner-.*\.js$/, (route) => route.abort());
    await page.addInitScript(() => {
      const w = window as unknown as { failedWidgets: string[] };
      w.failedWidgets = [];
      document.addEventListener('storefront:mount-failed', (e) =>
        w.failedWidgets.push((e as CustomEvent<{ name: string }>).detail.name),
      );
    });
    await open(page, '/');
    await page.locator('.coming-soon-footer-banner-dismiss').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { failedWidgets: string[] }).failedWidgets))
      .toContain('coming-soon-banner');
    await expect(page.locator('#coming-soon-footer-banner')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 800));
    await mounted(page, 'scroll-to-top');
    await expect(page.locator('#ast-scroll-top')).toBeVisible();
    await page.locator('a[href="/shop/"]').first().click();
    await expect(page).toHaveURL(/\/shop\/$/);
  });
});
