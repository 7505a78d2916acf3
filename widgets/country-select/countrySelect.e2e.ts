// WooCommerce's country and state fields without its scripts: the cart's shipping calculator (a disclosure,
// posted in the background, the location saved by the server) and the account's address form (labels, required
// marks and rows by the country's locale, saved as posted), in RTL, by keyboard, axe clean; with jQuery on the
// page `country_to_state_changed` reaches a jQuery listener with the country and the group.
import { readFileSync } from 'node:fs';
import { test, expect, open, mounted, expectAccessible, login, shopSettings } from '../../src/testing/e2e';
import type { Page } from '@playwright/test';
import { blockExternal } from '../../src/testing/identityE2e';

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
  const shipping = page.locator('.woocommerce-Address', { has: page.locator('a[href$="/shipping/"]') });
  await expect(shipping.locator('address')).toContainText('مدينة الكويت، الكويت');
  await expect(shipping.locator('address')).not.toContainText('11511'); // hidden: not kept
});

/** Customer 7's billing address form, its country and phone widgets mounted (no request leaves the site). */
async function billingForm(page: Page): Promise<void> {
  await blockExternal(page);
  await login(page);
  await open(page, '/my-account/edit-address/billing/');
  await mounted(page, 'country-select');
  await mounted(page, 'phone-field');
}

const billingState = async (page: Page) =>
  ((await (await page.request.get('/__sw/state')).json()) as { data: Record<string, unknown> }).data[
    'customer:7:billing_address'
  ];

test('the billing address by keyboard: RTL, the phone field on billing_phone, the state field by country, saved as the server kept it', async ({
  page,
}) => {
  await billingForm(page);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect(page.locator('form h2')).toHaveText('عنوان الفوترة');
  await expect(page.locator('.iti #billing_phone')).toHaveCount(1); // intl-tel-input around the billing phone
  await expectAccessible(page, 'form');

  const country = page.locator('#billing_country');
  const state = page.locator('#billing_state');
  await page.locator('#billing_first_name').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('منى');
  await page.keyboard.press('Tab');
  await expect(page.locator('#billing_last_name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('علي');
  await page.keyboard.press('Tab');
  await expect(country).toBeFocused();
  // Saudi Arabia (no states in WooCommerce): a text field, optional, called a region
  await page.keyboard.press('ArrowDown');
  await expect(country).toHaveValue('SA');
  await expect(state).toHaveAttribute('type', 'text');
  await expect(page.locator('#billing_state_field label')).toHaveText('المنطقة\u00a0(اختياري)');
  // Kuwait (an empty list): the state and postcode rows hidden
  await page.keyboard.press('ArrowDown');
  await expect(country).toHaveValue('KW');
  await expect(page.locator('#billing_state_field')).toBeHidden();
  await expect(page.locator('#billing_postcode_field')).toBeHidden();
  // Egypt: its governorates, required
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(country).toHaveValue('EG');
  await expect(state).toHaveJSProperty('tagName', 'SELECT');
  await expect(page.locator('#billing_state option')).toHaveCount(6);
  await expect(state).toHaveAttribute('aria-required', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('#billing_address_1')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('٣ شارع الهرم');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('الجيزة');
  await page.keyboard.press('Tab');
  await expect(state).toBeFocused();
  await state.selectOption('EGGZ');
  await page.locator('#billing_postcode').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('12511');
  await page.locator('#billing_phone').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('01001234599');
  await page.locator('#billing_email').focus(); // leaving the phone: E.164 without +, as Wawp's script writes it
  await expect(page.locator('#billing_phone')).toHaveValue('201001234599');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Mona@Example.com');
  await page.locator('button[name="save_address"]').focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/my-account\/edit-address\/$/);
  await expect(page.locator('.woocommerce-message')).toHaveText('تم تغيير العنوان بنجاح.');
  const billing = page.locator('.woocommerce-Address', { has: page.locator('a[href$="/billing/"]') });
  await expect(billing.locator('address')).toContainText('منى علي');
  await expect(billing.locator('address')).toContainText('الجيزة، مصر');
  expect(await billingState(page)).toEqual({
    first_name: 'منى',
    last_name: 'علي',
    country: 'EG',
    address_1: '٣ شارع الهرم',
    city: 'الجيزة',
    state: 'EGGZ',
    postcode: '12511',
    phone: '201001234599',
    email: 'mona@example.com',
  });
  // the edit form prints what the server kept
  await billing.locator('a.edit').click();
  await mounted(page, 'country-select');
  await expect(state).toHaveValue('EGGZ');
  await expect(page.locator('#billing_phone')).toHaveValue('201001234599');
  await expect(page.locator('#billing_email')).toHaveValue('mona@example.com');
});

test('billing: a missing phone is the server’s error, focused; then Kuwait (no states) saved without a state', async ({
  page,
}) => {
  await billingForm(page);
  await page.locator('#billing_phone').fill('');
  await page.locator('button[name="save_address"]').click();
  await expect(page.locator('.woocommerce-error')).toHaveText('الهاتف هو حقل مطلوب.');
  await expect(page.locator('.woocommerce-error')).toBeFocused(); // woocommerce.js: the first alert
  await expectAccessible(page, 'form');
  expect(await billingState(page)).toMatchObject({ phone: '201001234567', state: 'EGC' }); // nothing saved
  await mounted(page, 'phone-field');
  await page.locator('#billing_country').selectOption('KW');
  await expect(page.locator('#billing_state_field')).toBeHidden();
  await page.locator('#billing_city').fill('مدينة الكويت');
  await page.locator('#billing_phone').fill('96550012345');
  await page.locator('button[name="save_address"]').click();
  await expect(page).toHaveURL(/\/my-account\/edit-address\/$/);
  expect(await billingState(page)).toMatchObject({
    country: 'KW',
    state: '',
    postcode: '',
    city: 'مدينة الكويت',
    phone: '96550012345',
  });
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
