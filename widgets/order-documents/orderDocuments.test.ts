import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../src/testing/mountWidget';
import { browser } from './browser';
import { config } from './print';
import { confirmManualNumber, GLOBAL_NAME } from './prompt';
import { backend } from '../../src/testing/server';
import { loadPage } from '../../src/testing/page';
import { DOC_TYPES, documentsState, printUrl } from '../../fixtures/backend/routes/documents';
import { registry } from '../../mount/registry';

const cleanups: Array<() => Promise<void>> = [];
const w = window as unknown as Record<string, unknown>;

const SELECTOR = registry.find((e) => e.name === 'order-documents')?.selector ?? 'none';
/** every document WebToffee's add-ons print beside the free plugin's invoice */
const ADDONS = DOC_TYPES.filter((t) => t !== 'invoice');

async function setup(path = '/my-account/orders/', user = 7, addons: string[] = ADDONS) {
  backend.session().userId = user;
  documentsState(backend.session()).addons = DOC_TYPES.filter((t) => addons.includes(t));
  loadPage(path);
  for (const el of document.querySelectorAll<HTMLElement>(SELECTOR))
    cleanups.push(await mountWidget('order-documents', el));
}

const button = (order: number, type: string) =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>(`a.wt_pklist_${type}_print`)).find((a) =>
    (a.getAttribute('href') ?? '').includes(`post=${encodeURIComponent(btoa(String(order)))}`),
  );

let opened: string[];
let alerts: string[];
let confirms: string[];
let answer: boolean;
let fakeWin: Window | null;

beforeEach(() => {
  opened = [];
  alerts = [];
  confirms = [];
  answer = true;
  fakeWin = {} as Window; // a tab opened (its content is not under test here)
  vi.spyOn(browser, 'open').mockImplementation((u) => {
    opened.push(u);
    return fakeWin;
  });
  vi.spyOn(browser, 'alert').mockImplementation((m) => void alerts.push(m));
  vi.spyOn(browser, 'confirm').mockImplementation((m) => {
    confirms.push(m);
    return answer;
  });
  vi.spyOn(browser, 'reload').mockImplementation(() => {});
  vi.spyOn(browser, 'width').mockReturnValue(1280);
});
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
  vi.useRealTimers();
  vi.restoreAllMocks();
  config.timeoutMs = 30_000;
  delete w[GLOBAL_NAME];
});

describe('the order page as the plugin prints it (generate_print_button_for_user)', () => {
  it('every button carries its href with button_location=order_details, no onclick; an unnumbered invoice prints and gets its number', async () => {
    await setup('/my-account/view-order/3002/');
    const buttons = Array.from(
      document.querySelectorAll<HTMLAnchorElement>(
        'section.woocommerce-order-details a[class*="wt_pklist_"]',
      ),
    );
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) {
      expect(b.hasAttribute('onclick')).toBe(false);
      expect(b.classList.contains('button-primary')).toBe(true);
      expect(new URL(b.href).searchParams.get('button_location')).toBe('order_details');
      expect(b.parentElement?.matches('section.woocommerce-order-details')).toBe(true); // after the order table
    }
    expect(document.querySelectorAll('section.woocommerce-order-details > br')).toHaveLength(
      buttons.length * 2,
    );
    const invoice = document.querySelector<HTMLAnchorElement>('a.wt_pklist_invoice_print');
    invoice?.click();
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(confirms).toEqual([]); // no prompt on My Account
    expect(documentsState(backend.session()).numbers['3002:invoice']).toMatch(/^INV-/);
  });
});

describe('the free plugin alone (4.6.2: only the invoice module prints My Account buttons)', () => {
  const links = () =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[class*="wt_pklist_"]')).map((a) => [
      a.className,
      a.textContent,
    ]);

  it('the order page: invoice print then download, each followed by <br><br>, nothing else', async () => {
    await setup('/my-account/view-order/3001/', 7, []);
    expect(links()).toEqual([
      ['button button-primary wt_pklist_invoice_print', 'طباعة الفاتورة'],
      ['button button-primary wt_pklist_invoice_download', 'تنزيل الفاتورة'],
    ]);
    const download = document.querySelector<HTMLAnchorElement>('a.wt_pklist_invoice_download');
    expect(new URL(download?.href ?? '').searchParams.get('type')).toBe('download_invoice');
    expect(download?.getAttribute('target')).toBe('_blank');
    expect(document.querySelectorAll('section.woocommerce-order-details > br')).toHaveLength(4);
  });

  it('the orders list: WooCommerce actions wt_pklist_invoice_print and wt_pklist_invoice_download per order', async () => {
    await setup('/my-account/orders/', 7, []);
    const row = document.querySelector('a[href*="post=MzAwMQ%3D%3D"]')?.closest('td');
    expect(Array.from(row?.querySelectorAll('a[class*="wt_pklist_"]') ?? []).map((a) => a.className)).toEqual(
      [
        'woocommerce-button button wt_pklist_invoice_print',
        'woocommerce-button button wt_pklist_invoice_download',
      ],
    );
  });

  it('download stays a plain link (the public script binds print buttons only): no fetch, no frame', async () => {
    await setup('/my-account/orders/', 7, []);
    const download = document.querySelector<HTMLAnchorElement>('a.wt_pklist_invoice_download');
    if (!download) throw new Error('no download button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    download.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(download.getAttribute('aria-busy')).toBeNull();
    expect(document.querySelector('iframe, .sw-doc-status')).toBeNull();
  });

  it("the add-ons' documents print only with the switch; a credit note print (not in the public script's list) stays a link", async () => {
    await setup('/my-account/view-order/3004/', 7, ['packinglist', 'creditnote']);
    expect(links().map(([c]) => c?.replace('button button-primary ', ''))).toEqual([
      'wt_pklist_invoice_print',
      'wt_pklist_invoice_download',
      'wt_pklist_packinglist_print',
      'wt_pklist_packinglist_download',
      'wt_pklist_creditnote_print',
      'wt_pklist_creditnote_download',
    ]);
    const credit = document.querySelector<HTMLAnchorElement>('a.wt_pklist_creditnote_print');
    if (!credit) throw new Error('no credit note button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    credit.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('iframe, .sw-doc-status')).toBeNull();
    document.querySelector<HTMLAnchorElement>('a.wt_pklist_packinglist_print')?.click();
    await vi.waitFor(() => expect(document.querySelector('iframe.sw-doc-print-frame')).not.toBeNull());
  });
});

describe("the numbering prompt's global (the plugin's public script defines it)", () => {
  it('code 1: confirm in Arabic, open the document, reload after 1000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup('/my-account/view-order/3002/');
    expect(typeof w[GLOBAL_NAME]).toBe('function');
    expect(confirmManualNumber('/?print_packinglist=true&post=MzAwMg%3D%3D&type=print_invoice', 1)).toBe(
      false,
    );
    expect(confirms).toEqual(['الفاتورة لم يتم إنشاء رقمها بعد. هل تريد إنشاء رقم يدويًا؟']);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toContain('type=print_invoice');
    expect(opened[0]).not.toContain('wt_dont_show_again');
    await vi.advanceTimersByTimeAsync(999);
    expect(browser.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('a declined prompt opens nothing and does not reload', async () => {
    answer = false;
    await setup('/my-account/view-order/3002/');
    confirmManualNumber('/?print_packinglist=true&post=MzAwMg%3D%3D&type=print_invoice', '1');
    expect(confirms).toHaveLength(1);
    expect(opened).toEqual([]);
    await new Promise((r) => setTimeout(r, 1100));
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('code 2 (free order) and 11 (credit note) ask their own questions', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // the reloads they schedule never fire
    await setup('/my-account/view-order/3003/');
    confirmManualNumber('/?print_packinglist=true&post=MzAwMg%3D%3D&type=print_invoice', 2);
    expect(confirms.at(-1)).toContain('للطلبات المجانية');
    confirmManualNumber('/?print_packinglist=true&post=MzAwMg%3D%3D&type=print_invoice', 11);
    expect(confirms.at(-1)).toBe(
      'يبدو أن الاسترداد في هذا الطلب ليس له رقم إشعار دائن بعد. هل تريد إنشاء رقم يدويًا؟',
    );
  });

  it('code 3 alerts the from-address message and stops', async () => {
    await setup('/my-account/view-order/3001/');
    confirmManualNumber('/?print_packinglist=true&post=MzAwMg%3D%3D&type=print_invoice', 3);
    expect(alerts).toEqual(['يرجى تعبئة `عنوان المرسل` في الإعدادات العامة للإضافة.']);
    expect(confirms).toEqual([]);
    expect(opened).toEqual([]);
  });

  it("don't show again: asks nothing and appends wt_dont_show_again=1", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup('/my-account/view-order/3002/');
    (w.wf_pklist_params_public as { msgs: Record<string, unknown> }).msgs.pop_dont_show_again = true;
    confirmManualNumber('/?print_packinglist=true&post=MzAwMg%3D%3D&type=print_invoice', 1);
    expect(confirms).toEqual([]);
    expect(opened[0]).toMatch(/&wt_dont_show_again=1$/);
  });

  it('other codes open directly; a blocked tab says so and does not reload', async () => {
    await setup('/my-account/orders/');
    fakeWin = null;
    confirmManualNumber('/?print_packinglist=true&post=MzAwMQ%3D%3D&type=print_invoice', 'Proforma');
    expect(opened).toHaveLength(1);
    expect(alerts).toEqual(['تعذّر فتح علامة تبويب جديدة. يرجى التحقق من إعدادات المتصفح.']);
    await new Promise((r) => setTimeout(r, 1100));
    expect(browser.reload).not.toHaveBeenCalled();
    expect(confirmManualNumber('javascript:alert(1)', 1)).toBe(false);
    expect(opened).toHaveLength(1); // an unsafe URL opens nothing
  });
});

describe('the widget module', () => {
  it('exports the function a queued inline call runs (the entry hands it the calls made before the chunk)', async () => {
    const mod = await import('./index');
    expect(mod.confirmManualNumber).toBe(confirmManualNumber);
    await setup('/my-account/view-order/3002/');
    expect(mod.confirmManualNumber('/?type=print_invoice', 1)).toBe(false);
    expect(confirms).toHaveLength(1);
    expect(opened).toEqual([expect.stringContaining('/?type=print_invoice')]);
  });

  it('axe: the order page buttons and the status line while generating', async () => {
    await setup('/my-account/view-order/3002/');
    const { axeViolations } = await import('../../src/testing/axe');
    const table =
      document.querySelector('.woocommerce-order-details, .woocommerce-MyAccount-content') ?? document.body;
    expect(await axeViolations(table)).toEqual([]);
  }, 30_000);
});

describe('printing', () => {
  it('fetches the document and puts it in a sandboxed hidden frame, announcing "Generating document..."', async () => {
    await setup();
    const b = button(3001, 'invoice');
    expect(b).toBeTruthy();
    b?.click();
    await vi.waitFor(() =>
      expect(document.querySelector('.sw-doc-status')?.textContent).toBe('جارٍ إنشاء المستند...'),
    );
    expect(b?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.sw-doc-status')?.getAttribute('role')).toBe('status');
    await vi.waitFor(() => expect(document.querySelector('iframe.sw-doc-print-frame')).not.toBeNull());
    const frame = document.querySelector('iframe.sw-doc-print-frame');
    expect(frame?.getAttribute('sandbox')).toBe('allow-same-origin allow-modals'); // no scripts run in it
    expect(frame?.getAttribute('srcdoc')).toContain('INV-2026-0001');
    expect(opened).toEqual([]);
  });

  it('prints from the frame 500 ms after it loads, once, then removes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup();
    button(3001, 'invoice')?.click();
    let frame: HTMLIFrameElement | null = null;
    for (let i = 0; i < 200 && !frame; i++) {
      await vi.advanceTimersByTimeAsync(10); // the fetch (and the fake server's own timers) run; the print timer starts at load
      frame = document.querySelector<HTMLIFrameElement>('iframe.sw-doc-print-frame');
    }
    const win = frame?.contentWindow;
    if (!frame || !win) throw new Error('no frame window');
    const print = vi.spyOn(win, 'print').mockImplementation(() => {});
    frame.dispatchEvent(new Event('load')); // (jsdom may have fired it already, within the last 10 ms step: the listener runs once)
    await vi.advanceTimersByTimeAsync(489);
    expect(print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(11);
    expect(print).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(print).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0); // the frame goes with the next render
    expect(frame.isConnected).toBe(false);
    expect(document.querySelector('.sw-doc-status')).toBeNull();
  });

  it('unmounted during the print delay: nothing prints, nothing renders', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup();
    button(3001, 'invoice')?.click();
    let frame: HTMLIFrameElement | null = null;
    for (let i = 0; i < 200 && !frame; i++) {
      await vi.advanceTimersByTimeAsync(10);
      frame = document.querySelector<HTMLIFrameElement>('iframe.sw-doc-print-frame');
    }
    const win = frame?.contentWindow;
    if (!frame || !win) throw new Error('no frame window');
    const print = vi.spyOn(win, 'print').mockImplementation(() => {});
    frame.dispatchEvent(new Event('load'));
    const errors = vi.spyOn(console, 'error');
    for (const c of cleanups.splice(0)) await c();
    await vi.advanceTimersByTimeAsync(1000);
    expect(print).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('a double click fetches one document; a javascript: href prints nothing', async () => {
    let fetches = 0;
    const spy = vi.spyOn(globalThis, 'fetch');
    await setup();
    const b = button(3001, 'invoice');
    b?.click();
    b?.click();
    await vi.waitFor(() => expect(document.querySelector('iframe.sw-doc-print-frame')).not.toBeNull());
    fetches = spy.mock.calls.length;
    expect(fetches).toBe(1);
    const evil = document.createElement('a');
    evil.className = 'wt_pklist_invoice_print';
    evil.setAttribute('href', 'javascript:alert(1)');
    document.body.append(evil);
    cleanups.push(await mountWidget('order-documents', evil));
    evil.click();
    await new Promise((r) => setTimeout(r, 30));
    expect(spy.mock.calls.length).toBe(1);
    expect(opened).toEqual([]);
  });

  it('alerts a text/plain refusal as is', async () => {
    await setup();
    const a = document.createElement('a');
    a.className = 'woocommerce-button button wt_pklist_invoice_print';
    // another customer's order, its link without that order's key and e-mail (the plugin checks those)
    const other = backend.session().shop.orders.find((o) => o.id === 3005);
    if (other) {
      const url = new URL(printUrl(backend.session(), other, 'invoice'), location.href);
      url.searchParams.set('access_key', 'wc_order_not_this_one');
      url.searchParams.set('email', btoa('someone@example.com'));
      a.href = url.toString();
    }
    document.body.append(a);
    cleanups.push(await mountWidget('order-documents', a));
    a.click();
    await vi.waitFor(() => expect(alerts).toEqual(['يبدو أن هذا الطلب ليس لك.']));
    expect(document.querySelector('.sw-doc-status')).toBeNull();
  });

  it('a non-200 answer alerts "Error loading data"', async () => {
    backend.addFault({ route: 'doc:print', fault: '500', times: 1 });
    await setup();
    button(3001, 'packinglist')?.click();
    await vi.waitFor(() => expect(alerts).toEqual(['خطأ في تحميل البيانات.']));
  });

  it.each(['offline', 'timeout'] as const)(
    'a %s failure alerts "Request error" and hides the popups after 1000 ms',
    async (fault) => {
      config.timeoutMs = 100;
      backend.addFault({ route: 'doc:print', fault, times: 1 });
      await setup();
      const popup = Object.assign(document.createElement('div'), { className: 'wf_pklist_popup' });
      document.body.append(popup);
      button(3001, 'deliverynote')?.click();
      await vi.waitFor(() => expect(alerts).toEqual(['خطأ في الطلب.']), { timeout: 2000 });
      expect(popup.style.display).toBe('');
      await vi.waitFor(() => expect(popup.style.display).toBe('none'), { timeout: 1500 });
      button(3001, 'deliverynote')?.click(); // still usable
      await vi.waitFor(() => expect(document.querySelector('iframe.sw-doc-print-frame')).not.toBeNull());
    },
  );

  it('opens a new tab when preview is on, and for a guest where documents need a login', async () => {
    documentsState(backend.session()).preview = 'Yes';
    await setup();
    button(3001, 'shippinglabel')?.click();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toContain('type=print_shippinglabel');
    documentsState(backend.session()).preview = 'No';
    (w.wf_pklist_params_public as Record<string, unknown>).show_document_preview = 'No';
    (w.wf_pklist_params_public as Record<string, unknown>).is_user_logged_in = '';
    button(3001, 'dispatchlabel')?.click();
    expect(opened).toHaveLength(2);
    fakeWin = null;
    button(3001, 'invoice')?.click();
    expect(alerts).toEqual(['تعذّر فتح علامة تبويب جديدة. يرجى التحقق من إعدادات المتصفح.']);
  });

  it('on a phone (<= 768 px) opens a window that prints once loaded and closes after 2000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(browser.width).mockReturnValue(768);
    const target = new EventTarget();
    const calls: string[] = [];
    fakeWin = Object.assign(target, {
      focus: () => calls.push('focus'),
      print: () => calls.push('print'),
      close: () => calls.push('close'),
    }) as unknown as Window;
    await setup();
    button(3001, 'proformainvoice')?.click();
    expect(opened[0]).toContain('type=print_proformainvoice');
    target.dispatchEvent(new Event('load'));
    expect(calls).toEqual(['focus', 'print']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual(['focus', 'print']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['focus', 'print', 'close']);
  });
});

describe('the fake print URL', () => {
  it('a download answers the PDF as an attachment, as dompdf streams it', async () => {
    backend.session().userId = 7;
    const order = backend.session().shop.orders.find((o) => o.id === 3001);
    if (!order) throw new Error('seed');
    const res = await fetch(
      new URL(printUrl(backend.session(), order, 'invoice', 'order_details', 'download'), location.origin),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Invoice_${order.number}.pdf"`);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(body.slice(0, 8))).toBe('%PDF-1.4');
  });

  it("the shopper's link is checked by its order key, not its _wpnonce: a day-old link still prints; the admin link's nonce is checked", async () => {
    backend.session().userId = 7;
    const order = backend.session().shop.orders.find((o) => o.id === 3001);
    if (!order) throw new Error('seed');
    const url = new URL(printUrl(backend.session(), order, 'invoice'), location.origin);
    backend.session().nonces.expireAll();
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<html lang="ar" dir="rtl">');
    url.searchParams.delete('attaching_pdf');
    expect(await (await fetch(url)).text()).toBe(
      'انتهت صلاحية رابط المستند. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
    );
  });

  it('creates a missing number and remembers "don\'t show again"', async () => {
    backend.session().userId = 7;
    const order = backend.session().shop.orders.find((o) => o.id === 3002);
    if (!order) throw new Error('seed');
    const res = await fetch(
      new URL(`${printUrl(backend.session(), order, 'invoice')}&wt_dont_show_again=1`, location.origin),
    );
    expect(res.headers.get('content-type')).toContain('text/html');
    const body = await res.text();
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toMatch(/INV-2026-\d{4}/);
    expect(documentsState(backend.session()).dontShowPopup).toBe(true);
  });

  it('sends a guest to log in when documents need a login', async () => {
    backend.session().userId = 7;
    const order = backend.session().shop.orders.find((o) => o.id === 3001);
    if (!order) throw new Error('seed');
    const url = printUrl(backend.session(), order, 'invoice');
    backend.session().userId = 0;
    // the server's answer itself (a browser's fetch would hide a redirect behind an opaque response)
    const res = await backend.handle(new Request(new URL(url, location.origin)));
    const target = new URL(url, location.origin);
    expect([res.status, res.headers.get('location')]).toEqual([
      302,
      `/login/?redirect_to=${encodeURIComponent(target.pathname + target.search)}`,
    ]);
  });
});
