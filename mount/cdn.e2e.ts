// The bundle from a CDN on another origin (the fake's `/__sw/cdn?mode=`): with the CORS header the docs ask for,
// every widget loads from there and works, nothing but the bundle's files goes to the CDN and no cookie is sent
// to it; without the header the browser refuses the module and the page keeps its no-JS behaviour, a form still
// posting to the site.
import type { Page, Request } from '@playwright/test';
import { expect, open, test, shopSettings } from '../src/testing/e2e';

const PLUGIN = '/wp-content/plugins/storefront-widgets/';

async function cdn(page: Page, mode: 'cors' | 'nocors' | 'off'): Promise<void> {
  expect((await page.request.get('/__sw/cdn', { params: { mode } })).ok()).toBe(true);
}

/** every widget on the page loaded: the names of those that mounted (heard as they mount, not read at one
 * moment: a widget that moves its own markup, as the product badge does, is unmounted and mounts again on it) */
async function loadEverything(page: Page, path: string): Promise<string[]> {
  await open(page, path);
  return page.evaluate(async () => {
    await window.storefrontWidgets?.load();
    const names: unknown = Reflect.get(window, 'swMountedNames');
    return Array.isArray(names) ? [...new Set(names.filter((n) => typeof n === 'string'))].sort() : [];
  });
}

const cartLines = async (page: Page) => {
  const state: unknown = await (await page.request.get('/__sw/state')).json();
  const cart = typeof state === 'object' && state ? Reflect.get(state, 'cart') : null;
  return Array.isArray(cart) ? cart.length : -1;
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const names: string[] = [];
    Reflect.set(window, 'swMountedNames', names);
    document.addEventListener('storefront:mounted', (e) => {
      const name: unknown = e instanceof CustomEvent && e.detail ? Reflect.get(e.detail, 'name') : null;
      if (typeof name === 'string') names.push(name);
    });
  });
});

test.describe('the bundle from a CDN with CORS', () => {
  for (const path of ['/shop/', '/product/stand-mixer/', '/cart/?add-to-cart=101', '/all-reviews/']) {
    test(`${path}: the widgets that run from the site run from the CDN, each file fetched once, without cookies`, async ({
      page,
    }) => {
      const site = new URL(test.info().project.use.baseURL ?? '').origin;
      const fromSite = await loadEverything(page, path);
      await page.request.get('/__sw/reset');
      await cdn(page, 'cors');
      const requests: Request[] = [];
      page.on('request', (r) => requests.push(r));
      const fromCdn = await loadEverything(page, path);
      expect(fromCdn).toEqual(fromSite);
      const bundle = requests.filter((r) => new URL(r.url()).pathname.includes(PLUGIN));
      expect(bundle.length).toBeGreaterThan(2);
      const cdnOrigin = new URL(bundle[0]?.url() ?? '').origin;
      expect(cdnOrigin).not.toBe(site);
      for (const r of bundle) expect(new URL(r.url()).origin, r.url()).toBe(cdnOrigin);
      // a preload the module's own request did not match would fetch the file twice
      const urls = bundle.map((r) => r.url());
      expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
      const toCdn = requests.filter((r) => new URL(r.url()).origin === cdnOrigin);
      for (const r of toCdn) {
        expect(r.method(), r.url()).toBe('GET');
        expect(await r.headerValue('cookie'), r.url()).toBeNull();
      }
    });
  }

  test('an add to cart from the shop reaches the site, whose cart has the line', async ({ page }) => {
    await shopSettings(page, { redirect_after_add: 'no' });
    await page.request.get('/__sw/reset');
    await cdn(page, 'cors');
    await open(page, '/shop/');
    const add = page.locator('.add_to_cart_button.ajax_add_to_cart').first();
    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'));
    await add.click();
    const response = await answered;
    expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
    await expect(add).toHaveClass(/\badded\b/);
    expect(await cartLines(page)).toBe(1);
  });
});

test('a CDN without CORS: the module is refused, and the product form posts to the site as without JavaScript', async ({
  page,
}) => {
  await page.request.get('/__sw/reset');
  await cdn(page, 'nocors');
  const refused = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/storefront.js'));
  await page.goto('/product/electric-kettle/');
  await refused;
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => 'storefrontWidgets' in window)).toBe(false);
  await Promise.all([page.waitForURL(/\/cart\/$/), page.locator('button.single_add_to_cart_button').click()]);
  expect(await cartLines(page)).toBe(1);
  await cdn(page, 'off');
});
