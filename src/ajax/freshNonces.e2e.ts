// Behind a full-page cache: pages served with the nonces of a day ago (the fake's page cache, as WordPress
// refuses them). Each widget action that sends a nonce is refused once, asks the plugin file's uncached action
// for fresh nonces, is sent once more and succeeds; the answers the server saved are read back. A refresh that
// fails leaves the plugin's own refusal, said once. The points and Q&A widgets ask the same action for the
// session's own values first (src/ajax/visitor.e2e.ts), so their calls go out with fresh nonces from the start.
import type { Page } from '@playwright/test';
import {
  ajaxActions,
  expect,
  faults,
  login,
  mounted,
  open,
  pageCache,
  shopSettings,
  test,
} from '../testing/e2e';
import { blockExternal } from '../testing/identityE2e';

const REFRESH = 'storefront_widgets_nonces';
const lastCode = async (page: Page) => (await (await page.request.get('/__otp/last/')).text()).trim();

test.beforeEach(async ({ page }) => {
  await pageCache(page, { stale: true });
});

/** The classic cart page with a toaster in it, its widget mounted. */
async function classicCart(page: Page): Promise<void> {
  await shopSettings(page, { redirect_after_add: 'no' });
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '103', quantity: '1' } });
  await open(page, '/cart/');
  await mounted(page, 'cart-page');
}

test("points on the cart: the session's values bring fresh nonces, applied once at the first send; the reloaded cart shows the discount the server kept", async ({
  page,
}) => {
  await shopSettings(page, { redirect_after_add: 'no' });
  await login(page, 7);
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  const sent = ajaxActions(page);
  const answered = page.waitForResponse((r) => r.url().includes('/wp-admin/admin-ajax.php'));
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  await answered;
  await page.locator('#wps_cart_points').fill('100');
  const reloaded = page.waitForEvent('load');
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('#wps_wpr_cart_points_success')).toHaveText(
    'تم تطبيق النقاط على سلة مشترياتك بنجاح!',
  );
  await reloaded;
  await expect(page.locator('tr.cart-discount')).toBeVisible();
  expect(sent.slice(0, 2)).toEqual([REFRESH, 'wps_wpr_apply_fee_on_cart_subtotal']);
});

test('a coupon on the classic cart: wc-ajax refuses the day-old nonce, admin-ajax gives a fresh one, applied once', async ({
  page,
}) => {
  await classicCart(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    const wc = new URL(r.url()).searchParams.get('wc-ajax');
    if (wc === 'apply_coupon') calls.push(wc);
    if (r.url().includes('/wp-admin/admin-ajax.php')) calls.push(REFRESH);
  });
  await page.locator('#coupon_code').fill('eid10');
  await page.locator('[name="apply_coupon"]').click();
  await expect(page.locator('.cart_totals tr.coupon-eid10')).toBeVisible();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toHaveText(
    'تم تطبيق رمز القسيمة بنجاح.',
  );
  expect(calls).toEqual(['apply_coupon', REFRESH, 'apply_coupon']);
});

test('the classic cart’s shipping calculator: refused in silence, refreshed, sent once more; the server saved the location', async ({
  page,
}) => {
  await classicCart(page);
  await mounted(page, 'country-select');
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && path === '/cart/') calls.push('calc_shipping');
    if (path.endsWith('/wp-admin/admin-ajax.php')) calls.push(REFRESH);
  });
  await page.locator('.shipping-calculator-button').click();
  await page.locator('#calc_shipping_state').selectOption('EGGZ');
  await page.locator('#calc_shipping_city').fill('الجيزة');
  await page.locator('#calc_shipping_postcode').fill('12511');
  await page.locator('.shipping-calculator-form button[name="calc_shipping"]').click();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-info')).toHaveText(
    'تم تحديث تكاليف الشحن.',
  );
  await expect(page.locator('.woocommerce-shipping-destination')).toContainText('الجيزة، مصر');
  expect(calls).toEqual(['calc_shipping', REFRESH, 'calc_shipping']);
  const state = await (await page.request.get('/__sw/state')).json();
  expect(state.data['customer:shipping_location']).toEqual({
    country: 'EG',
    state: 'EGGZ',
    city: 'الجيزة',
    postcode: '12511',
  });
});

test('the calculator refused even with fresh nonces: the shopper is told once, the location stays', async ({
  page,
}) => {
  await classicCart(page);
  await faults(page, [{ route: `ajax:${REFRESH}`, fault: '500' }]);
  await page.locator('.shipping-calculator-button').click();
  await page.locator('#calc_shipping_postcode').fill('12511');
  await page.locator('.shipping-calculator-form button[name="calc_shipping"]').click();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveText(
    'انتهت صلاحية الجلسة. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  );
  await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveCount(1);
  const state = await (await page.request.get('/__sw/state')).json();
  expect(state.data['customer:shipping_location']).toMatchObject({ state: 'EGC', postcode: '' });
});

test("wallet on the account page: converted at the first send with the session's fresh nonce; when the action fails nothing is sent", async ({
  page,
}) => {
  await login(page, 7);
  const sent = ajaxActions(page);
  await open(page, '/my-account/points/');
  await mounted(page, 'account-points');
  const out = page.locator('#wps_wpr_wallet_notification');
  await page.locator('#wps_custom_wallet_point_num').fill('100');
  await page.locator('#wps_wpr_custom_wallet').click();
  await expect(out).toContainText('تم تحويل 100 نقطة');
  expect(sent).toEqual([REFRESH, 'wps_wpr_generate_custom_wallet']);

  // a new day-old copy, and the fresh-nonce action failing: the session is unknown, the page's user id is not
  // sent in its place
  await faults(page, [{ route: `ajax:${REFRESH}`, fault: '500' }]);
  const again = ajaxActions(page);
  await open(page, '/my-account/points/');
  await mounted(page, 'account-points');
  await page.locator('#wps_custom_wallet_point_num').fill('50');
  await page.locator('#wps_wpr_custom_wallet').click();
  await expect(out).toHaveText('تعذّر تحويل النقاط. يرجى المحاولة مرة أخرى.');
  expect(again).toEqual([REFRESH]);
  await expect(page.locator('#wps_wpr_custom_wallet')).toBeEnabled();
});

test('OTP login: the code request is refused, refreshed and sent again; the verify uses the fresh nonce and logs in', async ({
  page,
}) => {
  await blockExternal(page);
  await open(page, '/login/');
  await mounted(page, 'otp-login');
  await mounted(page, 'phone-field');
  const sent = ajaxActions(page);
  await page.locator('#awp_whatsapp').fill('01001234567');
  await page.locator('#awp_request_otp_whatsapp').click();
  await expect(page.locator('#awp_otp_whatsapp')).toBeVisible();
  await page.locator('#awp_otp_whatsapp').fill(await lastCode(page));
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/'),
    page.locator('#awp_verify_otp_whatsapp').click(),
  ]);
  expect(sent).toEqual(['awp_request_otp', REFRESH, 'awp_request_otp', 'awp_verify_otp']);
  const state = await (await page.request.get('/__sw/state')).json();
  expect(state.userId).toBe(7);
});

test('signup: the submit is refused for its nonce, refreshed and sent again; the code form carries the fresh nonce', async ({
  page,
}) => {
  await blockExternal(page);
  await open(page, '/signup/');
  await mounted(page, 'signup');
  const sent = ajaxActions(page);
  await page.locator('#awp_first_name').fill('ليلى');
  await page.locator('#awp_last_name').fill('فؤاد');
  await page.locator('#awp_email').fill('laila.cache@example.com');
  await page.locator('#awp_phone').fill('01005550123');
  await page.locator('#awp-signup-form .awp-submit-button').click();
  await expect(page.locator('#awp-otp-section')).toBeVisible();
  await page.locator('#awp_otp_code').fill(await lastCode(page));
  await page.locator('#awp-otp-form button[type="submit"]').click();
  await expect
    .poll(async () => (await (await page.request.get('/__sw/state')).json()).userId)
    .toBeGreaterThan(0);
  expect(sent).toEqual([
    'awp_signup_form_submit',
    REFRESH,
    'awp_signup_form_submit',
    'awp_signup_verify_otp',
  ]);
});

test("Q&A: a question on a day-old product page goes out with the session's fresh nonce, saved once", async ({
  page,
}) => {
  await open(page, '/product/electric-kettle/#tab-cr_qna');
  await mounted(page, 'qna');
  const sent = ajaxActions(page);
  await page.getByRole('button', { name: 'اطرح سؤالاً' }).click();
  const ask = page.getByRole('form', { name: 'اطرح سؤالاً' });
  await ask.getByLabel(/^سؤالك/).fill('هل يعمل بعد يوم من التخزين؟');
  await ask.getByLabel(/^الاسم/).fill('ضيف');
  await ask.getByLabel(/^البريد/).fill('guest@example.com');
  await ask.getByRole('checkbox').check();
  await ask.getByRole('button', { name: 'إرسال السؤال' }).click();
  await expect(page.getByText('تمت إضافة السؤال بنجاح.')).toBeVisible();
  expect(sent).toEqual([REFRESH, 'cr_new_qna']);
});

test('REST: the coming-soon banner dismissal is refused for its nonce, refreshed once and saved', async ({
  page,
}) => {
  await login(page, 7);
  const restCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wp-json/wp/v2/users/7')) restCalls.push(r.headers()['x-wp-nonce'] ?? '');
  });
  const sent = ajaxActions(page);
  await open(page, '/');
  const banner = page.locator('#coming-soon-footer-banner');
  await banner.locator('.coming-soon-footer-banner-dismiss').click();
  await expect(banner).toBeHidden();
  await expect.poll(() => restCalls.length).toBe(2);
  expect(restCalls[0]).not.toBe(restCalls[1]);
  expect(sent.filter((a) => a === 'rest-nonce')).toHaveLength(1);
  await page.reload();
  await expect(page.locator('#coming-soon-footer-banner')).toHaveCount(0);
});
