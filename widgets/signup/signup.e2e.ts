// The signup on /signup/ in Chromium with the phone field: errors, the code step, resend, edit contact,
// verify and the 2 s redirect; e-mail variant; strong passwords; axe in every state; no transient in a URL.
import { expect, expectAccessible, faults, mounted, open, test } from '../../src/testing/e2e';
import type { Page } from '@playwright/test';
import { blockExternal } from '../../src/testing/identityE2e';
import { chunkRules, shiftOfRelease } from '../../src/testing/held';

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

/** The signup page, mounted, with the form filled (and sent: the code step shows). */
async function fillSignup(
  page: Page,
  email: string,
  phone: string,
  send = true,
  path = '/signup/',
): Promise<void> {
  await open(page, path);
  await mounted(page, 'signup');
  await page.locator('#awp_first_name').fill('ليلى');
  await page.locator('#awp_last_name').fill('فؤاد');
  await page.locator('#awp_email').fill(email);
  await page.locator('#awp_phone').fill(phone);
  if (!send) return;
  await page.locator('#awp-signup-form .awp-submit-button').click();
  await expect(page.locator('#awp-otp-section')).toBeVisible();
}

test('empty form: every required field says so; server errors by field; axe clean', async ({ page }) => {
  await open(page, '/signup/');
  await mounted(page, 'signup');
  await expectAccessible(page, '#awp-signup-container');
  await page.locator('#awp-signup-form .awp-submit-button').click();
  await expect(page.locator('#awp_first_name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.awp-error-message', { hasText: 'هذا الحقل مطلوب.' })).toHaveCount(4);
  // Wawp's stylesheet hides every error line (display: none); they show as its script's .show() made them
  for (const line of await page.locator('.awp-error-message', { hasText: 'هذا الحقل مطلوب.' }).all())
    await expect(line).toBeVisible();
  await expect(page.locator('#awp_first_name')).toBeFocused();
  expect(new URL(page.url()).search).toBe(''); // the form never submitted itself as GET
  await expectAccessible(page, '#awp-signup-container');

  await page.locator('#awp_first_name').fill('ليلى');
  await page.locator('#awp_last_name').fill('فؤاد');
  await page.locator('#awp_email').fill('ahmed.hassan@example.com');
  await page.locator('#awp_phone').fill('01001234567');
  await page.locator('#awp-signup-form .awp-submit-button').click();
  await expect(
    page
      .locator('#awp_email')
      .locator('xpath=ancestor::div[contains(@class,"awp-form-group")]/following-sibling::div[1]'),
  ).toHaveText('البريد الإلكتروني مستخدم بالفعل.');
  await expect(
    page
      .locator('#awp_phone')
      .locator('xpath=ancestor::div[contains(@class,"awp-form-group")]/following-sibling::div[1]'),
  ).toHaveText('رقم الهاتف مستخدم بالفعل.');
  await expectAccessible(page, '#awp-signup-container');
});

test('WhatsApp signup: eastern digits, code step, resend, edit and back, verify, redirect after 2 s; no transient in any URL', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await open(page, '/signup/');
  await mounted(page, 'signup');
  await mounted(page, 'phone-field');
  await page.locator('#awp_first_name').fill('ليلى');
  await page.locator('#awp_last_name').fill('فؤاد');
  await page.locator('#awp_email').fill('laila@ho');
  await expect(page.locator('.awp-email-suggestions [role="option"]')).toHaveText(['laila@hotmail.com']);
  await page.locator('#awp_email').press('ArrowDown');
  await page.locator('#awp_email').press('Enter');
  await expect(page.locator('#awp_email')).toHaveValue('laila@hotmail.com');
  await page.locator('#awp_phone').fill('٠١٠ ٢٣٤٥ ٦٧٨٩');
  await page.locator('#awp_password').focus(); // blur: the phone becomes E.164 without '+'
  await expect(page.locator('#awp_phone')).toHaveValue('201023456789');
  await expect(page.locator('.intl-tel-status')).toHaveText('✓ رقم هاتف صالح.');
  await page.locator('#awp-signup-form .awp-submit-button').click();
  await expect(page.locator('#awp-otp-section')).toBeVisible();
  await expect(page.locator('#awp-signup-form')).toBeHidden();
  await expect(page.locator('#awp-otp-sent-message')).toContainText('+201023456789');
  await expect(page.locator('#awp_otp_code')).toBeFocused();
  await expectAccessible(page, '#awp-signup-container');
  const transient = await page.locator('#awp_otp_transient').inputValue();
  expect(transient).toMatch(/^awp_signup_otp_/);

  // resend: a new code in the same transient, the button waits 5 s
  await page.locator('#awp-resend-otp-btn').click();
  await expect(page.locator('.awp-success-message')).toHaveText(
    'تمت إعادة إرسال رمز التحقق بنجاح! أدخل الرمز الجديد لإكمال التسجيل.',
  );
  await expect(page.locator('#awp-resend-otp-btn')).toBeDisabled();
  // Wawp keeps the transient key and puts a new code in it
  await expect(page.locator('#awp_otp_transient')).toHaveValue(transient);
  await expect(page.locator('#awp-resend-otp-btn')).toBeEnabled({ timeout: 6500 });

  // wrong code: Wawp answers with a message only (no field error for the code)
  await page.locator('#awp_otp_code').fill('000000');
  await page.locator('#awp-otp-form .awp-submit-button').click();
  await expect(page.locator('.awp-success-message[role="alert"]')).toHaveText(
    'رمز التحقق غير صحيح. يرجى المحاولة مرة أخرى.',
  );
  await expectAccessible(page, '#awp-signup-container');

  const code = (await (await page.request.get('/__otp/last/')).text()).trim();
  await page
    .locator('#awp_otp_code')
    .fill(code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))));
  await expect(page.locator('#awp_otp_code')).toHaveValue(code);
  const t0 = Date.now();
  await page.locator('#awp-otp-form .awp-submit-button').click();
  await expect(page.locator('.awp-success-message')).toHaveText('تم إنشاء حسابك بنجاح.');
  // the 2 s wait: the verify button stays busy
  await expect(page.locator('#awp-otp-form .awp-submit-button')).toHaveAttribute('aria-disabled', 'true');
  await page.waitForURL((u) => u.pathname === '/');
  expect(Date.now() - t0).toBeGreaterThanOrEqual(1900);
  for (const u of urls) {
    expect(u).not.toContain(transient);
    expect(u).not.toContain(code);
  }
});

test('edit contact goes back to the form with the transient cleared', async ({ page }) => {
  await fillSignup(page, 'laila2@example.com', '201023456780');
  await page.locator('#awp-edit-contact-btn').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#awp-signup-form')).toBeVisible();
  await expect(page.locator('#awp-otp-section')).toBeHidden();
  await expect(page.locator('#awp_otp_transient')).toHaveValue('');
  await expect(page.locator('#awp_first_name')).toHaveValue('ليلى');
});

test('e-mail variant with strong passwords: checklist, meter, label; axe clean', async ({ page }) => {
  await open(page, '/signup/?password_strong=1&otp_method=email');
  await mounted(page, 'signup');
  await page.locator('#awp_password').fill('abc');
  await expect(page.locator('#password-strength-text')).toHaveText('ضعيفة');
  await page.locator('#awp_password').fill('Abc123!x');
  await expect(page.locator('#password-strength-text')).toHaveText('ممتازة');
  await expect(page.locator('#awp-signup-container .show-password-input')).toHaveCount(1);
  await expectAccessible(page, '#awp-signup-container');
  await page.locator('#awp_first_name').fill('ليلى');
  await page.locator('#awp_last_name').fill('فؤاد');
  await page.locator('#awp_email').fill('laila3@example.com');
  await page.locator('#awp_phone').fill('201023456781');
  await page.locator('#awp-signup-form .awp-submit-button').click();
  await expect(page.locator('#awp-otp-sent-heading')).toHaveText('تحقق من بريدك الإلكتروني');
  await expect(page.locator('#awp-otp-sent-message')).toContainText('laila3@example.com');
  await expectAccessible(page, '#awp-signup-container');
});

test('a failed submit keeps everything typed and says so', async ({ page }) => {
  await faults(page, [{ route: 'ajax:awp_signup_form_submit', fault: '500' }]);
  await fillSignup(page, 'laila4@example.com', '201023456782', false);
  await page.locator('#awp-signup-form .awp-submit-button').click();
  await expect(page.locator('.awp-success-message')).toHaveText('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى.');
  await expect(page.locator('#awp_first_name')).toHaveValue('ليلى');
  await expect(page.locator('#awp_email')).toHaveValue('laila4@example.com');
  await expectAccessible(page, '#awp-signup-container');
});

test('verified, and the shop set no redirect URL: the signup container itself is hidden, the page stays', async ({
  page,
}) => {
  await fillSignup(page, 'laila5@example.com', '201023456783', true, '/signup/?signup_redirect=none');
  const code = (await (await page.request.get('/__otp/last/')).text()).trim();
  await page.locator('#awp_otp_code').fill(code);
  await page.locator('#awp-otp-form .awp-submit-button').click();
  await expect(page.locator('#awp-signup-container')).toBeHidden();
  await page.waitForTimeout(2500); // past the redirect delay: nowhere to go
  expect(new URL(page.url()).pathname).toBe('/signup/');
});

test('a -1 answer (a cached page, an expired nonce): the page has expired, reload it', async ({ page }) => {
  await faults(page, [{ route: 'ajax:awp_signup_form_submit', fault: 'nonce', times: 1 }]);
  await fillSignup(page, 'laila6@example.com', '201023456784', false);
  await page.locator('#awp-signup-form .awp-submit-button').click();
  await expect(page.locator('.awp-success-message[role="alert"]')).toHaveText(
    'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.',
  );
  await expect(page.locator('#awp_email')).toHaveValue('laila6@example.com');
});

test('after the server’s 5-attempt cap: its message shows, and the code can be sent again', async ({
  page,
}) => {
  await fillSignup(page, 'sara.cap@example.com', '01023450001');
  const code = (await (await page.request.get('/__otp/last/')).text()).trim();
  const wrong = code === '000000' ? '111111' : '000000';
  const verify = page.locator('#awp-otp-form .awp-submit-button');
  for (let i = 0; i < 5; i++) {
    await page.locator('#awp_otp_code').fill(wrong);
    // the next answer must be new: each attempt waits for its own answer
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes('admin-ajax.php') &&
        (r.request().postData() ?? '').includes('awp_signup_verify_otp'),
    );
    await verify.click();
    await answered;
    await expect(page.locator('.awp-success-message')).toHaveText(
      'رمز التحقق غير صحيح. يرجى المحاولة مرة أخرى.',
    );
    await expect(verify).not.toHaveAttribute('aria-busy', 'true');
  }
  await page.locator('#awp_otp_code').fill(code);
  await verify.click();
  await expect(page.locator('.awp-success-message')).toHaveText(
    'تم تجاوز الحد الأقصى لمحاولات إدخال الرمز. يرجى التسجيل مرة أخرى.',
  );
  await expect(page.locator('.awp-success-message')).toBeVisible();
  await expect(page.locator('#awp-resend-otp-btn')).toBeEnabled();
  await page.locator('#awp-resend-otp-btn').click();
  await expect(page.locator('.awp-success-message')).toHaveText(
    'تمت إعادة إرسال رمز التحقق بنجاح! أدخل الرمز الجديد لإكمال التسجيل.',
  );
});

test('/signup/ at 412x823: the signup chunk arriving after load moves nothing (the printed empty strength meter takes no room)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await chunkRules(page, [{ chunk: 'signup', action: 'hold' }]);
  await page.goto('/signup/', { waitUntil: 'load' });
  await mounted(page, 'phone-field'); // its own mount (the input's padding) out of the window measured
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await shiftOfRelease(page, 'signup', () => mounted(page, 'signup'))).toBe(0);
  await expect(page.locator('#password-strength-meter')).toHaveCSS('height', '0px');
});
