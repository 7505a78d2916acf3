// Cart fragments in a real browser: another tab's add reaches this tab, the 5000 ms time-out, throwing storage,
// the header count updated by the DOM widget alone (no React chunk before the load event).
import { test, expect, open, mounted, faults } from '../../src/testing/e2e';

const count = '#ast-mobile-header a.cart-container .count';

test('an add in another tab updates this tab (storage event on the hash key)', async ({ page, context }) => {
  await open(page, '/shop/');
  await mounted(page, 'cart-fragments');
  const other = await context.newPage();
  await open(other, '/shop/');
  await mounted(other, 'add-to-cart');
  await other.locator('li.post-103 .ajax_add_to_cart').click();
  await expect(other.locator(count)).toHaveText('1');
  await expect(page.locator(count)).toHaveText('1');
  await expect(page.locator('#astra-mobile-cart-drawer .woocommerce-mini-cart-item')).toHaveCount(1);
});

test('fragments that never answer time out after 5000 ms with wc_fragments_ajax_error; the page stays usable', async ({ page }) => {
  test.setTimeout(40_000);
  await page.goto('/shop/');
  await mounted(page, 'add-to-cart');
  // cart-fragments mounts at idle and refreshes once on mount: let that finish before the fault is set
  await mounted(page, 'cart-fragments');
  await page.waitForLoadState('networkidle');
  await faults(page, [{ route: 'wc-ajax:get_refreshed_fragments', fault: 'timeout', times: 1 }]);
  const elapsed = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const t0 = performance.now();
        document.body.addEventListener('storefront:wc_fragments_ajax_error', () => resolve(performance.now() - t0), { once: true });
        document.body.dispatchEvent(new CustomEvent('storefront:wc_fragment_refresh', { detail: [] }));
      }),
  );
  const ms = await elapsed;
  expect(ms).toBeGreaterThanOrEqual(4900);
  expect(ms).toBeLessThan(9000);
  await page.locator('li.post-103 .ajax_add_to_cart').click();
  await expect(page.locator(count)).toHaveText('1');
});

test('storage that throws everywhere: the cart still works', async ({ page }) => {
  await page.addInitScript(() => {
    for (const m of ['getItem', 'setItem', 'removeItem'] as const) {
      Storage.prototype[m] = () => {
        throw new DOMException('denied', 'SecurityError');
      };
    }
  });
  await open(page, '/shop/');
  await mounted(page, 'add-to-cart');
  await page.locator('li.post-103 .ajax_add_to_cart').click();
  await page.locator('li.post-103 .ajax_add_to_cart').click();
  await expect(page.locator(count)).toHaveText('2');
});

test('the header count is set by the DOM widget right after the load event, with no React chunk', async ({ page }) => {
  await open(page, '/shop/');
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '103', quantity: '2' } });
  // a page-cached copy: the printed count is stale (0); the fragments refresh fixes it
  let staled = 0;
  await page.route('**/shop/', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace(/<span class="count">2<\/span>/g, () => (staled++, '<span class="count">0</span>'));
    await route.fulfill({ response: res, body });
  });
  await page.goto('/shop/');
  expect(staled).toBeGreaterThan(0);
  await expect(page.locator(count)).toHaveText('2');
  const beforeLoad = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((r) => r.startTime < nav.loadEventStart)
      .map((r) => r.name.split('/').pop() ?? '');
  });
  // idle strategy: nothing of the cart's ajax core competes with the page's own load
  expect(beforeLoad.some((n) => n.startsWith('cart-fragments-'))).toBe(false);
  expect(beforeLoad.filter((n) => /^(react|runtime-|jsx-runtime)/.test(n))).toEqual([]);
});
