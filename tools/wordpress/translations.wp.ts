// Translations the WordPress way on a real WordPress: a French JSON translation of storefront.js placed in
// wp-content/languages/plugins/ (where a language pack or Loco Translate puts it, named as
// load_script_textdomain() looks for it) changes a widget's text on a French page, fetched once through the
// plugin's admin-ajax action; the Arabic page keeps the bundle's own Arabic and fetches nothing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PAGES, stubExternalScripts, widgetsMounted } from './classic';
import { wordpressRun } from './harness';
import { scriptJsonName } from '../../vite.translations';

const file = join(wordpressRun().runDir, 'wp-content/languages/plugins', scriptJsonName('fr_FR'));

test.beforeAll(() => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({
      'translation-revision-date': '2026-12-01 10:00+0000',
      domain: 'messages',
      locale_data: {
        messages: {
          '': { domain: 'messages', 'plural-forms': 'nplurals=2; plural=(n > 1);', lang: 'fr' },
          'Change country, selected ${countryName} (${dialCode})': [
            'Changer de pays, ${countryName} (${dialCode}) choisi',
          ],
        },
      },
    }),
  );
});
test.afterAll(() => rmSync(file, { force: true }));

const country = (page: Page) => page.locator('.iti__selected-country').first();

async function loginPage(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('action=storefront_widgets_l10n')) asked.push(r.url());
  });
  await stubExternalScripts(page);
  await page.goto(PAGES.login);
  // the login widget loads on intent: load it now
  await page.waitForFunction(() => typeof window.storefrontWidgets?.load === 'function');
  await page.evaluate(() => window.storefrontWidgets?.load());
  await widgetsMounted(page, ['otp-login', 'phone-field']);
  return asked;
}

test('a French page: the widget’s text from the site’s French file, fetched once from the site', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'sw_test_locale', value: 'fr_FR', url: baseURL ?? '' }]);
  const asked = await loginPage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  // the phone field's country button (intl-tel-input's texts are the bundle's)
  await expect(country(page)).toHaveAttribute('aria-label', /^Changer de pays, .+ \(\+20\) choisi$/);
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0] ?? '').origin).toBe(new URL(baseURL ?? '').origin);
});

test('the Arabic page: the bundle’s Arabic, and no translation fetched', async ({ page }) => {
  const asked = await loginPage(page);
  await expect(country(page)).toHaveAttribute('aria-label', /^تغيير دولة رقم الهاتف، المحددة .+ \(\+20\)$/);
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => 'storefrontWidgetsI18n' in window)).toBe(false);
});
