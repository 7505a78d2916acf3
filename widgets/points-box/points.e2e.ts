// The points box in Chromium on the cart and checkout fixture pages: validation messages, one request per
// double click, the reload after the answer and the discount row, removing it, the restriction flow, server failures,
// markup in messages, and axe with the notices shown.
import {
  test,
  expect,
  open,
  mounted,
  login,
  faults,
  expectAccessible,
  shopSettings,
} from '../../src/testing/e2e';
import type { Page } from '@playwright/test';
import { describe } from '../../src/testing/probe';
import { pointsProbe } from './points.probe';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

// axe over what this feature prints and changes (the rest of the cart/checkout is checked by its owners)
const MINE =
  '.wps_wpr_apply_custom_points, .custom_point_checkout, #wps_wpr_cart_points_notice, #wps_wpr_cart_points_success, .wps_error, tr.cart-discount, .coupon';

async function cartWithKettle(page: Page, user = 7): Promise<void> {
  await login(page, user);
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
}

function countApplies(page: Page): { n: number } {
  const c = { n: 0 };
  page.on('request', (r) => {
    if (
      r.url().includes('admin-ajax.php') &&
      (r.postData() ?? '').includes('action=wps_wpr_apply_fee_on_cart_subtotal')
    )
      c.n++;
  });
  return c;
}

test('validation order in Arabic: nothing sent for empty, not-enough message, order-limit message', async ({
  page,
}) => {
  await cartWithKettle(page, 8); // 20 points
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  const applies = countApplies(page);
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('.wps_error')).toHaveCount(0);
  await page.locator('#wps_cart_points').fill('30');
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('.wps_error[role="alert"]')).toHaveText('ليس لديك رصيد كافٍ من النقاط');
  await expectAccessible(page, MINE);
  await page.request.get('/__sw/points?order_limit=10');
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  await page.locator('#wps_cart_points').fill('30');
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('.wps_error')).toHaveText('النقاط المدخلة لا تنطبق على هذا الطلب.');
  expect(applies.n).toBe(0);
  expect(page.url()).toMatch(/\/cart\/$/); // the cart form was never submitted
});

test('a double click applies once; success shows, the page reloads after ~1500 ms with the Cart Discount row; remove clears it', async ({
  page,
}) => {
  await cartWithKettle(page);
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  const applies = countApplies(page);
  await page.locator('#wps_cart_points').fill('100');
  // wait for the reload from before the click: a busy machine may see the success text only after the
  // 1500 ms timer has already reloaded the page (a wait started then would miss that load)
  const reloaded = page.waitForEvent('load');
  const t0 = Date.now();
  await page.locator('#wps_cart_points_apply').dblclick();
  await expect(page.locator('#wps_wpr_cart_points_success')).toHaveText(
    'تم تطبيق النقاط على سلة مشترياتك بنجاح!',
  );
  await reloaded;
  expect(Date.now() - t0).toBeGreaterThanOrEqual(1400);
  expect(applies.n).toBe(1);
  const row = page.locator('tr.cart-discount');
  await expect(row).toContainText('خصم السلة');
  await expect(row).toContainText('100.00');
  await expectAccessible(page, MINE);
  await mounted(page, 'points-box', 2);
  await Promise.all([page.waitForEvent('load'), row.locator('a.wps_remove_virtual_coupon').click()]);
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
});

test("a refused remove on the cart reloads the page as the plugin's complete does: the discount the server kept shows", async ({
  page,
}) => {
  await cartWithKettle(page);
  await page.request.get('/__sw/points?applied=100');
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  await faults(page, [{ route: 'ajax:wps_wpr_remove_cart_point', fault: '500', times: 1 }]);
  const row = page.locator('tr.cart-discount');
  await expect(row).toContainText('خصم السلة');
  await Promise.all([page.waitForEvent('load'), row.locator('a.wps_remove_virtual_coupon').click()]);
  await expect(page.locator('tr.cart-discount')).toContainText('100.00');
});

test('a failed answer shows its Arabic message, then the page reloads as the plugin does; no answer keeps the form usable', async ({
  page,
}) => {
  await cartWithKettle(page);
  const answered: Array<[string, string]> = [
    ['500', 'تعذّر تطبيق النقاط. يرجى المحاولة مرة أخرى.'],
    ['html', 'تعذّر تطبيق النقاط. يرجى المحاولة مرة أخرى.'],
    ['invalid-json', 'تعذّر تطبيق النقاط. يرجى المحاولة مرة أخرى.'],
    ['nonce', 'انتهت صلاحية الجلسة. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.'],
  ];
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  for (const [fault, message] of answered) {
    await faults(page, [{ route: 'ajax:wps_wpr_apply_fee_on_cart_subtotal', fault }]);
    await page.locator('#wps_cart_points').fill('10');
    const reloaded = page.waitForEvent('load'); // from before the click (see the double-click test)
    await page.locator('#wps_cart_points_apply').click();
    await expect(page.locator('#wps_wpr_cart_points_notice')).toHaveText(message);
    await reloaded;
    await mounted(page, 'points-box');
    await expect(page.locator('tr.cart-discount')).toHaveCount(0);
  }
  // {result:false, message} from the server itself: shown, then the reload
  await faults(page, []);
  await page.request.get('/__sw/points?order_limit=5');
  await page.locator('#wps_cart_points').fill('10');
  const reloaded = page.waitForEvent('load');
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('#wps_wpr_cart_points_notice')).toHaveText(
    'النقاط المدخلة لا تنطبق على هذا الطلب.',
  );
  await expectAccessible(page, MINE);
  await reloaded;
  await mounted(page, 'points-box');
  // offline: no reload onto an error page; the form is usable and the retry applies
  // no `times`: Chromium retries a POST once on a dropped connection
  await faults(page, [{ route: 'ajax:wps_wpr_apply_fee_on_cart_subtotal', fault: 'offline' }]);
  await page.locator('#wps_cart_points').fill('10');
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('#wps_wpr_cart_points_notice')).toHaveText(
    'يبدو أنك غير متصل بالإنترنت. تحقق من اتصالك وحاول مرة أخرى.',
  );
  await expect(page.locator('.woocommerce-cart-form')).not.toHaveClass(/processing/);
  await expect(page.locator('#wps_cart_points_apply')).not.toHaveAttribute('aria-busy', 'true');
  await faults(page, []);
  await page.request.get('/__sw/points?order_limit=0');
  await page.locator('#wps_cart_points').fill('10');
  await Promise.all([page.waitForEvent('load'), page.locator('#wps_cart_points_apply').click()]);
  await expect(page.locator('tr.cart-discount')).toContainText('10.00');
});

test('after a quantity update the box in the form the cart page swapped in applies the points (no cart form submit)', async ({
  page,
}) => {
  await cartWithKettle(page);
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  await page.locator('input.qty').first().fill('2');
  await page.locator('[name="update_cart"]').click();
  await expect(page.locator('form.woocommerce-cart-form[data-sw-server] input.qty').first()).toHaveValue('2');
  // the widget on the new form's box, not the one removed with the old form
  await page.waitForFunction(() =>
    (window.storefrontWidgets?.mounted() ?? []).some(
      (m) => m.name === 'points-box' && m.el === document.querySelector('.wps_wpr_apply_custom_points'),
    ),
  );
  const applies = countApplies(page);
  await page.locator('#wps_cart_points').fill('10');
  const reloaded = page.waitForEvent('load');
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('#wps_wpr_cart_points_success')).not.toBeEmpty();
  await reloaded;
  expect(applies.n).toBe(1);
  await expect(page.locator('tr.cart-discount')).toContainText('10.00');
});

test('markup in a server message executes nothing', async ({ page }) => {
  await cartWithKettle(page);
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  // the points call's answer only: the session's values the apply asks for first answer as the site does
  await page.route('**/wp-admin/admin-ajax.php', (r) =>
    r.request().postData()?.includes('action=wps_wpr_apply_fee_on_cart_subtotal')
      ? r.fulfill({
          json: {
            result: false,
            message:
              '<img src=x onerror="alert(1)"><svg/onload=alert(2)>مرفوض &lt;img src=x onerror=alert(3)&gt;',
          },
        })
      : r.fallback(),
  );
  await page.locator('#wps_cart_points').fill('10');
  await page.locator('#wps_cart_points_apply').click();
  await expect(page.locator('#wps_wpr_cart_points_notice')).toContainText('مرفوض');
  // every image the page has settles (loaded or refused) before the dialogs are counted: an onerror would have run
  await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode().catch(() => undefined))));
  expect(dialogs).toBe(0);
  const handlers = await page
    .locator('#wps_wpr_cart_points_notice *')
    .evaluateAll((els) => els.flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on'))));
  expect(handlers).toEqual([]);
  await expect(page.locator('#wps_wpr_cart_points_notice')).toContainText('<img src=x onerror=alert(3)>');
});

test('restriction: applying rewrites the address, the reloaded page shows the red message, appends it after 2 s and resets the address', async ({
  page,
}) => {
  await cartWithKettle(page);
  await page.request.get('/__sw/points?restrict=1');
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  await page.locator('#wps_cart_points').fill('10');
  const reloaded = page.waitForEvent('load'); // from before the click (see the double-click test)
  await page.locator('#wps_cart_points_apply').click();
  await page.waitForURL(/\/cart\/\?status=active&nonce=\w+/);
  await reloaded;
  await mounted(page, 'points-box');
  await expect(page.locator('.wps_wpr_show_restrict_message')).toHaveText('لن تحصل على أي نقاط مكافأة');
  await expect(page.locator('.wps_wpr_show_restrict_message')).toHaveCSS('color', 'rgb(179, 45, 46)');
  await expect(page.locator('.wps_wpr_restrict_user_message')).toBeHidden();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.locator('.coupon .wps_wpr_color_for_restriction_msg')).toHaveCount(0);
  await expect(page.locator('.coupon .wps_wpr_color_for_restriction_msg')).toHaveText(
    'لن تحصل على أي نقاط مكافأة',
    { timeout: 4000 },
  );
  await expectAccessible(page, MINE);
});

test('checkout: the points box applies, and removing the discount drops the row and refreshes the totals before reloading', async ({
  page,
}) => {
  await cartWithKettle(page);
  await open(page, '/checkout/');
  await mounted(page, 'points-box');
  await expect(page.locator('.custom_point_checkout')).toBeVisible();
  await page.locator('#wps_cart_points').fill('50');
  await Promise.all([page.waitForEvent('load'), page.locator('#wps_cart_points_apply').click()]);
  const row = page.locator('tr.cart-discount');
  await expect(row).toContainText('50.00');
  await expectAccessible(page, MINE);
  await mounted(page, 'points-box', 2);
  await page.evaluate(() => {
    document.body.addEventListener('storefront:update_checkout', () =>
      sessionStorage.setItem(
        'sw-update-checkout',
        String(document.querySelectorAll('tr.cart-discount').length),
      ),
    );
  });
  await Promise.all([page.waitForEvent('load'), row.locator('a.wps_remove_virtual_coupon').click()]);
  expect(await page.evaluate(() => sessionStorage.getItem('sw-update-checkout'))).toBe('0'); // the row was gone when totals refreshed
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
});

test('without the bundle the remove link still removes the discount (plain link)', async ({ page }) => {
  await cartWithKettle(page);
  await page.request.get('/__sw/points?applied=30');
  await page.goto('/cart/?nobundle=1');
  await expect(page.locator('tr.cart-discount')).toContainText('30.00');
  await page.locator('a.wps_remove_virtual_coupon').click();
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
  await expect(page).toHaveURL(/\/cart\/$/);
});

test('points typed with Arabic-Indic digits are accepted: ٦٠ is sent as 60', async ({ page }) => {
  await cartWithKettle(page);
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  const sent = page.waitForRequest(
    (r) =>
      r.url().includes('admin-ajax.php') &&
      (r.postData() ?? '').includes('action=wps_wpr_apply_fee_on_cart_subtotal'),
  );
  await page.locator('#wps_cart_points').pressSequentially('٦٠');
  await expect(page.locator('#wps_cart_points')).toHaveValue('٦٠');
  await page.locator('#wps_cart_points_apply').click();
  expect(new URLSearchParams((await sent).postData() ?? '').get('wps_cart_points')).toBe('60');
});

// The 100 ms budget is held by `npm run bench` (the same probe, on a quiet machine): here the figures are
// printed, and only a gross regression fails.
test('bench probe: INP of Apply at 4x CPU (logged)', async ({ page }) => {
  test.setTimeout(90_000);
  const figures = await pointsProbe.run(page);
  console.log(`[bench]\n${figures.map(describe).join('\n')}`);
  for (const f of figures) expect(f.value, f.name).toBeLessThan(1000);
});
