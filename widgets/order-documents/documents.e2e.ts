// Printing order documents in Chromium: the hidden frame gets the document and print() runs once, the mobile
// window path, new tab for preview, blocked tabs, text/plain and error alerts, the order page's buttons as the
// plugin prints them (an href, button_location=order_details, no prompt), and axe on the account pages.
import { test, expect, open, mounted, login, faults, expectAccessible } from '../../src/testing/e2e';
import { observePrint, prints } from '../../src/testing/printObserver';

const invoice3001 = 'a.wt_pklist_invoice_print[href*="post=MzAwMQ%3D%3D"]';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 7);
});

test('desktop: "Generating document..." then the hidden sandboxed frame gets the document and print runs once', async ({
  page,
}) => {
  await observePrint(page);
  await open(page, '/my-account/orders/');
  await mounted(page, 'order-documents');
  await expectAccessible(page, '.woocommerce-MyAccount-content');
  const popups: string[] = [];
  page.on('popup', (p) => popups.push(p.url()));
  await page.route('**/?*print_packinglist=true*', async (r) => {
    await new Promise((res) => setTimeout(res, 300)); // long enough to see the status
    await r.continue();
  });
  await page.locator(invoice3001).click();
  await expect(page.locator('.sw-doc-status[role="status"]')).toHaveText('جارٍ إنشاء المستند...');
  await expect.poll(() => prints(page)).toHaveLength(1);
  const [p] = await prints(page);
  expect(p).toContain('allow-same-origin allow-modals');
  expect(p).toContain('INV-2026-0001');
  expect(p).toContain('الفاتورة');
  await page.waitForTimeout(300);
  expect(await prints(page)).toHaveLength(1); // once
  await expect(page.locator('iframe.sw-doc-print-frame')).toHaveCount(0);
  await expect(page.locator('.sw-doc-status')).toHaveCount(0);
  expect(popups).toEqual([]);
});

test('a text/plain refusal is alerted as is; a 500 alerts "Error loading data"; a dropped request alerts "Request error"', async ({
  page,
}) => {
  await open(page, '/my-account/orders/');
  await mounted(page, 'order-documents');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}:${d.message()}`);
    void d.accept();
  });
  // a link without its order's key and e-mail: the plugin refuses it in text/plain ("not yours")
  await page.locator(invoice3001).evaluate((a) => {
    if (!(a instanceof HTMLAnchorElement)) return;
    const url = new URL(a.href);
    url.searchParams.set('access_key', 'wc_order_not_this_one');
    url.searchParams.set('email', btoa('someone@example.com'));
    a.href = url.toString();
  });
  await page.locator(invoice3001).click();
  await expect.poll(() => dialogs).toEqual(['alert:يبدو أن هذا الطلب ليس لك.']);
  await faults(page, [{ route: 'doc:print', fault: '500' }]);
  await page.locator(invoice3001).click();
  await expect.poll(() => dialogs.at(-1)).toBe('alert:خطأ في تحميل البيانات.');
  await faults(page, [{ route: 'doc:print', fault: 'offline' }]);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<div class="wf_pklist_popup">popup</div>'),
  );
  await page.locator(invoice3001).click();
  await expect.poll(() => dialogs.at(-1)).toBe('alert:خطأ في الطلب.');
  await expect(page.locator('.wf_pklist_popup')).toBeHidden({ timeout: 3000 });
  await expect(page.locator(invoice3001)).not.toHaveAttribute('aria-busy', 'true');
});

test('preview on: a new tab with the document; a blocked tab says so', async ({ page }) => {
  await page.request.get('/__sw/documents?preview=Yes');
  await open(page, '/my-account/orders/');
  await mounted(page, 'order-documents');
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.locator(invoice3001).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain('type=print_invoice');
  await expect(tab.locator('h1')).toHaveText('الفاتورة');
  await tab.close();
  await page.evaluate(() => {
    window.open = () => null; // a popup blocker
  });
  const seen: string[] = [];
  page.once('dialog', (d) => {
    seen.push(d.message());
    void d.accept();
  });
  await page.locator(invoice3001).click();
  await expect.poll(() => seen).toEqual(['تعذّر فتح علامة تبويب جديدة. يرجى التحقق من إعدادات المتصفح.']);
});

test('phone width (768 px): a window that prints once loaded and closes after 2000 ms', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  // the tab reports its print and its close to the opener, whose clock (where the widget's delay runs) is faked
  await context.addInitScript(() => {
    type Opener = Window & { __mobilePrints?: number; __mobileCloses?: number };
    const close = window.close.bind(window);
    window.print = () => {
      const o = window.opener as Opener | null;
      if (o) o.__mobilePrints = (o.__mobilePrints ?? 0) + 1;
    };
    window.close = () => {
      const o = window.opener as Opener | null;
      if (o) o.__mobileCloses = (o.__mobileCloses ?? 0) + 1;
      close();
    };
  });
  await page.clock.install();
  await open(page, '/my-account/orders/');
  await mounted(page, 'order-documents');
  await page.clock.pauseAt(Date.now() + 60_000); // the page's time stands still until runFor moves it
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.locator(invoice3001).click()]);
  expect(tab.url()).toContain('type=print_invoice');
  const counts = () =>
    page.evaluate(() => {
      const w = window as unknown as { __mobilePrints?: number; __mobileCloses?: number };
      return [w.__mobilePrints ?? 0, w.__mobileCloses ?? 0];
    });
  await expect.poll(counts).toEqual([1, 0]);
  await page.clock.runFor(1999);
  expect(await counts()).toEqual([1, 0]);
  const closed = tab.waitForEvent('close');
  await page.clock.runFor(1);
  await closed;
  expect(await counts()).toEqual([1, 1]);
});

test('the order page: an invoice without a number prints from its href like any other (no prompt, no reload); the number is made', async ({
  page,
}) => {
  await observePrint(page);
  await open(page, '/my-account/view-order/3002/');
  await mounted(page, 'order-documents');
  await expectAccessible(page, '.woocommerce-MyAccount-content');
  const invoice = page.locator('section.woocommerce-order-details a.wt_pklist_invoice_print');
  await expect(invoice).toHaveAttribute('href', /button_location=order_details/);
  await expect(invoice).not.toHaveAttribute('onclick', /.*/);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.dismiss();
  });
  let reloads = 0;
  page.on('load', () => reloads++);
  await invoice.click();
  await expect.poll(() => prints(page)).toHaveLength(1);
  expect((await prints(page))[0]).toMatch(/INV-2026-\d{4}/);
  expect(dialogs).toEqual([]);
  expect(reloads).toBe(0);
});

test('without the bundle a print link opens the Arabic document', async ({ page }) => {
  await page.goto('/my-account/orders/?nobundle=1');
  await page.locator(invoice3001).click();
  await expect(page.locator('h1')).toHaveText('الفاتورة');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.wt-doc-number')).toContainText('INV-2026-0001');
});

test('the order page: download saves the invoice PDF (a plain link the widget leaves alone), print still prints once', async ({
  page,
}) => {
  await observePrint(page);
  await open(page, '/my-account/view-order/3001/');
  await mounted(page, 'order-documents');
  const download = page.locator('section.woocommerce-order-details a.wt_pklist_invoice_download');
  await expect(download).toHaveText('تنزيل الفاتورة');
  // target="_blank", as the plugin prints it: the new tab gets the attachment (Chromium reports it on this page)
  const files: string[] = [];
  page.on('download', (d) => files.push(d.suggestedFilename()));
  page.on('popup', (tab) => tab.on('download', (d) => files.push(d.suggestedFilename())));
  await download.click();
  await expect.poll(() => files).toEqual(['Invoice_3001.pdf']);
  expect(await prints(page)).toEqual([]);
  await expect(page.locator('.sw-doc-status, iframe.sw-doc-print-frame')).toHaveCount(0);
  await page.locator('section.woocommerce-order-details a.wt_pklist_invoice_print').click();
  await expect.poll(() => prints(page)).toHaveLength(1);
});

test("the add-ons' documents (switch): each print button prints its own document once", async ({ page }) => {
  await observePrint(page);
  await page.request.get('/__sw/documents?addons=packinglist');
  await open(page, '/my-account/orders/');
  await mounted(page, 'order-documents');
  await page.locator('a.wt_pklist_packinglist_print[href*="post=MzAwMQ%3D%3D"]').click();
  await expect.poll(() => prints(page)).toHaveLength(1);
  expect((await prints(page))[0]).toContain('قائمة التعبئة');
});
