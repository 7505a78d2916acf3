// The plugin file on the releases real shops run: the stand-ins play the release the `sw_test_versions` cookie
// names (fixtures/wordpress/mu-plugins), the plugin file takes over that release's handles and tells the bundle
// (storefrontWidgetsTakeOver), or stands down on a release it is not declared for, and the widgets follow.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  logInAsCustomer,
  PAGES,
  REPLACED_SCRIPTS,
  savedCart,
  scriptSources,
  stubExternalScripts,
  widgetsMounted,
} from './classic';

const WAWP = '/plugins/automation-web-platform/assets/js/';
const WEBTOFFEE =
  '/plugins/print-invoices-packing-slip-labels-for-woocommerce/public/js/wf-woocommerce-packing-list-public.js';

interface Told {
  version: string | null;
  supported: boolean;
  handles: string[];
  /** the plugin's switch (the settings screen, storefront_widgets_plugin_enabled) */
  enabled: boolean;
}

async function open(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  versions: string,
  path: string,
): Promise<string[]> {
  if (versions) await context.addCookies([{ name: 'sw_test_versions', value: versions, url: baseURL ?? '' }]);
  const info: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'info') info.push(m.text());
  });
  await stubExternalScripts(page);
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await page.waitForFunction(() => typeof window.storefrontWidgets?.load === 'function');
  return info;
}

const told = (page: Page, plugin: string) =>
  page.evaluate(
    (p): Told | undefined => Reflect.get(Object(Reflect.get(window, 'storefrontWidgetsTakeOver')), p),
    plugin,
  );

/** every widget on the page loaded now; the names running */
const loadAll = (page: Page) =>
  page.evaluate(async () => {
    await window.storefrontWidgets?.load();
    return [...new Set(window.storefrontWidgets?.mounted().map((m) => m.name))];
  });

test('the default releases (Wawp 4.0.3, WebToffee 4.6.2): taken over, and the bundle is told which', async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, context, baseURL, '', PAGES.account);
  expect(await told(page, 'wawp')).toEqual({
    version: '4.0.3',
    supported: true,
    enabled: true,
    handles: expect.arrayContaining(['awp-otp-frontend-scripts', 'wawp-country-code-script']),
  });
  expect(await told(page, 'webtoffee')).toEqual({
    version: '4.6.2',
    supported: true,
    enabled: true,
    handles: ['print-invoices-packing-slip-labels-for-woocommerce_public'],
  });
  expect((await scriptSources(page)).filter((s) => s.includes(WEBTOFFEE))).toEqual([]);
});

test('Wawp 3.0.15: its selector (intlTelInput, woocommerce-iti) is taken over, its settings printed, one picker on the field', async ({
  page,
  context,
  baseURL,
}) => {
  const info = await open(page, context, baseURL, 'wawp:3.0.15', PAGES.login);
  const sources = await scriptSources(page);
  expect(
    sources.filter(
      (s) => s.includes(`${WAWP}woocommerce-iti.js`) || s.includes(`${WAWP}resources/intlTelInput.min.js`),
    ),
  ).toEqual([]);
  // its login scripts drive a form the bundle has no widget for: they stay
  expect(sources.some((s) => s.includes(`${WAWP}my-account-login.js`))).toBe(true);
  await expect(page.locator('script#woocommerce-iti-js-extra')).toHaveCount(1);
  expect(
    await page.evaluate(() =>
      Reflect.get(Object(Reflect.get(window, 'woocommerceITISettings')), 'default_country'),
    ),
  ).toBe('eg');
  expect(await told(page, 'wawp')).toEqual({
    version: '3.0.15',
    supported: true,
    enabled: true,
    handles: ['intlTelInput', 'woocommerce-iti'],
  });
  await widgetsMounted(page, ['phone-field']);
  await expect(page.locator('.iti')).toHaveCount(1);
  await expect(
    page.locator('.iti', { has: page.locator('#awp_whatsapp') }).locator('.iti__selected-dial-code'),
  ).toHaveText('+20');
  // 4.x's login form widget: its script is not 3.x's, so it stands down and says so once
  expect(await loadAll(page)).not.toContain('otp-login');
  expect(info.filter((t) => t.includes('otp-login stands down'))).toHaveLength(1);
});

test('WebToffee 4.7.1: print-invoices-packing-slip-labels-for-woocommerce_public is taken over, its settings printed', async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, context, baseURL, 'webtoffee:4.7.1', PAGES.account);
  expect((await scriptSources(page)).filter((s) => s.includes(WEBTOFFEE))).toEqual([]);
  await expect(
    page.locator('script#print-invoices-packing-slip-labels-for-woocommerce_public-js-extra'),
  ).toHaveCount(1);
  expect(await told(page, 'webtoffee')).toEqual({
    version: '4.7.1',
    supported: true,
    enabled: true,
    handles: ['print-invoices-packing-slip-labels-for-woocommerce_public'],
  });
  expect(await loadAll(page)).toContain('order-documents');
});

test('releases it is not declared for (Wawp 2.0.14, WebToffee 5.0.0): their scripts stay, the widgets stand down and say so once', async ({
  page,
  context,
  baseURL,
}) => {
  const info = await open(page, context, baseURL, 'wawp:2.0.14,webtoffee:5.0.0', PAGES.login);
  expect((await scriptSources(page)).some((s) => s.includes(`${WAWP}woocommerce-iti.js`))).toBe(true);
  expect(await told(page, 'wawp')).toEqual({
    version: '2.0.14',
    supported: false,
    handles: [],
    enabled: true,
  });
  const mounted = await loadAll(page);
  expect(mounted).not.toContain('phone-field');
  await expect(page.locator('.iti')).toHaveCount(0);
  expect(info.filter((t) => t.includes('phone-field stands down'))).toHaveLength(1);

  await page.goto(PAGES.account);
  expect((await scriptSources(page)).some((s) => s.includes(WEBTOFFEE))).toBe(true);
  expect(await told(page, 'webtoffee')).toEqual({
    version: '5.0.0',
    supported: false,
    handles: [],
    enabled: true,
  });
  await page.waitForFunction(() => typeof window.storefrontWidgets?.load === 'function');
  expect(await loadAll(page)).not.toContain('order-documents');
});

/** The plugins whose stand-ins play any release the cookie names: where each runs, its handle and its widget. */
const PLAYED = [
  {
    slug: 'cusrev',
    page: PAGES.product,
    handle: 'cr-frontend-js',
    script: '/plugins/customer-reviews-woocommerce/js/frontend.js',
    widget: 'product-reviews',
    supported: ['5.80.1', '5.117.0'],
    unsupported: '6.0.0',
  },
  {
    slug: 'fibosearch',
    page: PAGES.home,
    handle: 'jquery-dgwt-wcas',
    script: '/plugins/ajax-search-for-woocommerce/assets/js/search.min.js',
    widget: 'product-search',
    supported: ['1.29.0', '1.32.2'],
    unsupported: '1.28.1',
  },
  {
    slug: 'points',
    page: PAGES.cart,
    handle: 'points-and-rewards-for-woocommerce',
    script: '/points-rewards-for-woocommerce-public.min.js',
    widget: 'points-box',
    supported: ['2.5.0', '2.9.7'],
    unsupported: '3.0.0',
  },
] as const;

/** WP Swings prints its cart box for a logged-in customer, in the form of a cart with a line (woocommerce_cart_actions). */
async function pointsCart(page: Page, slug: string): Promise<void> {
  if (slug !== 'points') return;
  await logInAsCustomer(page);
  savedCart({ 21: 1 });
}

test.afterEach(() => {
  savedCart({});
});

for (const p of PLAYED) {
  for (const release of p.supported) {
    test(`${p.slug} ${release}: ${p.handle} is taken over, the bundle is told, ${p.widget} runs`, async ({
      page,
      context,
      baseURL,
    }) => {
      await pointsCart(page, p.slug);
      const info = await open(page, context, baseURL, `${p.slug}:${release}`, p.page);
      expect((await scriptSources(page)).filter((s) => s.includes(p.script))).toEqual([]);
      expect(await told(page, p.slug)).toEqual({
        version: release,
        supported: true,
        handles: [p.handle],
        enabled: true,
      });
      expect(await loadAll(page)).toContain(p.widget);
      expect(info.filter((t) => t.includes('stands down'))).toEqual([]);
    });
  }

  test(`${p.slug} ${p.unsupported} (not declared): ${p.handle} stays, ${p.widget} stands down and says so once`, async ({
    page,
    context,
    baseURL,
  }) => {
    await pointsCart(page, p.slug);
    const info = await open(page, context, baseURL, `${p.slug}:${p.unsupported}`, p.page);
    expect((await scriptSources(page)).filter((s) => s.includes(p.script))).toHaveLength(1);
    expect(await told(page, p.slug)).toEqual({
      version: p.unsupported,
      supported: false,
      handles: [],
      enabled: true,
    });
    expect(await loadAll(page)).not.toContain(p.widget);
    expect(info.filter((t) => t.includes(`${p.widget} stands down`))).toHaveLength(1);
  });
}

test('WooCommerce 7.9.0 (not declared): its cart and add-to-cart scripts stay, their widgets stand down', async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, context, baseURL, 'woocommerce:7.9.0', PAGES.cart);
  const sources = await scriptSources(page);
  expect(sources.filter((s) => s.includes(REPLACED_SCRIPTS['wc-cart'] ?? 'none'))).toHaveLength(1);
  expect(sources.filter((s) => s.includes(REPLACED_SCRIPTS['wc-add-to-cart'] ?? 'none'))).toHaveLength(1);
  expect(await told(page, 'woocommerce')).toEqual({
    version: '7.9.0',
    supported: false,
    handles: [],
    enabled: true,
  });
  expect(await loadAll(page)).not.toContain('cart-page');
  // the list the plugin file prints for the entry (this page prints no cart form for it to say so on the console)
  const down = await page.evaluate(() => Object(Reflect.get(window, 'storefrontWidgetsStandDown')));
  expect(down).toMatchObject({
    'cart-page': 'woocommerce 7.9.0 is not a release this bundle is declared for',
    'add-to-cart': 'woocommerce 7.9.0 is not a release this bundle is declared for',
  });
});

test("WooCommerce 11.0.1 with Astra 5.0.0: add-to-cart stands down and WooCommerce's add-to-cart.js stays with Astra's shop script; the theme's frontend.js keeps the menu and scroll to top", async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, context, baseURL, 'woocommerce:11.0.1,astra:5.0.0', PAGES.home);
  const sources = await scriptSources(page);
  for (const handle of ['wc-add-to-cart', 'astra-shop-add-to-cart', 'astra-mobile-cart', 'astra-theme-js'])
    expect(
      sources.filter((s) => s.includes(REPLACED_SCRIPTS[handle] ?? 'none')),
      handle,
    ).toHaveLength(1);
  // WooCommerce's cart fragments are still taken over
  expect(sources.filter((s) => s.includes(REPLACED_SCRIPTS['wc-cart-fragments'] ?? 'none'))).toEqual([]);
  expect(await told(page, 'astra')).toEqual({
    version: '5.0.0',
    supported: false,
    handles: [],
    enabled: true,
  });
  expect(await told(page, 'woocommerce')).toMatchObject({ version: '11.0.1', supported: true });
  const running = await loadAll(page);
  for (const widget of ['add-to-cart', 'mobile-menu', 'scroll-to-top', 'scroll-to-hash'])
    expect(running, widget).not.toContain(widget);
  expect(running).toContain('cart-fragments');
});
