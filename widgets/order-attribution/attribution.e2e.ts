// Order attribution in Chromium, driven by real visits: a campaign URL, a search-engine referrer, a referral,
// a typed-in visit; the consent switch; a hostile UTM value; the order recording what the form carried; axe;
// and what the attribution work adds to the checkout page's JavaScript before the load event.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  mounted,
  storedCookie,
  test,
  fillBilling,
  shopSettings,
} from '../../src/testing/e2e';
import {
  blockCheckoutReady,
  cartCheckoutPages,
  fillBlockBilling,
  fillCart,
  savedOrders,
} from '../../src/testing/blocksE2e';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

const value = (page: Page, field: string) =>
  page.locator(`wc-order-attribution-inputs input[name="wc_order_attribution_${field}"]`).inputValue();

async function openCheckout(page: Page, path = '/checkout/', referer?: string): Promise<void> {
  await fillCart(page);
  await page.goto(path, referer ? { referer } : {});
  await mounted(page, 'order-attribution');
}

async function placeOrder(page: Page): Promise<Record<string, string>> {
  await fillBilling(page);
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
  const state = (await (await page.request.get('/__sw/state')).json()) as {
    data: { checkout?: { orders: Array<{ attribution: Record<string, string> }> } };
  };
  const orders = state.data.checkout?.orders ?? [];
  expect(orders).toHaveLength(1);
  return orders[0]?.attribution ?? {};
}

test('a campaign (utm) visit: every utm field, and the order records them', async ({ page }) => {
  await openCheckout(
    page,
    '/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=eid-sale&utm_content=hero&utm_term=kettle&utm_id=77&utm_source_platform=mailchimp&utm_creative_format=banner&utm_marketing_tactic=prospecting',
  );
  expect(await value(page, 'source_type')).toBe('utm');
  expect(await value(page, 'utm_source')).toBe('newsletter');
  expect(await value(page, 'utm_medium')).toBe('email');
  expect(await value(page, 'utm_campaign')).toBe('eid-sale');
  expect(await value(page, 'utm_id')).toBe('77');
  expect(await value(page, 'utm_source_platform')).toBe('mailchimp');
  expect(await value(page, 'session_pages')).toBe('1');
  expect(await value(page, 'user_agent')).toContain('Chrome');
  // polled: document.cookie writes reach the browser's cookie store over IPC a moment later (see storedCookie)
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_first', 'sbjs_session', 'sbjs_udata']));
  const recorded = await placeOrder(page);
  expect(recorded).toMatchObject({
    source_type: 'utm',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'eid-sale',
    utm_content: 'hero',
    utm_term: 'kettle',
    utm_id: '77',
    utm_creative_format: 'banner',
    utm_marketing_tactic: 'prospecting',
    session_count: '1',
  });
  expect(Object.keys(recorded)).toHaveLength(16);
});

test('the campaign is caught on the landing page and still credited at checkout, pages later', async ({
  page,
}) => {
  await page.goto('/product/electric-kettle/?utm_source=facebook&utm_medium=cpc&utm_campaign=ramadan', {
    referer: 'https://m.facebook.com/',
  });
  await mounted(page, 'order-attribution'); // no form here: the idle entry on the printed settings
  expect((await storedCookie(page, (name) => name === 'sbjs_current')).value).toContain('facebook');
  await page.goto('/shop/', { referer: page.url() });
  await mounted(page, 'order-attribution');
  await fillCart(page);
  await page.goto('/checkout/', { referer: new URL('/cart/', page.url()).href });
  await mounted(page, 'order-attribution');
  expect(await value(page, 'source_type')).toBe('utm');
  expect(await value(page, 'utm_source')).toBe('facebook');
  expect(await value(page, 'utm_campaign')).toBe('ramadan');
  expect(await value(page, 'session_pages')).toBe('3');
  expect(await value(page, 'session_entry')).toContain('/product/electric-kettle/?utm_source=facebook');
});

test('an organic visit from a search engine', async ({ page }) => {
  await openCheckout(page, '/checkout/', 'https://www.google.com/search?q=%D8%BA%D9%84%D8%A7%D9%8A%D8%A9');
  expect(await page.evaluate(() => document.referrer)).toMatch(/^https:\/\/www\.google\.com\//);
  expect(await value(page, 'source_type')).toBe('organic');
  expect(await value(page, 'utm_source')).toBe('google');
  expect(await value(page, 'utm_medium')).toBe('organic');
  expect(await value(page, 'referrer')).toMatch(/^https:\/\/www\.google\.com\//);
});

test('a referral from another site, kept on the next page of the session', async ({ page }) => {
  await openCheckout(page, '/checkout/', 'https://blog.example.org/best-kettles/');
  expect(await value(page, 'source_type')).toBe('referral');
  expect(await value(page, 'utm_source')).toBe('blog.example.org');
  expect(await value(page, 'utm_medium')).toBe('referral');
  // an internal navigation: same source, one more page in the session
  await page.goto('/checkout/', { referer: new URL('/cart/', page.url()).href });
  await mounted(page, 'order-attribution');
  expect(await value(page, 'source_type')).toBe('referral');
  expect(await value(page, 'session_pages')).toBe('2');
});

test('a typed-in (direct) visit: (direct) / (none)', async ({ page }) => {
  await openCheckout(page);
  expect(await page.evaluate(() => document.referrer)).toBe('');
  expect(await value(page, 'source_type')).toBe('typein');
  expect(await value(page, 'utm_source')).toBe('(direct)');
  expect(await value(page, 'utm_medium')).toBe('(none)');
  expect(await value(page, 'referrer')).toBe('(none)');
});

test('consent withdrawn: sourcebuster cookies gone, every field sent empty', async ({ page }) => {
  await openCheckout(page, '/checkout/?utm_source=newsletter&utm_medium=email');
  await storedCookie(page, (name) => name.startsWith('sbjs_'));
  await page.evaluate(() =>
    (
      window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }
    ).wc_order_attribution.setOrderTracking(false),
  );
  // the page's own view at once; the browser's cookie store (what context.cookies() reads) gets the deletions
  // over IPC a moment later (seen once in CI: the last two deletions not there yet)
  expect(await page.evaluate(() => document.cookie.split('; ').filter((c) => c.startsWith('sbjs_')))).toEqual(
    [],
  );
  await expect
    .poll(async () => (await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_')))
    .toEqual([]);
  const values = await page
    .locator('wc-order-attribution-inputs input')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(values).toHaveLength(16);
  expect(values.every((v) => v === '')).toBe(true);
  const recorded = await placeOrder(page);
  expect(Object.values(recorded).every((v) => v === '')).toBe(true);
});

test('a shop set not to track never sets an attribution cookie', async ({ page }) => {
  await openCheckout(page, '/checkout/?sw_tracking=0&utm_source=newsletter');
  expect((await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_'))).toEqual([]);
  expect(await value(page, 'utm_source')).toBe('');
});

test('a UTM value with quotes and markup stays a plain value', async ({ page }) => {
  const evil = `"><img src=x onerror="window.__pwned=1"><svg/onload=window.__pwned=2>'`;
  await openCheckout(
    page,
    `/checkout/?utm_source=${encodeURIComponent(evil)}&utm_campaign=${encodeURIComponent('<b>x</b>')}`,
  );
  expect(await value(page, 'utm_source')).toBe(evil);
  expect(await value(page, 'utm_campaign')).toBe('<b>x</b>');
  await expect(
    page.locator(
      'wc-order-attribution-inputs img, wc-order-attribution-inputs svg, wc-order-attribution-inputs b',
    ),
  ).toHaveCount(0);
  await expect(page.locator('wc-order-attribution-inputs > *')).toHaveCount(16);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  const recorded = await placeOrder(page);
  expect(recorded.utm_source).toBe(evil);
});

test('the My Account registration form carries the attribution too', async ({ page }) => {
  await page.goto('/my-account/?utm_source=instagram&utm_medium=social');
  await mounted(page, 'order-attribution');
  const form = page.locator('form.woocommerce-form-register');
  await expect(form.locator('wc-order-attribution-inputs input[type="hidden"]')).toHaveCount(16);
  expect(await form.locator('input[name="wc_order_attribution_utm_source"]').inputValue()).toBe('instagram');
  expect(await form.locator('input[name="wc_order_attribution_source_type"]').inputValue()).toBe('utm');
  await expectAccessible(page);
});

test('the checkout is accessible', async ({ page }) => {
  await openCheckout(page);
  await mounted(page, 'payment-methods');
  await expectAccessible(page);
});

test('bench: JavaScript the checkout asks for before the load event, and the attribution chunk', async ({
  page,
}) => {
  await fillCart(page);
  await page.goto('/checkout/', { waitUntil: 'load' });
  await mounted(page, 'order-attribution');
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const load = nav?.loadEventStart ?? performance.now();
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name))
      .map((e) => ({ url: e.name, beforeLoad: e.startTime <= load }));
  });
  let beforeLoad = 0;
  let attributionBeforeLoad = 0;
  let attribution = 0;
  const rows: string[] = [];
  for (const { url, beforeLoad: early } of entries) {
    const body = (await (await page.request.get(url)).body()).toString('utf8');
    const gz = gzipSync(body, { level: 9 }).length;
    // the attribution chunk: sourcebuster's cookie names and the block-checkout hand-off (not the entry's registry)
    const own = !url.endsWith('/storefront.js') && /sbjs_migrations|__internalSetExtensionData/.test(body);
    if (own) attribution += gz;
    if (early) beforeLoad += gz;
    if (early && own) attributionBeforeLoad += gz;
    rows.push(
      `${new URL(url).pathname.split('/').pop()} ${gz} B${early ? ' (before load)' : ''}${own ? ' [attribution]' : ''}`,
    );
  }
  console.log(
    `[bench] checkout JS before load: ${beforeLoad} B gzip; attribution chunk ${attribution} B, ${attributionBeforeLoad} B of it before load\n  ${rows.join('\n  ')}`,
  );
  expect(attribution).toBeGreaterThan(0);
  // issue 8's budget: 6 KB (6130 B after issue 17's trim: sourcebuster's own cookie helper and names remove its
  // cookies, the block checkout's hand-off shares the lazy chunk of what only some shops need)
  expect(attribution).toBeLessThanOrEqual(6 * 1024);
  expect(attributionBeforeLoad).toBe(0); // loaded on the form's first touch or at idle
  expect(beforeLoad).toBeLessThanOrEqual(10 * 1024); // issue 2: every page under 10 KB before load
});

test('the block checkout: the attribution reaches the saved order through the checkout store’s extension data', async ({
  page,
}) => {
  await cartCheckoutPages(page, 'blocks');
  await fillCart(page);
  await page.goto('/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=eid-sale');
  await blockCheckoutReady(page);
  await mounted(page, 'order-attribution');
  await fillBlockBilling(page);
  await page.locator('#billing-phone').click();
  await page.locator('#billing-phone').pressSequentially('01001234567');
  await page.locator('.wc-block-components-checkout-place-order-button').click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
  const orders = await savedOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.attribution).toMatchObject({
    source_type: 'utm',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'eid-sale',
    session_pages: '1',
  });
  expect(Object.keys(orders[0]?.attribution ?? {})).toHaveLength(16);
});
