// Server markup can do nothing: every HTML string in every ajax answer (cart fragments, review and Q&A pages,
// search suggestions and details) gets a copy of the coming-soon banner's markup whose REST URL and links are on
// another host, as HTML injected upstream would be. The shopper then clicks it. Every request the browser makes is
// recorded: nothing leaves 127.0.0.1, and no nonce goes anywhere else.
import type { Page, Request } from '@playwright/test';
import { expect, login, mounted, open, test, shopSettings } from '../src/testing/e2e';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

const OFF = 'https://evil.example';
const LOOKALIKE =
  `<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">x <a class="sw-off" href="${OFF}/away">more</a></div>` +
  `<a class="coming-soon-footer-banner-dismiss" href="#" role="button" data-rest-url="${OFF}/wp-json/wp/v2/users/7" data-rest-nonce="0123456789"></a></div>`;

/** The answer's HTML strings, each with the lookalike appended (inside the markup's own root element). */
function inject(v: unknown): unknown {
  if (typeof v === 'string') {
    if (!v.includes('<')) return v;
    const close = v.lastIndexOf('</');
    return close > 0 ? `${v.slice(0, close)}${LOOKALIKE}${v.slice(close)}` : `${v}${LOOKALIKE}`;
  }
  if (Array.isArray(v)) return v.map(inject);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, inject(x)]));
  return v;
}

interface Seen {
  url: string;
  nonce: boolean;
}

async function arrange(page: Page): Promise<Seen[]> {
  const seen: Seen[] = [];
  page.on('request', (r: Request) => {
    const h = r.headers();
    const body = r.postData() ?? '';
    seen.push({
      url: r.url(),
      nonce: 'x-wp-nonce' in h || /(^|&)(security|nonce|_wpnonce|cr_nonce|crNonce|wps_nonce)=/.test(body),
    });
  });
  // the lookalike's host answers nothing (recorded above all the same)
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.abort(),
  );
  await page.route(/(admin-ajax\.php|[?&]wc-ajax=)/, async (route) => {
    const res = await route.fetch();
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response: res });
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      return route.fulfill({ response: res });
    }
    return route.fulfill({ response: res, json: inject(json) });
  });
  return seen;
}

/** Click every lookalike's dismiss link and its off-site link, as a shopper could, then give any widget time. */
async function clickLookalikes(page: Page): Promise<number> {
  const n = await page.locator('.coming-soon-footer-banner-dismiss').count();
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('.coming-soon-footer-banner-dismiss').forEach((a) => a.click());
    document
      .querySelectorAll<HTMLElement>('.coming-soon-footer-banner-dismiss')
      .forEach((a) => a.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
  });
  await page.waitForTimeout(800);
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.coming-soon-footer-banner-dismiss').forEach((a) => a.click()),
  );
  await page.waitForTimeout(400);
  return n;
}

// the one third party the fixture pages print themselves (CusRev's reCAPTCHA script, answered by a stand-in)
const PRINTED_THIRD_PARTY = /^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/;

function expectOnSite(seen: Seen[]) {
  const off = seen.filter((s) => new URL(s.url).hostname !== '127.0.0.1');
  expect(off.filter((s) => !PRINTED_THIRD_PARTY.test(s.url)).map((s) => s.url)).toEqual([]);
  expect(off.filter((s) => s.nonce).map((s) => s.url)).toEqual([]);
}

/** coming-soon banner roots on a lookalike (inside a sink), not on the page's own banner */
const lookalikeRoots = (page: Page) =>
  page.evaluate(
    () =>
      window.storefrontWidgets
        ?.mounted()
        .filter(
          (m) =>
            m.name === 'coming-soon-banner' &&
            m.el.closest('.widget_shopping_cart_content, #reviews, #cr_qna, .sw-search-panels'),
        ).length ?? 0,
  );

test.beforeEach(async ({ page }) => {
  await login(page, 7);
});

test('cart fragments: a mount-point lookalike with an off-site REST URL mounts nothing, nothing leaves the site', async ({
  page,
}) => {
  const seen = await arrange(page);
  await open(page, '/shop/');
  await mounted(page, 'add-to-cart');
  await mounted(page, 'cart-fragments');
  await page.locator('li.post-101 .ajax_add_to_cart').click();
  await expect(
    page.locator('.widget_shopping_cart_content #coming-soon-footer-banner').first(),
  ).toBeAttached();
  expect(await clickLookalikes(page)).toBeGreaterThan(0);
  expect(await lookalikeRoots(page)).toBe(0);
  expectOnSite(seen);
});

test('reviews and Q&A pages loaded later: the lookalike in their html mounts nothing, nothing leaves the site', async ({
  page,
}) => {
  const seen = await arrange(page);
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'product-tabs');
  await page.locator('a.woocommerce-review-link').click();
  await mounted(page, 'product-reviews');
  await page.locator('button.cr-show-more-reviews-prd').click();
  await expect(page.locator('#reviews #coming-soon-footer-banner').first()).toBeAttached();
  await page.locator('a[href="#tab-cr_qna"]').click();
  await mounted(page, 'qna');
  await page.locator('button.cr-show-more-que').click();
  await expect(page.locator('#cr_qna #coming-soon-footer-banner').first()).toBeAttached();
  expect(await clickLookalikes(page)).toBeGreaterThan(1);
  expect(await lookalikeRoots(page)).toBe(0);
  expectOnSite(seen);
});

test('search suggestions and details: the lookalike in their html mounts nothing, nothing leaves the site', async ({
  page,
}) => {
  const seen = await arrange(page);
  const input = '#ast-desktop-header .dgwt-wcas-search-wrapp .dgwt-wcas-search-input';
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/?sw_dgwt_debounce_wait_ms=0');
  await page.locator(input).focus();
  await mounted(page, 'product-search');
  await page.locator(input).pressSequentially('قهوة');
  await expect(page.locator('.sw-search-panels [role="option"]').first()).toBeVisible();
  await page.locator('.sw-search-panels [role="option"]').first().hover();
  await expect(page.locator('.sw-search-panels #coming-soon-footer-banner').first()).toBeAttached();
  await clickLookalikes(page);
  expect(await lookalikeRoots(page)).toBe(0);
  expectOnSite(seen);
});
