// Behind a script optimizer on a real WordPress: the mu-plugin's stand-in for WP Rocket's "Delay JavaScript
// execution" rewrites every script tag that matches none of `rocket_delay_js_exclusions` (and never runs what it
// delayed). The plugin file's exclusions keep the head script, the module, its own inline data and the replaced
// plugins' settings as printed: the widgets mount, and a tap made before the widget's code arrived still counts.
import { expect, test } from '@playwright/test';
import { PAGES, stubExternalScripts, widgetsMounted } from './classic';

const DELAYED = 'script[type="rocketlazyloadscript"]';

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'sw_test_optimizer', value: 'wp-rocket-delay', url: baseURL ?? '' }]);
  await stubExternalScripts(page);
});

test('the delay stand-in delays other scripts and leaves the bundle, its data and the plugins’ settings alone', async ({
  page,
}) => {
  await page.goto(PAGES.login);
  // the stand-in is at work: scripts nobody excluded are delayed
  expect(await page.locator(DELAYED).count()).toBeGreaterThan(0);
  await expect(page.locator('script#storefront-widgets-head-js:not([type])')).toHaveCount(1);
  await expect(page.locator('script[type="module"][src*="/storefront-widgets/storefront.js"]')).toHaveCount(
    1,
  );
  for (const id of ['storefront-widgets-takeover-js', 'awp-otp-frontend-scripts-js-extra'])
    await expect(page.locator(`script#${id}`), id).not.toHaveAttribute('type', 'rocketlazyloadscript');
  await widgetsMounted(page, ['phone-field', 'otp-login']);
});

test('an early tap: the code requested before the login widget’s code arrived is sent once it has', async ({
  page,
}) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  let held = false;
  await page.route(/\/chunks\/otp-login-[^/]*\.js$/, async (route) => {
    held = true;
    await gate;
    await route.continue();
  });
  const sent: string[] = [];
  page.on('request', (r) => {
    if ((r.postData() ?? '').includes('action=awp_request_otp')) sent.push(r.postData() ?? '');
  });
  await page.goto(PAGES.login, { waitUntil: 'load' });
  await page.locator('#awp_whatsapp').fill('01001234567');
  await page.locator('#awp_request_otp_whatsapp').click();
  await expect.poll(() => held).toBe(true);
  expect(sent).toEqual([]);
  release();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toContain('whatsapp=201001234567');
  await expect(page.locator('#awp_otp_whatsapp')).toBeVisible();
});
