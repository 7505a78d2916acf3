import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { AccountPoints } from './AccountPoints';
import { ACCOUNT_POINTS_CONTROLS } from './manifest';
import { config } from './actions';
import './index';
import { backend, server, watchAjaxActions } from '../../src/testing/server';
import { loadPage } from '../../src/testing/page';
import { sessionVisitor } from '../../src/ajax/visitor';
import { StoreProvider, getStore } from '../../src/store';

function setup(user = 7) {
  backend.session().userId = user;
  loadPage('/my-account/points/');
  const el = document.querySelector<HTMLElement>('.wps_wpr_badge_way_points_main_wrap');
  if (!el) throw new Error('no points page');
  // a root per control, as the registry mounts them
  for (const control of Array.from(document.querySelectorAll<HTMLElement>(ACCOUNT_POINTS_CONTROLS))) {
    render(
      <StoreProvider store={getStore()}>
        <AccountPoints el={control} />
      </StoreProvider>,
    );
  }
  return {
    el,
    input: document.getElementById('wps_custom_wallet_point_num') as HTMLInputElement,
    button: document.getElementById('wps_wpr_custom_wallet') as HTMLInputElement,
    out: () => document.getElementById('wps_wpr_wallet_notification'),
    loader: () => document.getElementById('wps_wpr_loader'),
  };
}

let requests = 0;
let stopWatching = () => {};
beforeEach(() => {
  requests = 0;
  // the points calls sent (the session's visitor values, asked once on the first conversion, are not one)
  stopWatching = watchAjaxActions((action) => {
    if (action !== 'storefront_widgets_nonces') requests++;
  });
});
afterEach(() => {
  stopWatching();
  config.timeoutMs = 20_000;
});

describe('wallet conversion', () => {
  it("a page a cache printed for another customer: converted as the session's user, not the button's", async () => {
    backend.session().pageCache.renderedFor = 8;
    const { input, button, out } = setup(7);
    expect(button.dataset.id).toBe('8');
    input.value = '100';
    fireEvent.click(button);
    await vi.waitFor(() => expect(out()?.textContent).toContain('تم تحويل 100 نقطة'));
    expect(backend.session().user?.points).toBe(1150);
    expect(backend.session().shop.users.find((u) => u.id === 8)?.points).toBe(20);
  });

  it("a customer's page shown to a guest: nothing is converted, nothing sent", async () => {
    backend.session().pageCache.renderedFor = 7;
    const { input, button, out } = setup(0);
    input.value = '100';
    fireEvent.click(button);
    await vi.waitFor(() => expect(out()?.textContent).toBe('تعذّر تحويل النقاط. يرجى المحاولة مرة أخرى.'));
    expect(requests).toBe(0);
    expect(backend.session().shop.users.find((u) => u.id === 7)?.points).toBe(1250);
  });

  it('an empty input shows the red empty notice and sends nothing', async () => {
    const { button, out } = setup();
    fireEvent.click(button);
    expect(out()?.querySelector('b.sw-points-red')?.textContent).toBe('يرجى إدخال بعض النقاط !!');
    expect(button.disabled).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toBe(0);
  });

  it('disables the button and shows the loader while it runs, then shows the green result once', async () => {
    const { input, button, out, loader } = setup();
    input.value = '100';
    fireEvent.click(button);
    fireEvent.click(button); // disabled: one conversion
    expect(button.disabled).toBe(true);
    expect(loader()?.style.display).toBe('');
    await vi.waitFor(() => expect(out()?.textContent).toContain('تم تحويل 100 نقطة'));
    expect(out()?.querySelector('b')?.className).toBe('sw-points-green');
    expect(button.disabled).toBe(false);
    expect(loader()?.style.display).toBe('none');
    expect(requests).toBe(1);
    expect(backend.session().user?.points).toBe(1150);
    expect(getStore().getState().points.balance).toBe(1150); // every printed balance follows the store
  });

  it('a server refusal is red, and the button is usable again', async () => {
    const { input, button, out } = setup(8); // 20 points
    input.value = '60';
    fireEvent.click(button);
    await vi.waitFor(() => expect(out()?.textContent).toBe('عذرًا! لم يتم التحويل'));
    expect(out()?.querySelector('b')?.className).toBe('sw-points-red');
    expect(button.disabled).toBe(false);
  });

  it('converts a handful of points: the plugin sets no minimum for the wallet', async () => {
    const { input, button, out } = setup();
    input.value = '10';
    fireEvent.click(button);
    await vi.waitFor(() => expect(out()?.textContent).toContain('تم تحويل 10 نقطة'));
    expect(backend.session().user?.points).toBe(1240);
  });

  it.each([
    ['500', 'تعذّر تحويل النقاط. يرجى المحاولة مرة أخرى.'],
    ['html', 'تعذّر تحويل النقاط. يرجى المحاولة مرة أخرى.'],
    ['invalid-json', 'تعذّر تحويل النقاط. يرجى المحاولة مرة أخرى.'],
    ['offline', 'يبدو أنك غير متصل بالإنترنت. تحقق من اتصالك وحاول مرة أخرى.'],
    ['nonce', 'انتهت صلاحية الجلسة. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.'],
    ['timeout', 'الخادم يستغرق وقتًا طويلًا في الرد. يرجى المحاولة مرة أخرى.'],
  ] as const)('a %s failure says so in red and re-enables the button', async (fault, message) => {
    config.timeoutMs = 150;
    backend.addFault({ route: 'ajax:wps_wpr_generate_custom_wallet', fault, times: 1 });
    const { input, button, out, loader } = setup();
    input.value = '100';
    fireEvent.click(button);
    await vi.waitFor(() => expect(out()?.textContent).toBe(message), { timeout: 2000 });
    expect(button.disabled).toBe(false);
    expect(loader()?.style.display).toBe('none');
  });

  it('markup in the server message executes nothing', async () => {
    const w = window as unknown as { __pwned?: number };
    backend.session().userId = 7;
    await sessionVisitor('/wp-admin/admin-ajax.php'); // answered before every admin-ajax call answers this
    server.use(
      mswHttp.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ result: false, message: '<img src=x onerror="window.__pwned=1">مرفوض' }),
      ),
    );
    const { input, button, out } = setup();
    input.value = '100';
    fireEvent.click(button);
    await vi.waitFor(() => expect(out()?.textContent).toBe('مرفوض'));
    expect(out()?.querySelector('[onerror]')).toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    expect(w.__pwned).toBeUndefined();
  });
});

describe('level upgrade', () => {
  it('asks in the shared dialog; cancel keeps the level, confirm submits the plugin form', async () => {
    const { el } = setup();
    const submitted: string[] = [];
    const form = el.querySelector<HTMLFormElement>('#wps_wpr_membership');
    form?.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted.push((e as SubmitEvent).submitter?.getAttribute('name') ?? '');
    });
    const trigger = document.getElementById('wps_wpr_upgrade_level_click');
    trigger?.focus();
    fireEvent.click(trigger as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'ترقية المستوى' });
    expect(dialog.textContent).toContain('هل تريد حقًا ترقية مستوى عضويتك؟');
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(submitted).toEqual([]);
    expect(document.activeElement).toBe(trigger); // focus returns
    fireEvent.click(trigger as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'ترقية' }));
    expect(submitted).toEqual(['wps_wpr_save_level']);
  });

  it('the fake template upgrades on the form POST and deducts the points', async () => {
    backend.session().userId = 7;
    const nonce = backend.session().nonces.create('membership-save-level');
    const body = new URLSearchParams({
      'membership-save-level': nonce,
      wps_wpr_membership_roles: '2',
      wps_wpr_save_level: 'ترقية المستوى',
    });
    const res = await fetch(new URL('/my-account/points/', location.origin), { method: 'POST', body });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('تمت ترقية مستوى عضويتك إلى المستوى الفضي');
    expect(backend.session().user?.points).toBe(750);
    expect(backend.session().user?.membership_level).toBe(2);
  });
});

describe('benefit popups', () => {
  it("open per level id in the shared dialog with that level's content, and close", async () => {
    const { el } = setup();
    const link = el.querySelector<HTMLElement>('.wps_wpr_level_benefits[data-id="3"]');
    expect(link?.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(link as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'المستوى الذهبي' });
    expect(dialog.textContent).toContain('هدية في عيد ميلادك');
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // the content went back into the plugin's wrapper
    expect(document.querySelector('#wps_wpr_popup_wrapper_3')?.textContent).toContain('هدية في عيد ميلادك');
    fireEvent.click(el.querySelector('.wps_wpr_level_benefits[data-id="1"]') as HTMLElement);
    expect((await screen.findByRole('dialog', { name: 'المستوى البرونزي' })).textContent).toContain('خصم 5%');
  });
});

describe('points view slider', () => {
  it('toggles the points view by click and keyboard, with aria-expanded', () => {
    const { el } = setup();
    const toggle = el.querySelector<HTMLElement>('.wps_wpr_common_slider');
    const view = el.querySelector<HTMLElement>('.wps_wpr_points_view');
    expect(toggle?.getAttribute('role')).toBe('button');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle as HTMLElement);
    expect(view?.classList.contains('sw-points-log-closed')).toBe(true);
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(toggle as HTMLElement, { key: 'Enter' });
    expect(view?.classList.contains('sw-points-log-open')).toBe(true);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  });

  it("starts closed when the plugin's stylesheet hides the log, and opens it", () => {
    backend.session().userId = 7;
    loadPage('/my-account/points/');
    const style = document.createElement('style');
    style.textContent = '.wps_wpr_points_view{display:none}';
    document.body.prepend(style);
    const toggle = document.querySelector<HTMLElement>('.wps_wpr_common_slider')!;
    render(
      <StoreProvider store={getStore()}>
        <AccountPoints el={toggle} />
      </StoreProvider>,
    );
    const view = document.querySelector<HTMLElement>('.wps_wpr_points_view')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(view.classList.contains('sw-points-log-open')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('SMS and messaging-app opt-outs', () => {
  it('is red when result is true (stopped) and green otherwise', async () => {
    const { el } = setup();
    const sms = el.querySelector<HTMLInputElement>('.wps_wpr_off_sms_notify');
    const out = () => el.querySelector<HTMLElement>('.wps_wpr_notify_notice_wrap');
    await act(async () => {
      fireEvent.click(sms as HTMLElement);
    });
    await vi.waitFor(() => expect(out()?.textContent).toBe('تم إيقاف إشعارات الرسائل النصية.'));
    expect(out()?.classList.contains('sw-points-red')).toBe(true);
    expect(out()?.style.display).toBe('');
    expect(backend.session().user?.sms_opt_out).toBe(true);
    const wa = el.querySelector<HTMLInputElement>('.wps_wpr_off_whatsapp_notify');
    fireEvent.click(wa as HTMLElement);
    await vi.waitFor(() => expect(out()?.textContent).toBe('تم إيقاف إشعارات واتساب.'));
    fireEvent.click(wa as HTMLElement);
    await vi.waitFor(() => expect(out()?.textContent).toBe('تم تفعيل إشعارات واتساب.'));
    expect(out()?.classList.contains('sw-points-green')).toBe(true);
    expect(out()?.classList.contains('sw-points-red')).toBe(false);
  });

  it('a failure unticks the box back and says so in red', async () => {
    backend.addFault({ route: 'ajax:stop_sms_whatsapp_notify', fault: 'nonce', times: 1 });
    const { el } = setup();
    const sms = el.querySelector<HTMLInputElement>('.wps_wpr_off_sms_notify');
    fireEvent.click(sms as HTMLElement);
    const out = () => el.querySelector<HTMLElement>('.wps_wpr_notify_notice_wrap');
    await vi.waitFor(() =>
      expect(out()?.textContent).toBe('انتهت صلاحية الجلسة. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.'),
    );
    expect(sms?.checked).toBe(false);
    expect(sms?.disabled).toBe(false);
    expect(out()?.classList.contains('sw-points-red')).toBe(true);
  });
});
