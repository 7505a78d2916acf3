// The phone field in Chromium: the IP lookup that never answers (default country after the time-out), the
// shopper's own pick kept over a late answer, the platform's ipapi.co default blocked, the chunk loaded only
// where a phone field exists, fields inserted later, the checkout's billing_phone, country search, INP of a
// typed digit at 4x CPU (logged), no layout shift around the field when it mounts.
import { expect, faults, login, mounted, open, test, shopSettings } from '../../src/testing/e2e';
import { blockExternal, dialCodeOf } from '../../src/testing/identityE2e';
import { median } from '../../src/testing/probe';
import { PHONE_FIELDS, typedDigits } from './phone.probe';
import { chunkRules, releaseChunk } from '../../src/testing/held';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

let blocked: string[] = [];
test.beforeEach(async ({ page }) => {
  blocked = await blockExternal(page);
});

const phoneChunk = (url: string) => /\/chunks\/phone-field-[^/]*\.js$/.test(url);

test('the IP lookup never answers: the default country after the 3 s time-out, and the field works meanwhile', async ({
  page,
}) => {
  await faults(page, [{ route: 'geo:country', fault: 'timeout' }]);
  await open(page, '/signup/');
  await mounted(page, 'phone-field');
  await expect(dialCodeOf(page, '#awp_phone')).toHaveText('+20');
  await page.locator('#awp_phone').fill('01001234567');
  await page.locator('#awp_email').focus();
  await expect(page.locator('#awp_phone')).toHaveValue('201001234567');
  await page.waitForTimeout(3500);
  await expect(dialCodeOf(page, '#awp_phone')).toHaveText('+20');
});

test('a detected country is used; the shopper’s own pick before a late answer is kept', async ({ page }) => {
  // fast answer: used
  await page.route('**/__geo/country/', (route) => route.fulfill({ body: 'SA', contentType: 'text/plain' }));
  await open(page, '/login/');
  await mounted(page, 'phone-field');
  await expect(dialCodeOf(page, '#awp_whatsapp')).toHaveText('+966');

  // late answer (1.5 s): the shopper picks the UAE first, by searching the dial code
  await page.unroute('**/__geo/country/');
  await page.route('**/__geo/country/', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.fulfill({ body: 'SA', contentType: 'text/plain' }).catch(() => {});
  });
  await open(page, '/login/');
  await mounted(page, 'phone-field');
  await page
    .locator('.iti', { has: page.locator('#awp_whatsapp') })
    .locator('.iti__selected-country')
    .click();
  const search = page.locator('.iti__search-input');
  await search.fill('971');
  await expect(page.locator('.iti__country:visible')).toHaveCount(1);
  await search.press('Enter');
  await expect(dialCodeOf(page, '#awp_whatsapp')).toHaveText('+971');
  await page.waitForTimeout(2000);
  await expect(dialCodeOf(page, '#awp_whatsapp')).toHaveText('+971');
});

test('country search matches the Arabic name too', async ({ page }) => {
  await faults(page, [{ route: 'geo:country', fault: '500' }]);
  await open(page, '/login/');
  await mounted(page, 'phone-field');
  await page
    .locator('.iti', { has: page.locator('#awp_whatsapp') })
    .locator('.iti__selected-country')
    .click();
  await expect(page.locator('.iti__search-input')).toHaveAttribute('placeholder', 'ابحث عن دولة');
  await page.locator('.iti__search-input').fill('السعودية');
  await expect(page.locator('.iti__country:visible .iti__dial-code')).toHaveText(['(+966)']);
  await page.locator('.iti__search-input').press('Enter');
  await expect(dialCodeOf(page, '#awp_whatsapp')).toHaveText('+966');
});

test('without the bundle config the platform’s ipapi.co is asked — and blocked here: the default country', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // the fixture prints `var storefrontWidgetsConfig = …`; freeze it away so the platform default is used
    Object.defineProperty(window, 'storefrontWidgetsConfig', {
      value: undefined,
      writable: false,
      configurable: false,
    });
  });
  await open(page, '/signup/');
  await mounted(page, 'phone-field');
  await expect.poll(() => blocked.some((u) => u.startsWith('https://ipapi.co/country'))).toBe(true);
  await page.waitForTimeout(500);
  await expect(dialCodeOf(page, '#awp_phone')).toHaveText('+20');
});

test('the phone code loads only where a phone field exists, and mounts on fields inserted later', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(r.url()));
  await open(page, '/shop/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500); // idle widgets have loaded
  expect(scripts.filter(phoneChunk)).toEqual([]);
  expect(scripts.filter((u) => u.includes('flags'))).toEqual([]);

  // a popup or a fragment brings a phone field later
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.innerHTML = '<label for="mia_phone">الهاتف</label><input type="tel" id="mia_phone" name="mia_phone">';
    document.querySelector('main')?.append(p);
  });
  await mounted(page, 'phone-field');
  expect(scripts.filter(phoneChunk)).toHaveLength(1);
  await expect(page.locator('.iti #mia_phone')).toBeVisible();
  await page.locator('#mia_phone').fill('+966 50 123 4567');
  await page.locator('#mia_phone').blur();
  await expect(page.locator('#mia_phone')).toHaveValue('966501234567');
  await expect(dialCodeOf(page, '#mia_phone')).toHaveText('+966');
});

test('checkout: billing_phone gets the phone field; a pasted 00 number becomes E.164 without +', async ({
  page,
}) => {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  await open(page, '/checkout/');
  await mounted(page, 'phone-field');
  const phone = page.locator('input[name="billing_phone"]');
  await expect(page.locator('.iti', { has: phone })).toHaveClass(/iti--flag-right/);
  await phone.fill('00-20-100-123-4567');
  await phone.blur();
  await expect(phone).toHaveValue('201001234567');
  await expect(page.locator('.intl-tel-status').first()).toHaveText('✓ رقم هاتف صالح.');
  await phone.fill('123');
  await phone.blur();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.intl-tel-status').first()).toHaveText(
    '✗ رقم هاتف غير صالح. تأكد من إضافة رمز الدولة.',
  );
});

test('signup with pre_phone=966501234567: the Saudi flag and its verdict at once', async ({ page }) => {
  await open(page, '/signup/?pre_phone=966501234567');
  await mounted(page, 'signup');
  await mounted(page, 'phone-field');
  await expect(page.locator('#awp_phone')).toHaveValue('966501234567');
  await expect(dialCodeOf(page, '#awp_phone')).toHaveText('+966');
  await expect(page.locator('.intl-tel-status')).toHaveText('✓ رقم هاتف صالح.');
  await page.locator('#awp_phone').focus();
  await page.locator('#awp_email').focus();
  await expect(page.locator('.intl-tel-status')).toHaveText('✓ رقم هاتف صالح.');
  await expect(dialCodeOf(page, '#awp_phone')).toHaveText('+966');
});

test('Wawp’s phone-verification bar: after “Save” its own script hides the field and the status line (.iti + .intl-tel-status)', async ({
  page,
}) => {
  await login(page, 12); // no number saved: the bar asks for one
  await open(page, '/verify-phone/');
  await mounted(page, 'phone-field');
  const field = page.locator('#awp-new-phone');
  const status = page.locator('#awp-phone-bar .intl-tel-status');
  await field.fill('01001234599');
  await field.blur();
  await expect(field).toHaveValue('201001234599');
  await expect(status).toHaveText('✓ رقم هاتف صالح.');
  await expect(status).toBeVisible();
  // the plugin's lookup: the status line is the next sibling of the intl-tel-input box
  expect(await field.evaluate((i) => i.closest('.iti')?.nextElementSibling?.className)).toBe(
    'intl-tel-status',
  );
  await page.locator('#awp-save-phone').click();
  await expect(page.locator('#awp-phone-display')).toHaveText('201001234599');
  await expect(page.locator('#awp-phone-bar .iti')).toBeHidden();
  await expect(status).toBeHidden();
  await expect(page.locator('#awp-send-otp')).toBeVisible();
  // the pencil brings both back (the bar's showIntl); its remixicon glyph has no size without the icon font
  await page.locator('#awp-edit-phone').dispatchEvent('click');
  await expect(status).toBeVisible();
  await expect(field).toBeFocused();
});

test('checkout: a saved billing phone the numbering plan rejects (user 11, 966521234567) is flagged at start', async ({
  page,
}) => {
  await login(page, 11);
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  await open(page, '/checkout/');
  await mounted(page, 'phone-field');
  const phone = page.locator('input[name="billing_phone"]');
  await expect(phone).toHaveValue('966521234567');
  await expect(dialCodeOf(page, 'input[name="billing_phone"]')).toHaveText('+966');
  await expect(page.locator('.intl-tel-status').first()).toHaveText(
    '✗ رقم هاتف غير صالح. تأكد من إضافة رمز الدولة.',
  );
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).not.toBeFocused();
});

test('bench: INP of a digit typed into the mounted field at 4x CPU slowdown (logged)', async ({ page }) => {
  for (const f of PHONE_FIELDS) {
    const inp = (await typedDigits(page, f)).map((x) => x.inp);
    const line = `phone field ${f.input} INP of a typed digit at 4x CPU: ${inp.join('/')} ms (median ${median(inp)}); 0 = under 16 ms`;
    console.log(`[bench] ${line}`);
    test.info().annotations.push({ type: 'bench', description: line });
    // the 100 ms budget is checked by `npm run bench`; here only a gross regression fails
    expect(median(inp)).toBeLessThan(1000);
  }
});

for (const f of PHONE_FIELDS) {
  test(`${f.path} at 412x823: mounting the phone field after load moves nothing around the field`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await chunkRules(page, [{ chunk: 'phone-field', action: 'hold' }]);
    await page.goto(f.path, { waitUntil: 'load' });
    await page.evaluate(() => {
      const w = window as unknown as { __moved: string[] };
      w.__moved = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) {
          const sources: unknown = Reflect.get(e, 'sources');
          for (const s of Array.isArray(sources) ? sources : []) {
            const node: unknown = Reflect.get(s, 'node');
            // the input's own placeholder is in its shadow tree: no node here, still a shift
            w.__moved.push(
              node instanceof Element ? `${node.tagName}.${node.className}` : 'the placeholder or a text',
            );
          }
        }
      }).observe({ type: 'layout-shift' });
    });
    await releaseChunk(page, 'phone-field');
    await mounted(page, 'phone-field');
    await page.locator(`.iti ${f.input}`).waitFor();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
    // the flag's room on the flag's side only; the other side keeps the theme's padding (intl-tel-input sets the
    // left one again from a ResizeObserver)
    const pad = await page
      .locator(`.iti ${f.input}`)
      .evaluate((i) => [
        parseFloat(getComputedStyle(i).paddingLeft),
        parseFloat(getComputedStyle(i).paddingRight),
      ]);
    expect(pad[0]).toBeLessThan(20);
    expect(pad[1]).toBeGreaterThan(40);
    await expect(page.locator('.intl-tel-status')).toHaveCSS('position', 'absolute'); // empty: out of the form group's flow
  });
}
