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
  hideTrustBadge,
  login,
  mounted,
  open,
  pageCache,
  reachForCart,
  shopSettings,
  test,
} from '../testing/e2e';
import { blockExternal } from '../testing/identityE2e';
import { observePrint, prints } from '../testing/printObserver';

const REFRESH = 'storefront_widgets_nonces';
const lastCode = async (page: Page) => (await (await page.request.get('/__otp/last/')).text()).trim();

test.beforeEach(async ({ page }) => {
  await pageCache(page, { stale: true });
});

const state = async (page: Page) => await (await page.request.get('/__sw/state')).json();
/** How many uploads the fake's CusRev kept (its attachment ids count up from 9001). */
const uploadsKept = async (page: Page): Promise<number> =>
  ((await state(page)).data['reviews:uploads']?.next ?? 9001) - 9001;
const png = { name: 'kettle.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) };
const KETTLE = '/product/electric-kettle/';

/** The product page's reviews tab open, its list widget (or the comment form's, CusRev's ajax off) mounted. */
async function reviewsTab(page: Page, widget: string): Promise<void> {
  await hideTrustBadge(page);
  await open(page, KETTLE);
  await mounted(page, 'product-tabs');
  await page.locator('a.woocommerce-review-link').click();
  await mounted(page, widget);
}

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

test('signup: the submit is refused for its nonce, refreshed and sent again; the resend and the code form carry the fresh nonces', async ({
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
  // the resend's nonce (AWP_Signup_Params) came fresh with the submit's refresh: sent once, a new code
  const first = await lastCode(page);
  await page.locator('#awp-resend-otp-btn').click();
  await expect(page.locator('.awp-success-message')).toHaveText(
    'تمت إعادة إرسال رمز التحقق بنجاح! أدخل الرمز الجديد لإكمال التسجيل.',
  );
  const resent = await lastCode(page);
  expect(resent).not.toBe(first);
  await page.locator('#awp_otp_code').fill(resent);
  await page.locator('#awp-otp-form button[type="submit"]').click();
  await expect
    .poll(async () => (await (await page.request.get('/__sw/state')).json()).userId)
    .toBeGreaterThan(0);
  expect(sent).toEqual([
    'awp_signup_form_submit',
    REFRESH,
    'awp_signup_form_submit',
    'awp_signup_resend_otp',
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

test('CusRev comment-form upload: refused with code 500, refreshed once, uploaded at the second send; one file kept', async ({
  page,
}) => {
  expect((await page.request.get('/__sw/cusrev?ajax=off')).ok()).toBe(true);
  await reviewsTab(page, 'product-tabs');
  // the uploads widget runs when its field is seen
  await page.locator('.cr-upload-local-images').scrollIntoViewIfNeeded();
  await mounted(page, 'review-uploads');
  const sent = ajaxActions(page);
  await page.locator('#cr_review_image').setInputFiles(png);
  await expect(page.locator('input[name="cr-upload-images-ids[]"]')).toHaveCount(1);
  expect(sent).toEqual(['cr_upload_local_images_frontend', REFRESH, 'cr_upload_local_images_frontend']);
  expect(await uploadsKept(page)).toBe(1);
});

test('CusRev review-form upload: refused with code 507, refreshed once, uploaded at the second send; one file kept', async ({
  page,
}) => {
  await reviewsTab(page, 'product-reviews');
  await page.locator('.cr-ajax-reviews-add-review').click();
  await mounted(page, 'review-form');
  const form = page.locator('.cr-review-form-wrap form');
  const sent = ajaxActions(page);
  await form.locator('input[type="file"]').setInputFiles(png);
  await expect(form.locator('[data-state="ok"]')).toHaveCount(1);
  expect(sent).toEqual(['cr_upload_media', REFRESH, 'cr_upload_media']);
  expect(await uploadsKept(page)).toBe(1);
});

test("CusRev's product reviews: show more refused (-1), refreshed once with the product's nonces, sent again; the star filter then goes out fresh", async ({
  page,
}) => {
  await reviewsTab(page, 'product-reviews');
  const list = page.locator('ol.cr-ajax-reviews-list > li');
  await expect(list).toHaveCount(5);
  const sent = ajaxActions(page);
  await page.locator('button.cr-show-more-reviews-prd').click();
  await expect(list).toHaveCount(10);
  await page.locator('.ivole-histogramCell1 .cr-histogram-a[data-rating="4"]').click();
  await expect(page.locator('.ivole-histogramRow-s')).toHaveCount(1);
  await expect(page.locator('ol.cr-ajax-reviews-list')).toBeVisible();
  expect(sent.filter((a) => a !== 'cr_auto_download_media_frontend')).toEqual([
    'cr_show_more_reviews',
    REFRESH,
    'cr_show_more_reviews',
    'cr_filter_reviews',
  ]);
  await expect(page.locator('.cr-reviews-notice')).toHaveText('');
});

test("Astra Pro's mini-cart quantity: refused (-1), refreshed once, sent again; the cart the server kept has the new quantity", async ({
  page,
}) => {
  await shopSettings(page, { redirect_after_add: 'no' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  await open(page, '/shop/');
  await mounted(page, 'cart-fragments');
  await page.waitForLoadState('networkidle');
  await reachForCart(page);
  const drawer = '#astra-mobile-cart-drawer';
  await page.locator('#ast-mobile-header .ast-header-woo-cart a.cart-container').click();
  const sent = ajaxActions(page);
  await page.locator(`${drawer} .quantity .plus`).click();
  await expect(page.locator('#ast-mobile-header a.cart-container .count')).toHaveText('2');
  expect(sent).toEqual([
    'astra_add_cart_single_product_quantity',
    REFRESH,
    'astra_add_cart_single_product_quantity',
  ]);
  await expect(page.locator(`${drawer} .widget_shopping_cart_live_region`)).toHaveText('');
  expect((await state(page)).cart[0].quantity).toBe(2);
});

test("points remove on the cart: the session's values bring fresh nonces, removed at the first send; the server no longer holds the points", async ({
  page,
}) => {
  await shopSettings(page, { redirect_after_add: 'no' });
  await login(page, 7);
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  await page.request.get('/__sw/points?applied=100');
  const sent = ajaxActions(page);
  const answered = page.waitForResponse((r) => r.url().includes('/wp-admin/admin-ajax.php'));
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  await answered;
  const row = page.locator('tr.cart-discount');
  await expect(row).toContainText('خصم السلة');
  await Promise.all([page.waitForEvent('load'), row.locator('a.wps_remove_virtual_coupon').click()]);
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
  expect(sent.slice(0, 2)).toEqual([REFRESH, 'wps_wpr_remove_cart_point']);
  expect((await (await page.request.get('/__sw/points')).json()).applied).toBe(0);
});

test("points SMS opt-out on the account page: the session's values bring fresh nonces, saved at the first send; the reloaded page shows it", async ({
  page,
}) => {
  await login(page, 7);
  const sent = ajaxActions(page);
  const answered = page.waitForResponse((r) => r.url().includes('/wp-admin/admin-ajax.php'));
  await open(page, '/my-account/points/');
  await mounted(page, 'account-points');
  await answered;
  await page.locator('.wps_wpr_off_sms_notify').check();
  await expect(page.locator('.wps_wpr_notify_notice_wrap')).toHaveText('تم إيقاف إشعارات الرسائل النصية.');
  expect(sent).toEqual([REFRESH, 'stop_sms_whatsapp_notify']);
  await page.reload();
  await expect(page.locator('.wps_wpr_off_sms_notify')).toBeChecked();
});

test("Q&A: an answer on a day-old product page goes out with the session's fresh nonce, saved once", async ({
  page,
}) => {
  await open(page, '/product/electric-kettle/#tab-cr_qna');
  await mounted(page, 'qna');
  const sent = ajaxActions(page);
  const row = page.locator('.cr-qna-list-q-b').first();
  await row.getByRole('button', { name: 'أجب عن السؤال' }).click();
  const form = row.getByRole('form', { name: 'أجب عن السؤال' });
  await form.getByLabel(/^إجابتك/).fill('نعم، يعمل.');
  await form.getByLabel(/^الاسم/).fill('منى');
  await form.getByLabel(/^البريد/).fill('mona@example.com');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'إرسال الإجابة' }).click();
  await expect(form.getByText('تمت إضافة الإجابة بنجاح.')).toBeVisible();
  expect(sent).toEqual([REFRESH, 'cr_new_qna']);
  const saved = (await state(page)).data['reviews:submitted'];
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ kind: 'answer', text: 'نعم، يعمل.' });
});

test("WebToffee's document link on a day-old account page: printed as it is (the plugin checks its order key, not its _wpnonce), no refresh", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 7);
  await observePrint(page);
  await open(page, '/my-account/orders/');
  await mounted(page, 'order-documents');
  const sent = ajaxActions(page);
  await page.locator('a.wt_pklist_invoice_print[href*="post=MzAwMQ%3D%3D"]').click();
  await expect.poll(() => prints(page)).toHaveLength(1);
  expect((await prints(page))[0]).toContain('الفاتورة');
  expect(sent).toEqual([]);
});

test('the classic cart’s shipping method and coupon remove: each refused on its day-old page, refreshed once, sent again; the reloaded cart shows what the server kept', async ({
  page,
}) => {
  await classicCart(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    const wc = new URL(r.url()).searchParams.get('wc-ajax');
    if (wc === 'update_shipping_method' || wc === 'remove_coupon') calls.push(wc);
    if (r.url().includes('/wp-admin/admin-ajax.php')) calls.push(REFRESH);
  });
  await page.locator('#coupon_code').fill('eid10');
  await page.locator('[name="apply_coupon"]').click();
  await expect(page.locator('.cart_totals tr.coupon-eid10')).toBeVisible();

  // a new day-old copy of the cart: its nonces are stale again
  calls.length = 0;
  await open(page, '/cart/');
  await mounted(page, 'cart-page');
  await page.locator('.cart_totals label[for="shipping_method_0_local_pickup3"]').click();
  await expect(page.locator('.cart_totals input[value="local_pickup:3"]')).toBeChecked();
  await expect(page.locator('.cart_totals .order-total')).toContainText((899 * 0.9).toFixed(2));
  expect(calls).toEqual(['update_shipping_method', REFRESH, 'update_shipping_method']);

  calls.length = 0;
  await open(page, '/cart/');
  await mounted(page, 'cart-page');
  await expect(page.locator('.cart_totals input[value="local_pickup:3"]')).toBeChecked();
  await page.locator('.cart_totals a.woocommerce-remove-coupon').click();
  await expect(page.locator('.cart_totals tr.coupon-eid10')).toHaveCount(0);
  expect(calls).toEqual(['remove_coupon', REFRESH, 'remove_coupon']);
  await open(page, '/cart/');
  await expect(page.locator('.cart_totals tr.coupon-eid10')).toHaveCount(0);
  await expect(page.locator('.cart_totals input[value="local_pickup:3"]')).toBeChecked();
});
