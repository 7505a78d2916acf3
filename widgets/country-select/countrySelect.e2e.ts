// WooCommerce's country and state fields without its scripts: the cart's shipping calculator (a disclosure,
// posted in the background, the location saved by the server) and the account's address form (labels, required
// marks and rows by the country's locale, saved as posted), in RTL, by keyboard, axe clean; with jQuery on the
// page `country_to_state_changed` reaches a jQuery listener with the country and the group.
import { readFileSync } from 'node:fs';
import { test, expect, open, mounted, expectAccessible, login, shopSettings } from '../../src/testing/e2e';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

async function cartWithKettle(page: Page): Promise<void> {
  await open(page, '/shop/');
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '103', quantity: '1' } });
  await open(page, '/cart/');
  await mounted(page, 'cart-page');
  await mounted(page, 'country-select');
}

const toggle = '.cart_totals .shipping-calculator-button';
const calculator = '.cart_totals .shipping-calculator-form';

test('the shipping calculator: opened by keyboard, the state field follows the country, the new location is the server’s', async ({
  page,
}) => {
  await cartWithKettle(page);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect(page.locator(toggle)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(calculator)).toBeHidden();
  await page.locator(toggle).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(toggle)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(calculator)).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.locator(calculator)).toBeHidden();
  await page.keyboard.press(' ');
  await expect(page.locator(calculator)).toBeVisible();
  await expectAccessible(page, '.cart_totals');

  const state = page.locator('#calc_shipping_state');
  // Saudi Arabia: WooCommerce has no states for it, a text field
  await page.locator('#calc_shipping_country').selectOption('SA');
  await expect(state).toHaveJSProperty('tagName', 'INPUT');
  await expect(state).toHaveAttribute('type', 'text');
  await expect(page.locator('#calc_shipping_state_field')).toBeVisible();
  // Kuwait: an empty list, a hidden input and the row hidden
  await page.locator('#calc_shipping_country').selectOption('KW');
  await expect(state).toHaveAttribute('type', 'hidden');
  await expect(page.locator('#calc_shipping_state_field')).toBeHidden();
  // Egypt: its governorates
  await page.locator('#calc_shipping_country').selectOption('EG');
  await expect(state).toHaveJSProperty('tagName', 'SELECT');
  await expect(page.locator('#calc_shipping_state option')).toHaveCount(6);
  await state.selectOption('EGALX');
  await page.locator('#calc_shipping_city').fill('الإسكندرية');
  await page.locator('#calc_shipping_postcode').fill('21500');
  let navigations = 0;
  page.on('framenavigated', () => navigations++);
  await page.locator(`${calculator} button[name="calc_shipping"]`).click();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-info')).toHaveText(
    'تم تحديث تكاليف الشحن.',
  );
  await expect(page.locator('.woocommerce-shipping-destination')).toContainText('الإسكندرية، مصر');
  expect(navigations).toBe(0);
  // what the server saved: a fresh page prints it
  await open(page, '/cart/');
  await expect(page.locator('#calc_shipping_state')).toHaveValue('EGALX');
  await expect(page.locator('#calc_shipping_postcode')).toHaveValue('21500');
});

test('the calculator’s bad postcode is the server’s error, and the location stays', async ({ page }) => {
  await cartWithKettle(page);
  await page.locator(toggle).click();
  await page.locator('#calc_shipping_postcode').fill('12');
  await page.locator(`${calculator} button[name="calc_shipping"]`).click();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveText(
    'يرجى إدخال رمز بريدي صحيح.',
  );
  await expect(page.locator('.woocommerce-shipping-destination')).toContainText('القاهرة، مصر');
});

test('the address form: the locale of the chosen country, saved as posted; a missing field is the server’s error', async ({
  page,
}) => {
  await login(page);
  await open(page, '/my-account/edit-address/shipping/');
  await mounted(page, 'country-select');
  await expectAccessible(page, 'form');
  await page.locator('#shipping_country').selectOption('SA');
  await expect(page.locator('#shipping_state_field label')).toHaveText('المنطقة\u00a0(اختياري)');
  await expect(page.locator('#shipping_state')).toHaveAttribute('type', 'text');
  await expect(page.locator('#shipping_state_field')).not.toHaveClass(/validate-required/);
  await page.locator('#shipping_country').selectOption('KW');
  await expect(page.locator('#shipping_state_field')).toBeHidden();
  await expect(page.locator('#shipping_postcode_field')).toBeHidden();
  await page.locator('#shipping_city').fill('');
  await page.locator('button[name="save_address"]').click();
  await expect(page.locator('.woocommerce-error')).toHaveText('المدينة هو حقل مطلوب.');
  await expect(page.locator('.woocommerce-error')).toBeFocused(); // woocommerce.js: the first alert
  await mounted(page, 'country-select');
  await page.locator('#shipping_country').selectOption('KW');
  await page.locator('#shipping_city').fill('مدينة الكويت');
  await page.locator('button[name="save_address"]').click();
  await expect(page).toHaveURL(/\/my-account\/edit-address\/$/);
  await expect(page.locator('.woocommerce-message')).toHaveText('تم تغيير العنوان بنجاح.');
  await expect(page.locator('.woocommerce-Address address')).toContainText('مدينة الكويت، الكويت');
  await expect(page.locator('.woocommerce-Address address')).not.toContainText('11511'); // hidden: not kept
});

test('with jQuery on the page, country_to_state_changed and _changing reach a jQuery listener with the country and its group', async ({
  page,
}) => {
  const jquery = readFileSync('node_modules/jquery/dist/jquery.min.js', 'utf8');
  await page.route('**/cart/', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace('<head>', () => `<head><script>${jquery}</script>`);
    await route.fulfill({ response: res, body });
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      heard: string[];
      jQuery: (el: unknown) => { on(n: string, f: (...a: unknown[]) => void): void };
    };
    w.heard = [];
    document.addEventListener('DOMContentLoaded', () => {
      if (typeof w.jQuery !== 'function') return; // the shop page, before the cart
      w.jQuery(document.body).on(
        'country_to_state_changed country_to_state_changing',
        (e, country, $group) => {
          const group = $group as { jquery?: string; is(s: string): boolean };
          w.heard.push(
            `${(e as { type: string }).type}:${String(country)}:${group.jquery && group.is('.woocommerce-shipping-calculator') ? 'group' : '-'}`,
          );
        },
      );
    });
  });
  await cartWithKettle(page);
  await page.evaluate(() => ((window as unknown as { heard: string[] }).heard = []));
  await page.locator(toggle).click();
  await page.locator('#calc_shipping_country').selectOption('SA');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toEqual(
      expect.arrayContaining(['country_to_state_changed:SA:group', 'country_to_state_changing:SA:group']),
    );
});
