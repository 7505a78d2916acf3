// The My Account points page in Chromium: level upgrade confirmed in the shared dialog (axe with it open,
// focus in and back, the plugin form really posted), benefit popups per level (axe open, Escape), wallet
// conversion, the slider, and the opt-out message colours.
import { test, expect, open, mounted, login, faults, expectAccessible } from '../../src/testing/e2e';

const RED = 'rgb(179, 45, 46)';
const GREEN = 'rgb(0, 112, 23)';

test.beforeEach(async ({ page }) => {
  await login(page, 7);
  await open(page, '/my-account/points/');
  await mounted(page, 'account-points');
});

test('the page is accessible as printed', async ({ page }) => {
  await expectAccessible(page, '.woocommerce');
});

test('level upgrade: confirm dialog (axe clean), cancel returns focus, confirm posts the plugin form and deducts the points', async ({
  page,
}) => {
  const trigger = page.locator('#wps_wpr_upgrade_level_click');
  await page.locator('#wps_wpr_membership_roles').selectOption('3');
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'ترقية المستوى' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('هل تريد حقًا ترقية مستوى عضويتك؟');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: 'ترقية', exact: true }).click(),
  ]);
  await expect(page.locator('.wps_wpr_upgrade_level')).toHaveText(
    'تمت ترقية مستوى عضويتك إلى المستوى الذهبي',
  );
  await expect(page.locator('.wps_wpr_total_earn_points')).toHaveText('250');
});

test('benefit popups open per level in the dialog (axe clean), Escape closes and focus returns', async ({
  page,
}) => {
  for (const [id, name, benefit] of [
    ['1', 'المستوى البرونزي', 'خصم 5% على كل الطلبات'],
    ['2', 'المستوى الفضي', 'شحن مجاني للطلبات فوق 500 جنيه'],
    ['3', 'المستوى الذهبي', 'هدية في عيد ميلادك'],
  ] as const) {
    const link = page.locator(`.wps_wpr_level_benefits[data-id="${id}"]`);
    await link.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toContainText(benefit);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  }
  await expect(page.locator('html')).not.toHaveClass(/sw-scroll-locked/);
});

test('wallet: empty -> red notice; a conversion disables the button while it runs and shows green; a failure is red and usable', async ({
  page,
}) => {
  const button = page.locator('#wps_wpr_custom_wallet');
  const out = page.locator('#wps_wpr_wallet_notification');
  await button.click();
  await expect(out).toHaveText('يرجى إدخال بعض النقاط !!');
  await expect(out.locator('b')).toHaveCSS('color', RED);
  await page.route('**/wp-admin/admin-ajax.php', async (r) => {
    await new Promise((res) => setTimeout(res, 400));
    await r.continue();
  });
  await page.locator('#wps_custom_wallet_point_num').fill('100');
  await button.click();
  await expect(button).toBeDisabled();
  await expect(page.locator('#wps_wpr_loader')).toBeVisible();
  await expect(out).toContainText('تم تحويل 100 نقطة');
  await expect(out.locator('b')).toHaveCSS('color', GREEN);
  await expect(button).toBeEnabled();
  await expect(page.locator('#wps_wpr_loader')).toBeHidden();
  await expectAccessible(page, '.wps_wpr_wallet_conversion_wrap');
  await page.unroute('**/wp-admin/admin-ajax.php');
  await faults(page, [{ route: 'ajax:wps_wpr_generate_custom_wallet', fault: '500' }]);
  await button.click();
  await expect(out).toHaveText('تعذّر تحويل النقاط. يرجى المحاولة مرة أخرى.');
  await expect(button).toBeEnabled();
});

test('the slider toggles the points view; opt-out messages are red when result is true and green otherwise', async ({
  page,
}) => {
  const toggle = page.locator('.wps_wpr_common_slider');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(page.locator('.wps_wpr_points_view')).toBeHidden();
  await toggle.press('Enter');
  await expect(page.locator('.wps_wpr_points_view')).toBeVisible();
  const note = page.locator('.wps_wpr_notify_notice_wrap');
  await page.locator('.wps_wpr_off_sms_notify').check();
  await expect(note).toHaveText('تم إيقاف إشعارات الرسائل النصية.');
  await expect(note).toHaveCSS('color', RED);
  await page.locator('.wps_wpr_off_sms_notify').uncheck();
  await expect(note).toHaveText('تم تفعيل إشعارات الرسائل النصية.');
  await expect(note).toHaveCSS('color', GREEN);
  await expectAccessible(page, '.wps_wpr_notify_section');
});

test("the points log opens although the plugin's stylesheet hides it (display:none)", async ({ page }) => {
  // the stylesheet is there from the first paint, as a theme's or the plugin's would be: the log starts closed
  await page.route('**/my-account/points/', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace(
      '</head>',
      '<style>.wps_wpr_points_view { display: none; }</style></head>',
    );
    await route.fulfill({ response: res, body });
  });
  await page.reload();
  const toggle = page.locator('.wps_wpr_common_slider');
  const view = page.locator('.wps_wpr_points_view');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(view).toBeHidden();
  await toggle.click();
  await expect(view).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.press('Enter');
  await expect(view).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a wallet conversion lowers the printed balance', async ({ page }) => {
  await mounted(page, 'points-balance');
  await page.locator('#wps_custom_wallet_point_num').fill('100');
  await page.locator('#wps_wpr_custom_wallet').click();
  await expect(page.locator('#wps_wpr_wallet_notification')).toContainText('تم تحويل 100 نقطة');
  await expect(page.locator('.wps_wpr_total_earn_points')).toHaveText('1,150');
});
