import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import './index';
import { BOX, PointsBox, REMOVE_LINK } from './PointsBox';
import { nav } from './nav';
import { config } from './apply';
import { backend, server, watchAjaxActions } from '../../src/testing/server';
import { loadPage } from '../../src/testing/page';
import { sessionVisitor } from '../../src/ajax/visitor';
import { StoreProvider, getStore } from '../../src/store';
import { pointsState } from '../../fixtures/backend/routes/pointsState';
import { decideApply } from './rules';
import { isCheckoutPage, readPointsSettings } from '../../src/settings/points';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../src/testing/axe';
import type { CartLine } from '../../fixtures/backend/session';

const kettle: CartLine = {
  key: 'k101',
  product_id: 101,
  variation_id: 0,
  quantity: 1,
  variation: {},
  price: 649,
  name: 'غلاية كهربائية',
  image: '/fixtures/images/kettle.webp',
  url: '/product/electric-kettle/',
};
const cleanups: Array<() => void> = [];

/** A root per control, as the registry mounts them; returns its unmount. */
function mount(el: HTMLElement): () => void {
  return render(
    <StoreProvider store={getStore()}>
      <PointsBox el={el} />
    </StoreProvider>,
  ).unmount;
}

function setup(path = '/cart/', user = 7) {
  const sess = backend.session();
  sess.userId = user;
  sess.cart = [{ ...kettle }];
  loadPage(path);
  for (const el of document.querySelectorAll<HTMLElement>(`${BOX}, ${REMOVE_LINK}`)) cleanups.push(mount(el));
  return {
    input: document.getElementById('wps_cart_points') as HTMLInputElement,
    button: document.getElementById('wps_cart_points_apply') as HTMLButtonElement,
    error: () => document.getElementById('wps_wpr_cart_points_notice'),
    success: () => document.getElementById('wps_wpr_cart_points_success'),
  };
}

let requests: string[] = [];
let stopWatching = () => {};
beforeEach(() => {
  requests = [];
  // the points calls sent (the session's visitor values, asked once by the box as it mounts, are not one)
  stopWatching = watchAjaxActions((action) => {
    if (action !== 'storefront_widgets_nonces') requests.push(action);
  });
  vi.spyOn(nav, 'reload').mockImplementation(() => {});
  vi.spyOn(nav, 'setUrl').mockImplementation(() => {});
});
afterEach(() => {
  stopWatching();
  cleanups.splice(0).forEach((c) => c());
  vi.useRealTimers();
  vi.restoreAllMocks();
  config.timeoutMs = 20_000;
});

/**
 * flush promises and timers one fake millisecond at a time until `until` holds: the fake WordPress holds each
 * request's session for a few ms (as PHP between reading it and its shutdown hook), and a flow's own timers
 * start only once its answer is in, so they are not moved past
 */
async function settle(until: () => boolean) {
  for (let i = 0; i < 500 && !until(); i++) await vi.advanceTimersByTimeAsync(1);
  expect(until()).toBe(true);
}

describe('validation order', () => {
  it('is pure: nothing / send / order limit / not enough', () => {
    expect(decideApply('', 100, 0)).toEqual({ kind: 'none' });
    expect(decideApply('  ', 100, 0)).toEqual({ kind: 'none' });
    expect(decideApply('0', 100, 0)).toEqual({ kind: 'none' });
    expect(decideApply('-3', 100, 0)).toEqual({ kind: 'none' });
    expect(decideApply('abc', 100, 0)).toEqual({ kind: 'none' });
    expect(decideApply('١٠٠', 100, 0)).toEqual({ kind: 'send', points: 100 });
    expect(decideApply('101', 100, 50)).toEqual({ kind: 'above_order_limit' });
    expect(decideApply('101', 100, 0)).toEqual({ kind: 'not_sufficient' });
    expect(decideApply('5', 0, 0)).toEqual({ kind: 'not_sufficient' });
  });

  it('sends nothing for an empty, zero or negative entry', async () => {
    const { input, button } = setup();
    for (const v of ['', '0', '-5']) {
      input.value = v;
      fireEvent.click(button);
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toEqual([]);
    expect(document.querySelector('.wps_error')).toBeNull();
  });

  it('says "not enough points" in Arabic above the cart form without a request', async () => {
    const { input, button } = setup('/cart/', 8); // 20 points
    input.value = '30';
    fireEvent.click(button);
    const err = document.querySelector('.wps_error');
    expect(err?.getAttribute('role')).toBe('alert');
    expect(err?.textContent).toBe('ليس لديك رصيد كافٍ من النقاط');
    expect(err?.nextElementSibling?.classList.contains('woocommerce-cart-form')).toBe(true);
    fireEvent.click(button); // replaced, not stacked
    expect(document.querySelectorAll('.wps_error')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toEqual([]);
  });

  it('says the order-limit message when the button carries a limit', () => {
    pointsState(backend.session()).orderLimit = 10;
    const { input, button } = setup('/cart/', 8);
    expect(button.dataset.orderLimit).toBe('10');
    input.value = '30';
    fireEvent.click(button);
    expect(document.querySelector('.wps_error')?.textContent).toBe('النقاط المدخلة لا تنطبق على هذا الطلب.');
  });
});

describe('applying points', () => {
  it('applies once on a double click, blocks the forms while it runs, then reloads after 1500 ms', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
    });
    const { input, button, success } = setup();
    input.value = '100'; // a number field holds ASCII digits (the rule's own test covers Arabic-Indic ones)
    fireEvent.click(button);
    fireEvent.click(button);
    const form = document.querySelector('.woocommerce-cart-form');
    expect(form?.classList.contains('processing')).toBe(true);
    expect(form?.getAttribute('aria-busy')).toBe('true');
    await settle(() => success()?.textContent === 'تم تطبيق النقاط على سلة مشترياتك بنجاح!');
    expect(requests).toHaveLength(1);
    expect(pointsState(backend.session()).applied).toBe(100);
    expect(success()?.classList.contains('woocommerce-message')).toBe(true);
    expect(success()?.getAttribute('role')).toBe('status');
    expect(form?.classList.contains('processing')).toBe(false);
    // the answer shows one render step (≤ 10 ms of fake time) after the timer starts
    await vi.advanceTimersByTimeAsync(1490);
    expect(nav.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(nav.reload).toHaveBeenCalledTimes(1);
  });

  // a double click whose second click comes after the answer (a busy phone, or a shopper tapping again while
  // the success shows): the points are applied, the page is about to reload, nothing is sent again
  it('a click after the success, before the reload, sends nothing; the button stays busy until the page goes', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
    });
    const { input, button, success } = setup();
    input.value = '100';
    fireEvent.click(button);
    await settle(() => success()?.textContent === 'تم تطبيق النقاط على سلة مشترياتك بنجاح!');
    fireEvent.click(button);
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toHaveLength(1);
    expect(pointsState(backend.session()).applied).toBe(100);
    expect(success()?.textContent).toBe('تم تطبيق النقاط على سلة مشترياتك بنجاح!');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await vi.advanceTimersByTimeAsync(1500);
    expect(nav.reload).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the cart form over 800 ms', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
    });
    const scrolls: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(
      ((_x: number, y: number) => void scrolls.push(y)) as typeof window.scrollTo,
    );
    const { input, button, success } = setup();
    const form = document.querySelector('.woocommerce-cart-form');
    if (form) vi.spyOn(form, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 600, 100, 100));
    input.value = '10';
    fireEvent.click(button);
    await settle(() => Boolean(success()?.textContent));
    await vi.advanceTimersByTimeAsync(400);
    const mid = scrolls.at(-1) ?? -1;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(600);
    await vi.advanceTimersByTimeAsync(420);
    expect(scrolls.at(-1)).toBe(600);
    const n = scrolls.length;
    await vi.advanceTimersByTimeAsync(200);
    expect(scrolls.length).toBe(n); // the animation has ended
  });

  it('with the restriction message on, rewrites the address with status and nonce before reloading', async () => {
    pointsState(backend.session()).restrictMessage = true;
    const { input, button, success } = setup();
    input.value = '10';
    fireEvent.click(button);
    await vi.waitFor(() => expect(success()?.textContent).not.toBe(''));
    const nonce = backend.session().nonces.create('wps-wpr-verify-nonce');
    expect(nav.setUrl).toHaveBeenCalledWith(
      `${location.protocol}//${location.host}${location.pathname}?status=active&nonce=${nonce}`,
    );
  });

  // the plugin's script reloads in `complete`, whatever the answer: the page then shows the cart as it is
  it('shows the server refusal ({result:false, message}), then reloads after 1500 ms as the plugin does', async () => {
    pointsState(backend.session()).orderLimit = 50; // the server refuses above its limit
    const { input, button, error } = setup();
    input.value = '60';
    fireEvent.click(button);
    await vi.waitFor(() => expect(error()?.textContent).toBe('النقاط المدخلة لا تنطبق على هذا الطلب.'));
    expect(error()?.classList.contains('woocommerce-error')).toBe(true);
    expect(error()?.getAttribute('role')).toBe('alert');
    expect(button.getAttribute('aria-busy')).toBe('true'); // nothing more to send before the reload
    expect(nav.reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1), { timeout: 2500 });
    expect(pointsState(backend.session()).applied).toBe(0);
  });

  it.each([
    ['500', 'تعذّر تطبيق النقاط. يرجى المحاولة مرة أخرى.'],
    ['html', 'تعذّر تطبيق النقاط. يرجى المحاولة مرة أخرى.'],
    ['invalid-json', 'تعذّر تطبيق النقاط. يرجى المحاولة مرة أخرى.'],
    ['nonce', 'انتهت صلاحية الجلسة. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.'],
  ] as const)(
    'a %s answer shows a clear message, then reloads as the plugin does',
    async (fault, message) => {
      backend.addFault({ route: 'ajax:wps_wpr_apply_fee_on_cart_subtotal', fault, times: 1 });
      const { input, button, error } = setup();
      input.value = '10';
      fireEvent.click(button);
      await vi.waitFor(() => expect(error()?.textContent).toBe(message), { timeout: 2000 });
      expect(document.querySelector('.woocommerce-cart-form')?.classList.contains('processing')).toBe(false);
      await vi.waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1), { timeout: 2500 });
    },
  );

  // no answer at all: a reload would land on the browser's error page, so the form stays usable instead
  it.each([
    ['offline', 'يبدو أنك غير متصل بالإنترنت. تحقق من اتصالك وحاول مرة أخرى.'],
    ['timeout', 'الخادم يستغرق وقتًا طويلًا في الرد. يرجى المحاولة مرة أخرى.'],
  ] as const)(
    'no answer (%s) leaves the form usable with a clear message and no reload',
    async (fault, message) => {
      config.timeoutMs = 150;
      backend.addFault({ route: 'ajax:wps_wpr_apply_fee_on_cart_subtotal', fault, times: 1 });
      const { input, button, error } = setup();
      input.value = '10';
      fireEvent.click(button);
      await vi.waitFor(() => expect(error()?.textContent).toBe(message), { timeout: 2000 });
      expect(document.querySelector('.woocommerce-cart-form')?.classList.contains('processing')).toBe(false);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(nav.reload).not.toHaveBeenCalled();
      fireEvent.click(button); // usable: the retry goes through
      await vi.waitFor(() => expect(pointsState(backend.session()).applied).toBe(10));
    },
  );

  it('a 200 that is not the expected shape ({error:true}) is a clear failure', async () => {
    server.use(mswHttp.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ error: true })));
    const { input, button, error } = setup();
    input.value = '10';
    fireEvent.click(button);
    await vi.waitFor(() => expect(error()?.textContent).toBe('تعذّر تطبيق النقاط. يرجى المحاولة مرة أخرى.'));
  });

  it('markup in the server message executes nothing', async () => {
    const w = window as unknown as { __pwned?: number };
    backend.session().userId = 7;
    await sessionVisitor('/wp-admin/admin-ajax.php'); // answered before every admin-ajax call answers this
    server.use(
      mswHttp.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({
          result: false,
          message:
            '<img src=x onerror="window.__pwned=1"><svg/onload="window.__pwned=2"><b>مرفوض</b> &lt;img src=x onerror=window.__pwned=3&gt;',
        }),
      ),
    );
    const { input, button, error } = setup();
    input.value = '10';
    fireEvent.click(button);
    await vi.waitFor(() => expect(error()?.textContent).toContain('مرفوض'));
    expect(error()?.querySelector('[onerror], [onload], script')).toBeNull();
    expect(error()?.querySelector('b')?.textContent).toBe('مرفوض');
    await new Promise((r) => setTimeout(r, 30));
    expect(w.__pwned).toBeUndefined();
  });
});

describe('Arabic-Indic digits', () => {
  it('the number field takes them while the widget runs (٦٠ is sent as 60) and is a number field again after', async () => {
    const { input, button } = setup();
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('numeric');
    input.value = '٦٠';
    fireEvent.click(button);
    await vi.waitFor(() => expect(pointsState(backend.session()).applied).toBe(60));
    cleanups.splice(0).forEach((c) => c());
    expect(input.type).toBe('number');
  });
});

describe('keyboard and accessibility', () => {
  it('Enter in the points field applies them (the cart form is not submitted)', async () => {
    const { input, button, success } = setup();
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('.woocommerce-cart-form')?.addEventListener('submit', submitted);
    const user = userEvent.setup();
    await user.type(input, '20{Enter}');
    await vi.waitFor(() => expect(success()?.textContent).not.toBe(''));
    expect(pointsState(backend.session()).applied).toBe(20);
    expect(submitted).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true'); // applied: busy until the reload
  });

  it('is axe clean with the validation list and with a notice shown', async () => {
    const { input, button, error } = setup('/cart/', 8);
    input.value = '30';
    fireEvent.click(button);
    expect(await axeViolations(document.querySelector('.woocommerce')!)).toEqual([]);
    backend.addFault({ route: 'ajax:wps_wpr_apply_fee_on_cart_subtotal', fault: '500', times: 1 });
    input.value = '10';
    pointsState(backend.session()).orderLimit = 0;
    backend.session().userId = 7;
    (window as unknown as { wps_wpr: { wps_user_current_points: string } }).wps_wpr.wps_user_current_points =
      '1250';
    fireEvent.click(button);
    await vi.waitFor(() => expect(error()?.textContent).not.toBe(''));
    expect(document.querySelector('.wps_error')).toBeNull();
    expect(await axeViolations(document.querySelector('.woocommerce')!)).toEqual([]);
  });
});

describe('a page a cache printed for someone else', () => {
  /** the cart as the cache kept it for `printedFor`, seen by the session's `user` (0: a guest) */
  function cachedCart(printedFor: number, user: number) {
    backend.session().pageCache.renderedFor = printedFor;
    return setup('/cart/', user);
  }
  const available = () =>
    Array.from(document.querySelectorAll('.wps_wpr_apply_custom_points p')).find((p) =>
      p.textContent?.startsWith('نقاطك المتاحة'),
    )?.textContent;

  it("another customer's box: the visitor's own balance once the session answers, applied as the session's user", async () => {
    const { input, button, success } = cachedCart(8, 7);
    expect(available()).toBe('نقاطك المتاحة: 20');
    expect(button.dataset.id).toBe('8');
    // the request the box asked for as it mounted
    await vi.waitFor(() => expect(available()).toBe('نقاطك المتاحة: 1250'));
    input.value = '100'; // more than the printed 20
    fireEvent.click(button);
    await vi.waitFor(() => expect(success()?.textContent).toBe('تم تطبيق النقاط على سلة مشترياتك بنجاح!'));
    expect(pointsState(backend.session()).applied).toBe(100);
    expect(await axeViolations(document.querySelector('.woocommerce')!)).toEqual([]);
  });

  it("a customer's box shown to a guest: hidden, as WP Swings prints none; nothing is sent", async () => {
    const { input, button } = cachedCart(7, 0);
    const box = document.querySelector<HTMLElement>('.wps_wpr_apply_custom_points');
    expect(box?.hidden).toBe(false);
    await vi.waitFor(() => expect(box?.hidden).toBe(true));
    expect(getComputedStyle(box!).display).toBe('none');
    requests = [];
    input.value = '10';
    fireEvent.click(button); // a script's click: nobody sees the box
    expect(button.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    expect(requests).toEqual([]);
    expect(pointsState(backend.session()).applied).toBe(0);
  });

  it("a click before the session has answered waits for it and sends the session's user", async () => {
    const { input, button, success } = cachedCart(8, 7);
    input.value = '100';
    fireEvent.click(button); // the printed 20 is not enough, and nothing has been answered yet
    expect(document.querySelector('.wps_error')?.textContent).toBe('ليس لديك رصيد كافٍ من النقاط');
    await sessionVisitor('/wp-admin/admin-ajax.php');
    fireEvent.click(button);
    await vi.waitFor(() => expect(success()?.textContent).not.toBe(''));
    expect(pointsState(backend.session()).applied).toBe(100);
  });
});

describe('lifecycle', () => {
  it('unmounting (cart markup replaced) leaves no listener behind, and a new mount works', async () => {
    const { input, button } = setup();
    cleanups.splice(0).forEach((c) => c());
    input.value = '10';
    fireEvent.click(button);
    await new Promise((r) => setTimeout(r, 30));
    expect(requests).toEqual([]);
    const box = document.querySelector<HTMLElement>('.wps_wpr_apply_custom_points');
    if (box) cleanups.push(mount(box));
    fireEvent.click(button);
    await vi.waitFor(() => expect(pointsState(backend.session()).applied).toBe(10));
    expect(requests).toHaveLength(1);
  });
});

describe('removing the points coupon', () => {
  it('on the cart: clears the field and reloads at once', async () => {
    pointsState(backend.session()).applied = 100;
    const { input } = setup();
    input.value = '100';
    const link = document.querySelector<HTMLElement>('a.wps_remove_virtual_coupon');
    expect(link?.closest('tr.cart-discount')?.textContent).toContain('خصم السلة');
    link?.click();
    link?.click(); // once per intent
    await vi.waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(1);
    expect(input.value).toBe('');
    expect(pointsState(backend.session()).applied).toBe(0);
  });

  it('on checkout: removes the row and refreshes the totals after 200 ms, then reloads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointsState(backend.session()).applied = 100;
    setup('/checkout/');
    expect(isCheckoutPage(readPointsSettings())).toBe(true); // printed as WordPress prints a scalar: "1"
    const updates: unknown[] = [];
    document.body.addEventListener('storefront:update_checkout', (e) => updates.push(e));
    const link = document.querySelector<HTMLElement>('a.wps_remove_virtual_coupon');
    const field = document.querySelector<HTMLInputElement>('#wps_cart_points');
    if (field) field.value = '5';
    link?.click();
    expect(link?.getAttribute('aria-busy')).toBe('true');
    // settled once the answer is in (the field is cleared): the 200 ms start then; the link stays busy until the
    // reload (a second click would send a second remove)
    await settle(() => requests.length === 1 && field?.value === '');
    expect(link?.getAttribute('aria-busy')).toBe('true');
    expect(pointsState(backend.session()).applied).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('tr.cart-discount')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(190);
    expect(updates).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(document.querySelector('tr.cart-discount')).toBeNull();
    expect(updates).toHaveLength(1);
    expect(nav.reload).toHaveBeenCalledTimes(1);
  });

  it('without JavaScript the remove link is a plain link the server follows', async () => {
    backend.session().userId = 7;
    pointsState(backend.session()).applied = 100;
    // the server's answer itself (a browser's fetch would hide a redirect behind an opaque response)
    const res = await backend.handle(
      new Request(new URL(`/cart/?remove_coupon=${encodeURIComponent('خصم السلة')}`, location.origin)),
    );
    expect([res.status, res.headers.get('location')]).toEqual([302, '/cart/']);
    expect(pointsState(backend.session()).applied).toBe(0);
  });

  it("a failed remove on the cart still reloads, as the plugin's complete does (the page shows the server's cart)", async () => {
    pointsState(backend.session()).applied = 100;
    backend.addFault({ route: 'ajax:wps_wpr_remove_cart_point', fault: '500', times: 1 });
    setup();
    document.querySelector<HTMLElement>('a.wps_remove_virtual_coupon')?.click();
    await vi.waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.woocommerce-cart-form')?.classList.contains('processing')).toBe(false);
  });

  it('a remove on the cart that gets no answer keeps the link and says so, without a reload', async () => {
    pointsState(backend.session()).applied = 100;
    backend.addFault({ route: 'ajax:wps_wpr_remove_cart_point', fault: 'offline', times: 1 });
    setup();
    document.querySelector<HTMLElement>('a.wps_remove_virtual_coupon')?.click();
    await vi.waitFor(() =>
      expect(document.getElementById('wps_wpr_cart_points_notice')?.textContent).not.toBe(''),
    );
    expect(document.querySelector('.woocommerce-cart-form')?.classList.contains('processing')).toBe(false);
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it('a failed remove on checkout keeps the link and says so (complete reloads only off the checkout)', async () => {
    pointsState(backend.session()).applied = 100;
    backend.addFault({ route: 'ajax:wps_wpr_remove_cart_point', fault: '500', times: 1 });
    setup('/checkout/');
    document.querySelector<HTMLElement>('a.wps_remove_virtual_coupon')?.click();
    await vi.waitFor(() =>
      expect(document.getElementById('wps_wpr_cart_points_notice')?.textContent).toBe(
        'تعذّرت إزالة خصم النقاط. يرجى المحاولة مرة أخرى.',
      ),
    );
    expect(nav.reload).not.toHaveBeenCalled();
  });
});

describe('reward restriction', () => {
  it('hides the normal line, shows the red message, appends it under the coupon block after 2 s, resets the address', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sess = backend.session();
    pointsState(sess).restrictMessage = true;
    const nonce = sess.nonces.create('wps-wpr-verify-nonce');
    setup(`/cart/?status=active&nonce=${nonce}`);
    expect((document.querySelector('.wps_wpr_restrict_user_message') as HTMLElement).hidden).toBe(true);
    const shown = document.querySelector('.wps_wpr_show_restrict_message');
    expect(shown?.textContent).toBe('لن تحصل على أي نقاط مكافأة');
    expect(shown?.classList.contains('sw-points-red')).toBe(true);
    expect(nav.setUrl).toHaveBeenCalledWith(`${location.protocol}//${location.host}${location.pathname}`);
    await vi.advanceTimersByTimeAsync(1999);
    expect(document.querySelector('.coupon .wps_wpr_color_for_restriction_msg')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(document.querySelector('.coupon .wps_wpr_color_for_restriction_msg')?.textContent).toBe(
      'لن تحصل على أي نقاط مكافأة',
    );
  });

  it('does nothing with a forged nonce', () => {
    pointsState(backend.session()).restrictMessage = true;
    setup('/cart/?status=active&nonce=forged');
    expect((document.querySelector('.wps_wpr_restrict_user_message') as HTMLElement).hidden).toBe(false);
    expect(nav.setUrl).not.toHaveBeenCalled();
  });
});
