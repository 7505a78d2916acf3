// Behind a full-page cache that serves one visitor's copy to another (the fake's page cache: pages printed for
// `renderedFor`, with day-old nonces): the widgets that show or send a per-visitor value follow the visitor's own
// session, asked once per page with the fresh-nonce action, never the printed values; the answers the server
// saved are read back.
import type { Page } from '@playwright/test';
import {
  ajaxActions,
  expect,
  expectAccessible,
  login,
  mounted,
  open,
  pageCache,
  shopSettings,
  test,
} from '../testing/e2e';

const REFRESH = 'storefront_widgets_nonces';
/** the points box and its notices (the cart's own markup is another widget's) */
const POINTS = '.wps_wpr_apply_custom_points, #wps_wpr_cart_points_notice, #wps_wpr_cart_points_success';

async function cart(page: Page) {
  await shopSettings(page, { redirect_after_add: 'no' });
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
}

test("another customer's cached cart: the customer sees their own points and applies them, one session request", async ({
  page,
}) => {
  await login(page, 7); // 1250 points
  await pageCache(page, { stale: true, renderedFor: 8 }); // 20 points
  await cart(page);
  const sent = ajaxActions(page);
  const answered = page.waitForResponse((r) => r.url().includes('admin-ajax.php'));
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  const box = page.locator('.wps_wpr_apply_custom_points');
  await expect(box.locator('#wps_cart_points_apply')).toHaveAttribute('data-id', '8');
  await answered;
  await expect(box.getByText('نقاطك المتاحة: 1250')).toBeVisible();
  await expectAccessible(page, POINTS);
  await page.locator('#wps_cart_points').fill('100');
  const reloaded = page.waitForEvent('load');
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('#wps_wpr_cart_points_success')).toHaveText(
    'تم تطبيق النقاط على سلة مشترياتك بنجاح!',
  );
  await reloaded;
  // the session's fresh nonces came with its values: the apply was not refused
  expect(sent.slice(0, 2)).toEqual([REFRESH, 'wps_wpr_apply_fee_on_cart_subtotal']);
  await expect(page.locator('tr.cart-discount')).toBeVisible();
});

test("a customer's cached cart shown to a guest: no one's points, no box", async ({ page }) => {
  await pageCache(page, { stale: true, renderedFor: 7 });
  await cart(page);
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  await expect(page.locator('.wps_wpr_apply_custom_points')).toBeHidden();
  await expect(page.locator('body')).not.toContainText('1250', { useInnerText: true });
});

test("a customer's cached points page shown to another customer and to a guest: each sees only their own balance", async ({
  page,
}) => {
  await login(page, 8);
  await pageCache(page, { stale: true, renderedFor: 7 });
  await open(page, '/my-account/points/');
  await mounted(page, 'points-balance');
  const balance = page.locator('.wps_wpr_total_earn_points');
  await expect(balance).toHaveText('20');
  await page.request.get('/__sw/logout');
  await open(page, '/my-account/points/');
  await mounted(page, 'points-balance');
  await expect(balance).toHaveText('0');
});

test("a guest's cached product page seen by a customer: the Q&A form has the customer's name and e-mail, and sends them", async ({
  page,
}) => {
  await login(page, 7);
  await pageCache(page, { stale: true, renderedFor: 0 });
  await open(page, '/product/electric-kettle/#tab-cr_qna');
  await mounted(page, 'qna');
  const sent = ajaxActions(page);
  await page.getByRole('button', { name: 'اطرح سؤالاً' }).click();
  const ask = page.getByRole('form', { name: 'اطرح سؤالاً' });
  await expect(ask.getByLabel(/^الاسم/)).toHaveValue('أحمد حسن');
  await expect(ask.getByLabel(/^البريد/)).toHaveValue('ahmed.hassan@example.com');
  await expectAccessible(page, '#cr_qna');
  await ask.getByLabel(/^سؤالك/).fill('هل يصلح للسفر؟');
  await ask.getByRole('checkbox').check();
  await ask.getByRole('button', { name: 'إرسال السؤال' }).click();
  await expect(page.getByText('تمت إضافة السؤال بنجاح.')).toBeVisible();
  expect(sent).toEqual([REFRESH, 'cr_new_qna']);
  const state = await (await page.request.get('/__sw/state')).json();
  expect(JSON.stringify(state.data)).toContain('ahmed.hassan@example.com');
});

test("a guest's cached cart seen by a customer: WP Swings' box from the session, the customer's balance, applied to the saved cart", async ({
  page,
}) => {
  await login(page, 7); // 1250 points; the log-in sets the plugin file's logged-in hint
  await pageCache(page, { stale: true, renderedFor: 0 });
  await cart(page);
  const sent = ajaxActions(page);
  await open(page, '/cart/');
  await expect(page.locator('body')).not.toHaveClass(/logged-in/);
  // where WP Swings prints it: after the update button (woocommerce_cart_actions)
  const box = page.locator('td.actions > button[name="update_cart"] + .wps_wpr_apply_custom_points');
  await expect(box.getByText('نقاطك المتاحة: 1250')).toBeVisible();
  await mounted(page, 'points-box');
  await expectAccessible(page, POINTS);
  await box.locator('#wps_cart_points').fill('100');
  const reloaded = page.waitForEvent('load');
  await box.locator('#wps_cart_points_apply').click();
  await expect(page.locator('#wps_wpr_cart_points_success')).toHaveText(
    'تم تطبيق النقاط على سلة مشترياتك بنجاح!',
  );
  await reloaded;
  // one session request (its nonces written into the page: the guest's were another user's), then the apply
  expect(sent.slice(0, 2)).toEqual([REFRESH, 'wps_wpr_apply_fee_on_cart_subtotal']);
  // what the server saved (the reloaded page is the guest's copy again: a cache's, without the discount row)
  const state = await (await page.request.get('/__sw/state')).json();
  expect(state.data.points.applied).toBe(100);
});
