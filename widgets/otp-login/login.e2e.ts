// The OTP login on /login/ in Chromium: the whole WhatsApp path with the phone field, the e-mail and password
// tabs, one request per double click, failures keeping input, axe in every state, INP at 4x CPU.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, faults, mounted, open, test } from '../../src/testing/e2e';
import { blockExternal, dialCodeOf } from '../../src/testing/identityE2e';
import { chunkRequested, chunkRules, holdLimit, releaseChunk } from '../../src/testing/held';
import { median, readCls, shiftSources, trackLayoutShifts } from '../../src/testing/probe';
import { loginTimings } from './login.probe';

const lastCode = async (page: Page) => (await (await page.request.get('/__otp/last/')).text()).trim();

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

test('WhatsApp: Arabic-Indic number, code view, pasted Persian code, verify, redirect; no code in any URL', async ({
  page,
}) => {
  const urls: string[] = [];
  const bodies: string[] = [];
  page.on('request', (r) => {
    urls.push(r.url());
    if (r.url().includes('admin-ajax')) bodies.push(r.postData() ?? '');
  });
  await open(page, '/login/');
  await mounted(page, 'otp-login');
  await mounted(page, 'phone-field');
  await expect(dialCodeOf(page, '#awp_whatsapp')).toHaveText('+20');
  await expectAccessible(page, '.awp-otp-login-form');

  await page.locator('#awp_whatsapp').fill('٠١٠٠١٢٣٤٥٦٧');
  await page.locator('#awp_request_otp_whatsapp').click();
  await expect(page.locator('#awp_otp_whatsapp')).toBeVisible();
  await expect(page.locator('#awp_otp_whatsapp')).toBeFocused();
  await expect(page.locator('.awp-login-description')).toContainText('+201001234567');
  await expect(page.locator('#awp_request_otp_whatsapp')).toBeHidden();
  await expect(page.locator('.awp-tabs')).toBeHidden();
  await expect(page.locator('.awp-resend-timer')).toHaveText('يمكنك إعادة الإرسال خلال 15 ث');
  await expect(page.locator('#awp_resend_otp_whatsapp')).toBeDisabled();
  await expectAccessible(page, '.awp-otp-login-form');

  const code = await lastCode(page);
  expect(code).toMatch(/^\d{6}$/);
  // wrong code first: the error state, then the real one pasted in Persian digits with a space
  await page.locator('#awp_otp_whatsapp').fill(code === '000000' ? '111111' : '000000');
  await page.locator('#awp_verify_otp_whatsapp').click();
  await expect(page.locator('#awp_login_message_whatsapp .error')).toHaveText(
    'رمز التحقق غير صالح أو منتهي الصلاحية.',
  );
  await expectAccessible(page, '.awp-otp-login-form');
  const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
  await page.locator('#awp_otp_whatsapp').fill('');
  await page.locator('#awp_otp_whatsapp').focus();
  // a paste is text the browser inserts into the focused field (input event, the field's own value change)
  await page.keyboard.insertText(`${persian.slice(0, 3)} ${persian.slice(3)}`);
  await expect(page.locator('#awp_otp_whatsapp')).toHaveValue(code);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/'),
    page.locator('#awp_verify_otp_whatsapp').click(),
  ]);
  for (const u of urls) {
    expect(u).not.toContain(code);
    expect(u).not.toContain(persian);
  }
  expect(bodies.some((b) => b.includes(`otp=${code}`))).toBe(true);
});

// The hand-over (a number lost once on CI): the shopper types in the number field while the phone field
// (intl-tel-input wraps the input) or the login (its React view takes the form over) starts. Each key goes on
// into the same field: the widgets keep the input node and give its focus and caret back.
for (const late of ['phone-field', 'otp-login'] as const) {
  test(`a number typed while ${late} takes the field over is kept, key by key`, async ({ page }) => {
    await holdLimit(page, 60_000);
    await chunkRules(page, [{ chunk: late, action: 'hold' }]);
    await open(page, '/login/');
    await mounted(page, late === 'phone-field' ? 'otp-login' : 'phone-field');
    await page.locator('#awp_whatsapp').click();
    await chunkRequested(page, late);
    const typing = page.locator('#awp_whatsapp').pressSequentially('01001234567', { delay: 60 });
    await releaseChunk(page, late);
    await typing;
    await mounted(page, late);
    await expect(page.locator('#awp_whatsapp')).toHaveValue('01001234567');
    await expect(page.locator('#awp_whatsapp')).toBeFocused();
    await page.locator('#awp_whatsapp').press('Enter');
    await expect(page.locator('.awp-login-description')).toContainText('+201001234567');
  });
}

test("the login takes over Wawp's printed form without moving anything (CLS 0 at its mount)", async ({
  page,
}) => {
  await holdLimit(page, 60_000);
  await chunkRules(page, [{ chunk: 'otp-login', action: 'hold' }]);
  await trackLayoutShifts(page);
  await open(page, '/login/');
  await mounted(page, 'phone-field');
  await chunkRequested(page, 'otp-login');
  const frames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await frames();
  // the phone field's mount moved nothing either: its flag's room goes to the flag's side only
  expect(await readCls(page), await shiftSources(page)).toBe(0);
  const boxes = () =>
    page.evaluate(() =>
      [
        '.awp-login-title',
        '#awp_whatsapp',
        '#awp_request_otp_whatsapp',
        'li.awp-tab[data-tab="email_password"]',
      ].map((s) => {
        const r = document.querySelector(s)?.getBoundingClientRect();
        return r ? [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)] : null;
      }),
    );
  const printed = await boxes();
  await releaseChunk(page, 'otp-login');
  await mounted(page, 'otp-login');
  await frames();
  expect(await boxes()).toEqual(printed);
  expect(await readCls(page), await shiftSources(page)).toBe(0);
});

test('one login method: its one-tab list is never painted (Wawp hides it only at DOM ready); CLS 0 at 412x823', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await trackLayoutShifts(page);
  await page.goto('/login/?methods=email_password', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.awp-tabs')).toBeHidden();
  await mounted(page, 'otp-login');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.locator('.awp-tabs')).toBeHidden();
  await expect(page.locator('#awp_login_email')).toBeVisible();
  expect(await readCls(page), await shiftSources(page)).toBe(0);
});

test('an unknown number goes to signup with the phone prefilled there', async ({ page }) => {
  await open(page, '/login/');
  await mounted(page, 'otp-login');
  await mounted(page, 'phone-field');
  await page.locator('#awp_whatsapp').fill('01099999999');
  await Promise.all([
    page.waitForURL(/\/signup\/\?pre_phone=201099999999/),
    page.locator('#awp_request_otp_whatsapp').click(),
  ]);
  await mounted(page, 'signup');
  await mounted(page, 'phone-field');
  await expect(page.locator('#awp_phone')).toHaveValue('201099999999');
});

test('plain permalinks: an unknown number goes to /?page_id=…&pre_phone=… (esc_url’s &#038; decoded), prefilled there', async ({
  page,
}) => {
  await open(page, '/login/?permalinks=plain');
  await mounted(page, 'otp-login');
  await mounted(page, 'phone-field');
  await page.locator('#awp_whatsapp').fill('01099999999');
  await Promise.all([
    page.waitForURL(/\/\?page_id=2020&pre_phone=201099999999$/),
    page.locator('#awp_request_otp_whatsapp').click(),
  ]);
  await mounted(page, 'signup');
  await mounted(page, 'phone-field');
  await expect(page.locator('#awp_phone')).toHaveValue('201099999999');
});

test('a double-clicked request and a double-clicked verify each send one request', async ({ page }) => {
  const actions: string[] = [];
  page.on('request', (r) => {
    const m = /action=(awp_[a-z_]+)/.exec(r.postData() ?? '');
    if (m?.[1]) actions.push(m[1]);
  });
  await faults(page, [{ route: 'ajax:awp_*', fault: 'slow:600' }]);
  await open(page, '/login/');
  await mounted(page, 'otp-login');
  // typing while the phone field starts is its own test above (the number lost once on CI: fixed)
  await page.locator('#awp_whatsapp').fill('201001234567');
  await page.locator('#awp_request_otp_whatsapp').dblclick();
  await expect(page.locator('#awp_otp_whatsapp')).toBeVisible();
  await page.locator('#awp_otp_whatsapp').fill(await lastCode(page));
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/'),
    page.locator('#awp_verify_otp_whatsapp').dblclick(),
  ]);
  expect(actions.filter((a) => a === 'awp_request_otp')).toHaveLength(1);
  expect(actions.filter((a) => a === 'awp_verify_otp')).toHaveLength(1);
});

test('offline: the network text, the number kept, the button usable; then it works', async ({ page }) => {
  // every try drops (Chromium retries a POST once on a dropped keep-alive connection)
  await faults(page, [{ route: 'ajax:awp_request_otp', fault: 'offline' }]);
  await open(page, '/login/');
  await mounted(page, 'otp-login');
  await page.locator('#awp_whatsapp').fill('201001234567');
  await page.locator('#awp_request_otp_whatsapp').click();
  await expect(page.locator('#awp_login_message_whatsapp .error')).toHaveText(
    'خطأ في الشبكة. يرجى التحقق من اتصالك.',
  );
  await expect(page.locator('#awp_whatsapp')).toHaveValue('201001234567');
  await expectAccessible(page, '.awp-otp-login-form');
  await faults(page, []);
  await page.locator('#awp_request_otp_whatsapp').click();
  await expect(page.locator('#awp_otp_whatsapp')).toBeVisible();
});

test('tabs by keyboard (APG, RTL), e-mail code login, password login with the shared toggle', async ({
  page,
}) => {
  await open(page, '/login/');
  await mounted(page, 'otp-login');
  const tab = (m: string) => page.locator(`li.awp-tab[data-tab="${m}"]`);
  await tab('whatsapp_otp').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('email_otp')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('email_otp')).toBeFocused();
  await expect(page.locator('#email_otp')).toBeVisible();
  await expect(page.locator('#whatsapp_otp')).toBeHidden();
  await page.keyboard.press('End');
  await expect(tab('email_password')).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, '.awp-otp-login-form');
  await page.locator('#awp_login_email').fill('customer');
  await page.locator('#awp_password_password').fill('wrong');
  await page.locator('#awp_login_email_password').click();
  await expect(page.locator('#awp_login_message_email_password .error')).toContainText(
    'كلمة المرور التي أدخلتها',
  );
  await expectAccessible(page, '.awp-otp-login-form');
  await expect(page.locator('#email_password .show-password-input')).toHaveCount(1);
  await page.locator('#email_password .show-password-input').click();
  await expect(page.locator('#awp_password_password')).toHaveAttribute('type', 'text');
  await page.locator('#awp_password_password').fill('Passw0rd!');
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/'),
    page.locator('#awp_password_password').press('Enter'),
  ]);
});

test('one method on: no tab list', async ({ page }) => {
  await open(page, '/login/?methods=email_otp');
  await mounted(page, 'otp-login');
  await expect(page.locator('.awp-tabs')).toBeHidden();
  await expect(page.locator('#email_otp')).toBeVisible();
  await page.locator('#awp_email').fill('mona.adel@example.com');
  await page.locator('#awp_request_otp_email').click();
  await expect(page.locator('.awp-login-title')).toHaveText('تحقق من بريدك الإلكتروني');
  await expectAccessible(page, '.awp-otp-login-form');
});

test('bench: INP of switching tabs and of requesting a code at 4x CPU slowdown (logged)', async ({
  page,
}) => {
  const t = await loginTimings(page);
  const tabs = t.tabs.map((x) => x.inp);
  const requests = t.requests.map((x) => x.inp);
  const line = `login INP at 4x CPU: tab switch ${tabs.join('/')} ms (median ${median(tabs)}), request code ${requests.join('/')} ms (median ${median(requests)}); 0 = under 16 ms`;
  console.log(`[bench] ${line}`);
  test.info().annotations.push({ type: 'bench', description: line });
  // the 100 ms budget is checked by `npm run bench` (budgets are not timed tests on a shared machine);
  // here only a gross regression (a handler blocking for most of a second) fails
  expect(median(tabs)).toBeLessThan(1000);
  expect(median(requests)).toBeLessThan(1000);
});
