// What the shop owner sees and does in wp-admin, on a real WordPress: the plugin installed from the build's zip
// through WordPress's plugin upgrader (tools/wordpress/install.php), its status in WooCommerce → Status (the
// mu-plugin's stand-in for WooCommerce's report page, which runs the same action) and in Site Health, one
// plugin switched off on the settings screen (its classic script back, its widgets standing down, the rest still
// taken over), and an uninstall that leaves no option behind. The site is Arabic: wp-admin shows the plugin's
// Arabic (its languages/storefront-widgets-ar.mo), WordPress's own texts stay English (no core language pack).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logIn, PAGES, REPLACED_SCRIPTS, scriptSources, stubExternalScripts } from './classic';
import { wordpressRun } from './harness';
import { expectAccessible } from '../../src/testing/e2e';

const SETTINGS = '/wp-admin/admin.php?page=storefront-widgets';
const POINTS_SCRIPT = REPLACED_SCRIPTS['points-and-rewards-for-woocommerce'] ?? '?';
const ADD_TO_CART_SCRIPT = REPLACED_SCRIPTS['wc-add-to-cart'] ?? '?';

/** Set one plugin's switch on the settings screen and save through options.php (its nonce, its capability). */
async function switchPlugin(page: Page, name: string, on: boolean): Promise<void> {
  await page.goto(SETTINGS);
  await page.getByRole('checkbox', { name, exact: true }).setChecked(on);
  await Promise.all([
    page.waitForURL(/settings-updated=true/),
    page.getByRole('button', { name: 'Save Changes' }).click(),
  ]);
  await expect(page.locator('#setting-error-settings_updated')).toBeVisible();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked({ checked: on });
}

/** What a guest's cart page loads and is told. */
async function guestCart(page: Page): Promise<{ sources: string[]; standDown: unknown }> {
  const guest = await page.context().browser()?.newContext();
  if (!guest) throw new Error('no browser');
  const tab = await guest.newPage();
  await stubExternalScripts(tab);
  await tab.goto(new URL(PAGES.cart, page.url()).href);
  const sources = await scriptSources(tab);
  const standDown = await tab.evaluate(() => Reflect.get(window, 'storefrontWidgetsStandDown'));
  await guest.close();
  return { sources, standDown };
}

test('installed from its zip through the plugin upgrader: active, with its Settings link', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await page.goto('/wp-admin/plugins.php');
  const row = page.locator('tr[data-plugin="storefront-widgets/storefront-widgets.php"]');
  await expect(row).toHaveClass(/\bactive\b/);
  await expect(row.getByRole('link', { name: 'الإعدادات' })).toHaveAttribute(
    'href',
    /page=storefront-widgets/,
  );
});

test('its status: a section in WooCommerce → Status and in Site Health, per plugin its release and state', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await page.goto('/wp-admin/admin.php?page=wc-status');
  const section = page.locator('#storefront-widgets-status');
  await expect(section.getByRole('heading', { name: 'ودجات المتجر' })).toBeVisible();
  await expectAccessible(page, '#storefront-widgets-status');
  const points = section.locator('tr', { hasText: 'Points and Rewards for WooCommerce' });
  // the mu-plugin says WP Swings 2.9.7 through storefront_widgets_installed
  await expect(points).toContainText('2.9.7 · الإصدارات المعلنة: من 2.5 حتى ما قبل 3 · مستبدَلة');
  // WooCommerce itself is not installed here (its front end is the mu-plugin's): no release found
  await expect(section.locator('tr:has(td[data-export-label="WooCommerce"])')).toContainText(
    'الإصدار غير معروف · الإصدارات المعلنة: من 8.0 حتى ما قبل 12 · غير موجودة',
  );

  await page.goto('/wp-admin/site-health.php?tab=debug');
  const info = page.locator('#health-check-accordion-block-storefront-widgets');
  await page.locator('button[aria-controls="health-check-accordion-block-storefront-widgets"]').click();
  await expect(info.locator('tr', { hasText: 'Points and Rewards for WooCommerce' })).toContainText(
    '2.9.7 · الإصدارات المعلنة: من 2.5 حتى ما قبل 3 · مستبدَلة',
  );
  await expect(info.locator('tr', { hasText: 'ودجات المتجر' }).first()).toContainText('مفعّلة');
});

test('a plugin switched off on the settings screen: its script is back, its widgets stand down, the rest stays taken over', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await page.goto(SETTINGS);
  await expectAccessible(page, '#storefront-widgets-settings');
  const before = await guestCart(page);
  expect(before.sources.some((s) => s.includes(POINTS_SCRIPT))).toBe(false);
  try {
    await switchPlugin(page, 'Points and Rewards for WooCommerce', false);
    await expect(page.locator('tr', { hasText: 'Points and Rewards for WooCommerce' })).toContainText(
      'السكربتات الكلاسيكية: معطّلة في الإعدادات',
    );
    const off = await guestCart(page);
    expect(off.sources.some((s) => s.includes(POINTS_SCRIPT))).toBe(true);
    expect(off.sources.some((s) => s.includes(ADD_TO_CART_SCRIPT))).toBe(false);
    expect(off.standDown).toMatchObject({
      'points-box': 'points is switched off in the settings',
      'points-balance': 'points is switched off in the settings',
    });
    expect(Object.keys(Object(off.standDown))).not.toContain('mini-cart');
  } finally {
    await switchPlugin(page, 'Points and Rewards for WooCommerce', true);
  }
  const after = await guestCart(page);
  expect(after.sources.some((s) => s.includes(POINTS_SCRIPT))).toBe(false);
});

test('the settings screen asks for manage_woocommerce: a customer is refused', async ({ page }) => {
  await logIn(page, 'customer');
  const res = await page.goto(SETTINGS);
  expect(res?.status()).toBe(403);
});

test('uninstalled as the Plugins screen deletes it: no option of the plugin is left', () => {
  const { port } = wordpressRun();
  const out = execFileSync(
    'php',
    [resolve(import.meta.dirname, 'uninstall.php'), `sw-e2e-${port}-sub`, `127.0.0.1:${port}`],
    { encoding: 'utf8' },
  );
  expect(JSON.parse(out)).toEqual({
    uninstallable: true,
    before: ['storefront_widgets_settings'],
    after: [],
    active: true,
  });
});
