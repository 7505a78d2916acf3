// Shared helpers for browser tests (*.e2e.ts): open a fixture page and wait for the bundle, wait for a widget
// to mount, inject faults, log in, and check the page with axe-core.
import { expect, test as base, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';

export { expect };
export { faults, mounted, open, reachForCart } from './probe';

const STAND_IN = readFileSync(new URL('../../fixtures/theme/captcha-stand-in.js', import.meta.url), 'utf8');
/** CR_Captcha::get_api_url() and CR_Qna::recaptcha_script(): each provider's script URL -> its global */
const CAPTCHA_URLS: ReadonlyArray<[RegExp, string]> = [
  [/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, 'grecaptcha'],
  [/^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js/, 'turnstile'],
  [/^https:\/\/js\.hcaptcha\.com\/1\/api\.js/, 'hcaptcha'],
];

export const test = base.extend<{ errors: string[]; recaptcha: void }>({
  // The captcha providers cannot be reached from the tests: each real URL the reviews plugin prints gets the
  // fixture stand-in for that provider (widget, v3 execute).
  recaptcha: [
    async ({ page }, use) => {
      for (const [url, provider] of CAPTCHA_URLS)
        await page.route(url, (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: `var SW_CAPTCHA_PROVIDER = ${JSON.stringify(provider)};\n${STAND_IN}`,
          }),
        );
      await use();
    },
    { auto: true },
  ],
  // Uncaught page errors fail the test: a widget must never throw at the page.
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * CusRev's floating trust badge sits fixed at the bottom right (badges.css, also on RTL pages) over the page's
 * controls there, as on a real shop: tests that click those close it the way a shopper does for a day (the
 * cr_hide_trustbadge cookie; the trust-badge widget hides it once mounted).
 */
export async function hideTrustBadge(page: Page): Promise<void> {
  await page.context().addCookies([
    {
      name: 'cr_hide_trustbadge',
      value: 'true',
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1',
    },
  ]);
}

export async function login(page: Page, user = 7): Promise<void> {
  // page.request shares the browser context's cookies: the session cookie it gets is the page's too
  await page.request.get(`/__sw/login?user=${user}&json=1`);
}

/** axe-core over the page (WCAG 2.x A/AA), or the part `include` selects without what `exclude` does: no violations. */
export async function expectAccessible(page: Page, include?: string, exclude?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** The checkout's required billing fields, filled as a shopper in Cairo would. */
export async function fillBilling(page: Page): Promise<void> {
  await page.fill('#billing_first_name', 'منى');
  await page.fill('#billing_last_name', 'علي');
  await page.fill('#billing_address_1', '9 شارع النيل');
  await page.fill('#billing_city', 'القاهرة');
  await page.fill('#billing_phone', '01001234567');
  await page.fill('#billing_email', 'mona@example.com');
}

/**
 * The first cookie whose name passes `named`, as the browser's cookie store (context.cookies()) holds it. A page's
 * `document.cookie` write reaches that store over IPC a moment later (seen in CI under load), so this waits for it.
 */
export async function storedCookie(page: Page, named: (name: string) => boolean) {
  const find = async () => (await page.context().cookies()).find((c) => named(c.name));
  await expect
    .poll(async () => (await find())?.name ?? 'none yet', { message: 'a cookie the page set' })
    .not.toBe('none yet');
  const cookie = await find();
  if (!cookie) throw new Error('the cookie went away');
  return cookie;
}

/**
 * The shop's add-to-cart settings for this session (`/__sw/shop`): WooCommerce's redirect after add (the
 * shop's value is yes), Astra Pro's single-product add to cart action (the shop's value is default) and
 * woocommerce_ajax_variation_threshold (30), the gallery the theme declares (`slider,zoom,lightbox`, Astra's; `none`)
 * and woocommerce_review_rating_required (yes).
 */
export async function shopSettings(
  page: Page,
  settings: {
    redirect_after_add?: 'yes' | 'no';
    single_add_to_cart?:
      'default' | 'rt_add_to_cart' | 'slide_in_cart' | 'redirect_cart_page' | 'redirect_checkout_page';
    variation_threshold?: number;
    gallery?: string;
    gallery_columns?: number;
    smooth_height?: 'yes' | 'no';
    review_rating_required?: 'yes' | 'no';
    shipping_calc?: 'yes' | 'no';
  },
): Promise<void> {
  expect((await page.request.get('/__sw/shop', { params: settings })).ok()).toBe(true);
}

/**
 * The fake's page cache for this session: pages carry day-old nonces (`stale`), rendered for `renderedFor`
 * (a user id, 0 for a guest) when given; `pageCache(page)` turns it off.
 */
export async function pageCache(
  page: Page,
  opts: { stale?: boolean; renderedFor?: number } = {},
): Promise<void> {
  const q = new URLSearchParams();
  if (opts.stale) q.set('nonces', 'stale');
  if (opts.renderedFor !== undefined) q.set('for', String(opts.renderedFor));
  await page.request.get(`/__sw/page-cache?${q.toString()}`);
}

/** The admin-ajax actions the page sends, in order (form-encoded and multipart bodies alike). */
export function ajaxActions(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/wp-admin/admin-ajax.php')) return;
    const body = r.postData() ?? '';
    const action =
      new URL(r.url()).searchParams.get('action') ??
      /name="action"\r\n\r\n([^\r\n]+)/.exec(body)?.[1] ??
      new URLSearchParams(body).get('action');
    if (action) sent.push(action);
  });
  return sent;
}
