// The OTP login as a React root over Wawp's printed form (mounted as the page does, from its registry entry)
// in jsdom against the fake WordPress (MSW): tabs (APG), every path and error of Wawp's login messages,
// values typed before mount, the phone field beside it, keyboard, axe.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadPage } from '../../src/testing/page';
import { backend, server } from '../../src/testing/server';
import { mountWidget } from '../../src/testing/mountWidget';
import { axeViolations } from '../../src/testing/axe';
import { navigateTo } from '../../src/dom/navigate';
import { getStore } from '../../src/store';
import { $, input, recordRequests, state, type } from '../../src/testing/identity';
import { LOGIN_TIMEOUT_MS } from './useLoginCall';

vi.mock('../../src/dom/navigate', () => ({ navigateTo: vi.fn() }));

const shown = (sel: string) => $(sel).style.display !== 'none';
const form = () => $('.awp-otp-login-form');
const unmounts: Array<() => Promise<void>> = [];

async function mount(path = '/login/', before?: () => void) {
  loadPage(path);
  before?.();
  unmounts.push(await mountWidget('otp-login', form()));
  return userEvent.setup();
}

beforeEach(() => vi.mocked(navigateTo).mockClear());
afterEach(async () => {
  for (const u of unmounts.splice(0).reverse()) await u();
  server.events.removeAllListeners();
  backend.clearFaults();
  vi.useRealTimers();
});

async function requestCode(user: ReturnType<typeof userEvent.setup>, number = '201001234567') {
  await user.type(input('#awp_whatsapp'), number);
  await user.click($('#awp_request_otp_whatsapp'));
  await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
}

describe('login tabs (APG)', () => {
  it('renders Wawp’s list as a tablist on the configured first tab; arrows mirrored in RTL, Home, End, click', async () => {
    const user = await mount();
    const tabs = () => Array.from(document.querySelectorAll<HTMLElement>('li.awp-tab'));
    expect($('ul.awp-tab-list').getAttribute('role')).toBe('tablist');
    expect(tabs().map((t) => t.getAttribute('role'))).toEqual(['tab', 'tab', 'tab']);
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs()[0]?.tabIndex).toBe(0);
    expect(tabs()[1]?.tabIndex).toBe(-1);
    expect($('#whatsapp_otp').getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);
    expect($('#whatsapp_otp').getAttribute('role')).toBe('tabpanel');
    tabs()[0]?.focus();
    await user.keyboard('{ArrowLeft}'); // next in RTL
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    expect($('#email_otp').classList.contains('active')).toBe(true);
    expect($('#whatsapp_otp').classList.contains('active')).toBe(false);
    expect(document.activeElement).toBe(tabs()[1]);
    await user.keyboard('{End}');
    expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[2]);
    await user.keyboard('{Home}');
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}'); // previous in RTL, wrapping
    expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true');
    await user.click(tabs()[1]!);
    expect($('#email_otp').classList.contains('active')).toBe(true);
  });

  it('starts on the tab awpOtpAjax.first_login_method names', async () => {
    await mount('/login/', () => {
      (window as unknown as { awpOtpAjax: { first_login_method: string } }).awpOtpAjax.first_login_method =
        'email_otp';
    });
    expect($('li[data-tab="email_otp"]').getAttribute('aria-selected')).toBe('true');
    expect($('#email_otp').classList.contains('active')).toBe(true);
  });

  it('hides the tab list when only one method is on', async () => {
    await mount('/login/?methods=email_password');
    expect($('.awp-tabs').style.display).toBe('none');
    expect($('ul.awp-tab-list').getAttribute('role')).toBeNull();
    expect($('#email_password').classList.contains('active')).toBe(true);
  });

  it('renders the printed texts, ids and classes Wawp’s CSS targets (same markup shape at mount)', async () => {
    loadPage('/login/');
    const printed = form().cloneNode(true);
    if (!(printed instanceof HTMLElement)) throw new Error('no clone');
    unmounts.push(await mountWidget('otp-login', form()));
    const ids = (root: Element) => Array.from(root.querySelectorAll('[id]'), (e) => e.id).sort();
    // the same ids, plus the tabs' own (aria-labelledby); the plugin's eye icons stay, hidden (the shared toggle instead)
    const expected = [
      ...ids(printed),
      'awp-tab-whatsapp_otp',
      'awp-tab-email_otp',
      'awp-tab-email_password',
    ].sort();
    expect(ids(form())).toEqual(expected);
    expect($('#show-icon').hidden && $('#hide-icon').hidden).toBe(true);
    const classes = (root: Element) =>
      new Set(Array.from(root.querySelectorAll('[class]'), (e) => e.className.split(' ')).flat());
    const rendered = classes(form());
    expect([...classes(printed)].filter((c) => !rendered.has(c) && c !== '')).toEqual([]);
    for (const sel of [
      '.awp-login-title',
      '.awp-login-description',
      'li[data-tab="email_otp"]',
      'label[for="awp_whatsapp"]',
      '#awp_request_otp_whatsapp',
      '#awp_login_email_password',
    ]) {
      expect(form().querySelector(sel)?.textContent?.trim()).toBe(
        printed.querySelector(sel)?.textContent?.trim(),
      );
    }
    expect($('#awp_request_otp_whatsapp i').className).toBe('ri-whatsapp-line');
    expect($('#awp_request_otp_whatsapp').style.backgroundColor).toBe('rgb(34, 197, 94)');
    expect(input('#awp_email').placeholder).toBe('أدخل بريدك الإلكتروني');
  });
});

describe('what else the shortcode prints', () => {
  it('no branding set: none rendered, not even in the code view; the custom CSS and the custom shortcode are kept as they are', async () => {
    loadPage('/login/?branding=0&custom_css=1&custom_shortcode=1');
    const style = $('.awp-otp-login-form > style');
    const social = $('.awp-custom-shortcode a');
    const user = userEvent.setup();
    unmounts.push(await mountWidget('otp-login', form()));
    expect(document.querySelector('.awp-login-branding')).toBeNull();
    // the same nodes, in their places (before the tabs; after the panes)
    expect(style.isConnected && form().contains(style)).toBe(true);
    expect(style.compareDocumentPosition($('.awp-tabs')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(social.isConnected && form().contains(social)).toBe(true);
    expect(
      $('.awp-tab-content').compareDocumentPosition(social) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(form().lastElementChild?.classList.contains('awp-custom-shortcode')).toBe(true);
    expect(form().lastElementChild?.previousElementSibling?.textContent?.trim()).toBe('أو');
    await requestCode(user);
    expect(document.querySelector('.awp-login-branding, #otp-icon')).toBeNull();
  });

  it('the printed <h3> title announces the level after the page’s heading, in the code view too; as printed after unmount', async () => {
    loadPage('/login/');
    // the shortcode right under the page's <h1>, as in most pages that hold it
    const h1 = document.createElement('h1');
    h1.textContent = 'تسجيل الدخول';
    form().before(h1);
    const title = $('.awp-login-title');
    const stop = await mountWidget('otp-login', form());
    expect(title.getAttribute('aria-level')).toBe('2');
    await requestCode(userEvent.setup());
    expect($('.awp-login-title')).toBe(title);
    expect(title.getAttribute('aria-level')).toBe('2');
    await stop();
    expect(title.hasAttribute('aria-level')).toBe(false);
    expect(title.textContent).toBe('مرحبًا بعودتك');
  });

  it('the description keeps its markup (wp_kses_post), sanitized; the e-mail pane keeps its own button classes', async () => {
    await mount();
    expect($('.awp-login-description strong').textContent).toBe('تسجيل الدخول');
    expect($('#awp_verify_otp_email').className).toBe('awp-btn awp-btn-blue');
    expect($('#awp_verify_otp_whatsapp').className).toBe('awp-submit-button awp-btn');
  });
});

describe('values typed before the widget runs', () => {
  it('are kept: the number stays in its own input, the e-mail, login and password are read, a code in Arabic-Indic digits normalised', async () => {
    loadPage('/login/');
    const phone = input('#awp_whatsapp');
    phone.value = '٠١٠٠١٢٣٤٥٦٧';
    input('#awp_email').value = 'mona.adel@example.com';
    input('#awp_otp_email').value = '١٢٣ ٤٥٦';
    input('#awp_login_email').value = 'customer';
    input('#awp_password_password').value = 'Passw0rd!';
    unmounts.push(await mountWidget('otp-login', form()));
    expect(input('#awp_whatsapp')).toBe(phone);
    expect(phone.value).toBe('٠١٠٠١٢٣٤٥٦٧');
    expect(input('#awp_email').value).toBe('mona.adel@example.com');
    expect(input('#awp_otp_email').value).toBe('123456');
    expect(input('#awp_login_email').value).toBe('customer');
    expect(input('#awp_password_password').value).toBe('Passw0rd!');
    const seen = recordRequests();
    await userEvent.setup().click($('#awp_request_otp_whatsapp'));
    // without the phone field (its own test below) the digits as typed, normalised
    await waitFor(() => expect(seen[0]?.body).toContain('whatsapp=01001234567'));
  });

  it('a field the shopper is typing in keeps the focus and caret: the keys go on into the same field', async () => {
    loadPage('/login/?first=email_password');
    const user = userEvent.setup();
    await user.click(input('#awp_login_email'));
    await user.keyboard('cust');
    unmounts.push(await mountWidget('otp-login', form()));
    expect(document.activeElement).toBe(input('#awp_login_email'));
    expect(input('#awp_login_email').selectionStart).toBe(4);
    await user.keyboard('omer');
    expect(input('#awp_login_email').value).toBe('customer');
  });
});

describe('the phone field on the same input', () => {
  it('phone field first: the login leaves its input, intl-tel-input’s box and status line where they are; focus, caret and typing go on', async () => {
    loadPage('/login/');
    const phone = input('#awp_whatsapp');
    unmounts.push(await mountWidget('phone-field', phone));
    const iti = phone.closest('.iti');
    expect(iti).not.toBeNull();
    const user = userEvent.setup();
    await user.click(phone);
    await user.keyboard('0100');
    expect(document.activeElement).toBe(phone);
    unmounts.push(await mountWidget('otp-login', form()));
    // the same nodes, in their printed group, still running
    expect(input('#awp_whatsapp')).toBe(phone);
    expect(phone.closest('.iti')).toBe(iti);
    expect(iti?.closest('#awp_whatsapp_group')).not.toBeNull();
    expect($('#awp_whatsapp_group .intl-tel-status')).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(phone.selectionStart).toBe(4);
    await user.keyboard('1234567');
    expect(phone.value).toBe('01001234567');
    const seen = recordRequests();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    expect(seen[0]?.body).toContain('whatsapp=201001234567');
  });

  it('login first: the phone field then mounts on the printed input, which the login sends as E.164', async () => {
    const user = await mount();
    const phone = input('#awp_whatsapp');
    unmounts.push(await mountWidget('phone-field', phone));
    expect(phone.closest('.iti')?.closest('#awp_whatsapp_group')).not.toBeNull();
    await user.type(phone, '01001234567');
    const seen = recordRequests();
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(seen[0]?.body).toContain('whatsapp=201001234567'));
  });

  it('unmounting gives the printed markup back with the same number input in its group', async () => {
    loadPage('/login/');
    const phone = input('#awp_whatsapp');
    const stop = await mountWidget('otp-login', form());
    await stop();
    expect(input('#awp_whatsapp')).toBe(phone);
    expect(phone.parentElement?.id).toBe('awp_whatsapp_group');
    expect($('#awp_request_otp_whatsapp').textContent).toContain('إرسال الرمز');
  });
});

describe('WhatsApp code login', () => {
  it('requests a code for a number in Arabic-Indic digits, shows the code view, verifies a pasted Persian code and redirects', async () => {
    const user = await mount();
    const seen = recordRequests();
    await requestCode(user, '٢٠١٠٠١٢٣٤٥٦٧');
    expect(shown('#awp_whatsapp_group')).toBe(false);
    expect(shown('#awp_verify_otp_whatsapp')).toBe(true);
    expect(shown('#awp_resend_otp_whatsapp')).toBe(true);
    expect(shown('#awp_request_otp_whatsapp')).toBe(false);
    expect(shown('#awp_otp_sent_message_whatsapp')).toBe(true);
    expect($('.awp-tabs').style.display).toBe('none');
    expect($('.awp-login-title').textContent).toBe('تحقق من واتساب');
    expect($('.awp-login-description').textContent).toBe('أرسلنا لك رمزًا من 6 أرقام إلى +201001234567');
    expect($('#otp-icon').className).toBe('ri-whatsapp-line');
    await waitFor(() => expect(document.activeElement).toBe(input('#awp_otp_whatsapp')));
    expect(input('#awp_otp_whatsapp').getAttribute('autocomplete')).toBe('one-time-code');
    expect(input('#awp_otp_whatsapp').getAttribute('inputmode')).toBe('numeric');
    expect($<HTMLButtonElement>('#awp_resend_otp_whatsapp').disabled).toBe(true);
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 15 ث');

    const code = state().lastCode;
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    await user.paste(`${persian.slice(0, 3)} ${persian.slice(3)}`);
    expect(input('#awp_otp_whatsapp').value).toBe(code);
    await user.click($('#awp_verify_otp_whatsapp'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/', '/'));
    expect($('#awp_login_message_whatsapp .success').textContent).toBe('تم تسجيل الدخول بنجاح.');
    expect(backend.session().userId).toBe(7);
    expect(getStore().getState().session.loggedIn).toBe(true);
    // the button stays busy while the page leaves: another click sends nothing
    expect($('#awp_verify_otp_whatsapp').getAttribute('aria-busy')).toBe('true');
    await user.click($('#awp_verify_otp_whatsapp'));
    expect(seen).toHaveLength(2);
    for (const r of seen) {
      expect(new URL(r.url).searchParams.get('_nocache')).toMatch(/^\d+$/);
      expect(r.url).not.toContain(code);
      expect(r.url).not.toContain('201001234567');
    }
    expect(seen[0]?.body).toContain('whatsapp=201001234567');
    expect(seen[1]?.body).toContain(`otp=${code}`);
    expect(seen[1]?.body).toContain(`nonce=${getStore().getState().session.nonces.awp_otp_nonce}`);
  });

  it('sends an unknown number to signup (redirect_to_signup)', async () => {
    const user = await mount();
    await user.type(input('#awp_whatsapp'), '+20 109 999 9999');
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/signup/?pre_phone=201099999999'));
    expect(shown('#awp_whatsapp_group')).toBe(true);
  });

  it('plain permalinks: the esc_url()-encoded redirect_to_signup (&#038;) is followed decoded, pre_phone kept', async () => {
    const user = await mount('/login/?permalinks=plain');
    await user.type(input('#awp_whatsapp'), '+20 109 999 9999');
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/?page_id=2020&pre_phone=201099999999'));
  });

  it('says a wrong code is invalid, keeps the code view and what was typed', async () => {
    const user = await mount();
    await requestCode(user);
    await user.type(input('#awp_otp_whatsapp'), state().lastCode === '000000' ? '111111' : '000000');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .error').textContent).toBe(
        'رمز التحقق غير صالح أو منتهي الصلاحية.',
      ),
    );
    expect($('#awp_login_message_whatsapp .error').getAttribute('role')).toBe('alert');
    expect(navigateTo).not.toHaveBeenCalled();
    expect(input('#awp_otp_whatsapp').value).toMatch(/^\d{6}$/);
    expect(input('#awp_whatsapp').value).toBe('201001234567');
  });

  it('says an expired code is invalid', async () => {
    const user = await mount();
    await requestCode(user);
    for (const c of state().codes.values()) c.expires = 0;
    await user.type(input('#awp_otp_whatsapp'), state().lastCode);
    await user.click($('#awp_verify_otp_whatsapp'));
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .error').textContent).toBe(
        'رمز التحقق غير صالح أو منتهي الصلاحية.',
      ),
    );
  });

  it('sends one request for a double-clicked request and for a double-clicked verify', async () => {
    const user = await mount();
    const seen = recordRequests();
    backend.addFault({ route: 'ajax:awp_*', fault: 'slow:300' });
    await user.type(input('#awp_whatsapp'), '201001234567');
    await user.dblClick($('#awp_request_otp_whatsapp'));
    expect($('#awp_request_otp_whatsapp').getAttribute('aria-busy')).toBe('true');
    expect($('#awp_request_otp_whatsapp').classList.contains('is-loading')).toBe(true);
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    expect($('#awp_request_otp_whatsapp').classList.contains('is-loading')).toBe(false);
    await user.type(input('#awp_otp_whatsapp'), state().lastCode);
    await user.dblClick($('#awp_verify_otp_whatsapp'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    expect(seen.filter((r) => r.body.includes('action=awp_request_otp'))).toHaveLength(1);
    expect(seen.filter((r) => r.body.includes('action=awp_verify_otp'))).toHaveLength(1);
  });

  it('asks for every field before sending anything (contact, then the code)', async () => {
    const user = await mount();
    const seen = recordRequests();
    await user.click($('#awp_request_otp_whatsapp'));
    const first = $('#awp_login_message_whatsapp .error');
    expect(first.textContent).toBe('يرجى ملء جميع الحقول المطلوبة.');
    expect(document.activeElement).toBe(input('#awp_whatsapp'));
    await user.click($('#awp_request_otp_whatsapp'));
    // said again: a new alert node, announced again
    expect($('#awp_login_message_whatsapp .error')).not.toBe(first);
    await requestCode(user);
    await user.click($('#awp_verify_otp_whatsapp'));
    expect($('#awp_login_message_whatsapp .error').textContent).toBe('يرجى ملء جميع الحقول المطلوبة.');
    expect(document.activeElement).toBe(input('#awp_otp_whatsapp'));
    expect(seen.filter((r) => r.body.includes('action=awp_verify_otp'))).toHaveLength(0);
  });

  it('the edit link (keyboard) restores the branding, the tabs and the number field', async () => {
    const user = await mount();
    const before = $('.awp-login-branding').innerHTML;
    await requestCode(user);
    const edit = $('.awp-edit-whatsapp');
    expect(edit.getAttribute('role')).toBe('button');
    expect(edit.tabIndex).toBe(0);
    edit.focus();
    await user.keyboard('{Enter}');
    expect($('.awp-login-branding').innerHTML).toBe(before);
    expect($('.awp-tabs').style.display).toBe('');
    expect(shown('#awp_whatsapp_group')).toBe(true);
    expect(shown('#awp_otp_group_whatsapp')).toBe(false);
    expect(shown('#awp_request_otp_whatsapp')).toBe(true);
    expect(shown('#awp_verify_otp_whatsapp')).toBe(false);
    expect(input('#awp_whatsapp').value).toBe('201001234567');
    await waitFor(() => expect(document.activeElement).toBe(input('#awp_whatsapp')));
  });
});

describe('failures (Wawp’s login messages)', () => {
  it.each([
    ['offline', 'خطأ في الشبكة. يرجى التحقق من اتصالك.'],
    ['500', 'فشل الطلب. يرجى المحاولة مرة أخرى.'],
    ['html', 'فشل الطلب. يرجى المحاولة مرة أخرى.'],
    ['invalid-json', 'فشل الطلب. يرجى المحاولة مرة أخرى.'],
    ['nonce', 'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.'],
  ] as const)('%s: says so, keeps the button usable and what the shopper typed', async (fault, text) => {
    const user = await mount();
    backend.addFault({ route: 'ajax:awp_request_otp', fault, times: 1 });
    await user.type(input('#awp_whatsapp'), '201001234567');
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe(text));
    expect($('#awp_request_otp_whatsapp').getAttribute('aria-busy')).toBe('false');
    expect(document.querySelector('.awp-progress-box')).toBeNull();
    expect(input('#awp_whatsapp').value).toBe('201001234567');
    expect(shown('#awp_whatsapp_group')).toBe(true);
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
  });

  it('a 200 with {error:true} or an empty body: the fallback text, nothing breaks', async () => {
    const user = await mount();
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ error: true })));
    await user.type(input('#awp_whatsapp'), '201001234567');
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .error').textContent).toBe(
        'رمز التحقق غير صالح أو منتهي الصلاحية.',
      ),
    );
    server.use(http.post('*/wp-admin/admin-ajax.php', () => new HttpResponse('', { status: 200 })));
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .error').textContent).toBe('فشل الطلب. يرجى المحاولة مرة أخرى.'),
    );
    expect(shown('#awp_whatsapp_group')).toBe(true);
  });

  it('another HTTP failure shows the server’s data string', async () => {
    const user = await mount();
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: false, data: 'الخدمة مشغولة' }, { status: 503 }),
      ),
    );
    await user.type(input('#awp_whatsapp'), '201001234567');
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('الخدمة مشغولة'));
  });

  it('markup in a server message is shown inert, never executed', async () => {
    const user = await mount();
    const onerror = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = onerror;
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({
          success: false,
          data: '<img src=x onerror="window.pwned()"><svg/onload=window.pwned()>&lt;img src=x onerror=window.pwned()&gt; رسالة',
        }),
      ),
    );
    await user.type(input('#awp_whatsapp'), '201001234567');
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toContain('رسالة'));
    const box = $('#awp_login_message_whatsapp');
    expect(box.querySelector('[onerror], [onload]')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(onerror).not.toHaveBeenCalled();
  });

  it('times out after 20 s with the network text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = await mount();
    backend.addFault({ route: 'ajax:awp_request_otp', fault: 'timeout', times: 1 });
    type('#awp_whatsapp', '201001234567');
    await user.click($('#awp_request_otp_whatsapp'));
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_TIMEOUT_MS - 100));
    expect($('#awp_login_message_whatsapp').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .error').textContent).toBe(
        'خطأ في الشبكة. يرجى التحقق من اتصالك.',
      ),
    );
  });
});

describe('progress texts and the resend cooldown (fake timers)', () => {
  it('rotates bridge 1200 ms, almost 1600 ms, go 1600 ms, a 1200 ms pause, and again, until the answer', async () => {
    await mount();
    vi.useFakeTimers({ shouldAdvanceTime: false });
    backend.addFault({ route: 'ajax:awp_request_otp', fault: 'slow:9000', times: 1 });
    type('#awp_whatsapp', '201001234567');
    act(() => fireEvent.click($('#awp_request_otp_whatsapp')));
    const box = () => document.querySelector<HTMLElement>('.awp-progress-box');
    expect(box()?.textContent).toBe('نبني جسرًا آمنًا بينك وبيننا…');
    expect(box()?.getAttribute('role')).toBe('status');
    const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await step(1199);
    expect(box()?.textContent).toBe('نبني جسرًا آمنًا بينك وبيننا…');
    await step(1);
    expect(box()?.textContent).toBe('أوشكنا على إرسال الرمز إلى واتساب…');
    await step(1600);
    expect(box()?.textContent).toBe('ها نحن ذا…');
    await step(1600 + 1199);
    expect(box()?.textContent).toBe('ها نحن ذا…');
    await step(1);
    expect(box()?.textContent).toBe('نبني جسرًا آمنًا بينك وبيننا…');
    await step(4000);
    vi.useRealTimers();
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    expect(box()).toBeNull();
  });

  it('the cooldown is attempts × 15 s: counts down, the resend works after it, then 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    loadPage('/login/');
    unmounts.push(await mountWidget('otp-login', form()));
    await requestCode(user);
    const resend = $<HTMLButtonElement>('#awp_resend_otp_whatsapp');
    expect(resend.disabled).toBe(true);
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 15 ث');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 14 ث');
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(resend.disabled).toBe(false);
    expect(document.querySelector('.awp-resend-timer')).toBeNull();
    await user.click(resend);
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .success').textContent).toBe('تم إرسال رمز التحقق بنجاح.'),
    );
    expect(resend.disabled).toBe(true);
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 30 ث');
  });

  it('resend with no text from the server says “Failed to resend OTP.”', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    loadPage('/login/');
    unmounts.push(await mountWidget('otp-login', form()));
    await requestCode(user);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false })));
    await user.click($('#awp_resend_otp_whatsapp'));
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .error').textContent).toBe('تعذّر إعادة إرسال رمز التحقق.'),
    );
  });
});

describe('e-mail code and password login', () => {
  it('e-mail: code view with the address, verified with Enter', async () => {
    const user = await mount();
    await user.click($('li[data-tab="email_otp"]'));
    await user.type(input('#awp_email'), 'mona.adel@example.com{Enter}');
    await waitFor(() => expect(shown('#awp_otp_group_email')).toBe(true));
    expect($('.awp-login-title').textContent).toBe('تحقق من بريدك الإلكتروني');
    expect($('.awp-login-description').textContent).toBe(
      'أرسلنا لك رمزًا من 6 أرقام إلى mona.adel@example.com',
    );
    expect($('#otp-icon').className).toBe('ri-mail-line');
    await user.type(input('#awp_otp_email'), `${state().lastCode}{Enter}`);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/', '/'));
    expect(backend.session().userId).toBe(8);
  });

  it('e-mail: an unknown address gets the server’s text; no text at all gets “Failed to send OTP.”', async () => {
    const user = await mount();
    await user.click($('li[data-tab="email_otp"]'));
    await user.type(input('#awp_email'), 'nobody@example.com');
    await user.click($('#awp_request_otp_email'));
    await waitFor(() =>
      expect($('#awp_login_message_email .error').textContent).toBe('لا يوجد مستخدم بهذا البريد الإلكتروني.'),
    );
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false })));
    await user.click($('#awp_request_otp_email'));
    await waitFor(() =>
      expect($('#awp_login_message_email .error').textContent).toBe('تعذّر إرسال رمز التحقق.'),
    );
  });

  it('password: the shared toggle; a wrong password shows WordPress’s message inert; the right one redirects', async () => {
    const user = await mount();
    await user.click($('li[data-tab="email_password"]'));
    expect($('#show-icon').hidden).toBe(true);
    const toggle = $<HTMLButtonElement>('#email_password button.show-password-input');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input('#awp_password_password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(input('#awp_password_password'));
    await user.click(toggle);
    await user.type(input('#awp_login_email'), 'customer');
    await user.type(input('#awp_password_password'), 'wrong');
    await user.click($('#awp_login_email_password'));
    await waitFor(() =>
      expect($('#awp_login_message_email_password .error').textContent).toContain('كلمة المرور التي أدخلتها'),
    );
    expect($('#awp_login_message_email_password strong')?.textContent).toBe('خطأ:');
    expect(input('#awp_password_password').value).toBe('wrong');
    await user.clear(input('#awp_password_password'));
    await user.type(input('#awp_password_password'), 'Passw0rd!{Enter}');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/', '/'));
    expect(backend.session().userId).toBe(7);
  });

  it('password: no text from the server gets “Login failed.”; empty fields are asked for', async () => {
    const user = await mount();
    await user.click($('li[data-tab="email_password"]'));
    await user.click($('#awp_login_email_password'));
    expect($('#awp_login_message_email_password .error').textContent).toBe('يرجى ملء جميع الحقول المطلوبة.');
    expect(document.activeElement).toBe(input('#awp_login_email'));
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: null })),
    );
    await user.type(input('#awp_login_email'), 'customer');
    await user.type(input('#awp_password_password'), 'x');
    await user.click($('#awp_login_email_password'));
    await waitFor(() =>
      expect($('#awp_login_message_email_password .error').textContent).toBe('فشل تسجيل الدخول.'),
    );
  });
});

describe('required fields per method: the plugin’s message, nothing sent', () => {
  // a text of the shop's own, so the plugin's awpOtpAjax.emptyFields is seen to win over our fallback
  const PLUGIN_TEXT = 'أكمل الحقول الناقصة من فضلك.';
  const withShopText = () => {
    const w = window as unknown as { awpOtpAjax: Record<string, unknown> };
    w.awpOtpAjax.emptyFields = PLUGIN_TEXT;
  };
  const messageOf = (pane: string) => $(`#awp_login_message_${pane} .error`).textContent;

  for (const [tab, pane] of [
    ['whatsapp_otp', 'whatsapp'],
    ['email_otp', 'email'],
  ] as const) {
    it(`${tab}: an empty or blank contact stops the request; the field gets the focus`, async () => {
      const user = await mount('/login/', withShopText);
      const seen = recordRequests();
      await user.click($(`li[data-tab="${tab}"]`));
      await user.click($(`#awp_request_otp_${pane}`));
      expect(messageOf(pane)).toBe(PLUGIN_TEXT);
      expect(document.activeElement).toBe(input(`#awp_${pane}`));
      await user.type(input(`#awp_${pane}`), '   ');
      await user.click($(`#awp_request_otp_${pane}`));
      expect(messageOf(pane)).toBe(PLUGIN_TEXT);
      expect(shown(`#awp_otp_group_${pane}`)).toBe(false);
      // nothing was sent: the first request is the one made once the field is filled
      await user.clear(input(`#awp_${pane}`));
      await user.type(input(`#awp_${pane}`), pane === 'email' ? 'mona.adel@example.com' : '201001234567');
      await user.click($(`#awp_request_otp_${pane}`));
      await waitFor(() => expect(shown(`#awp_otp_group_${pane}`)).toBe(true));
      expect(seen).toHaveLength(1);
      expect(new URLSearchParams(seen[0]?.body).get(pane)).toMatch(/\S/);
    });
  }

  it('whatsapp_otp and email_otp: an empty code stops the verify', async () => {
    const user = await mount('/login/', withShopText);
    await requestCode(user);
    const seen = recordRequests();
    await user.click($('#awp_verify_otp_whatsapp'));
    expect(messageOf('whatsapp')).toBe(PLUGIN_TEXT);
    expect(document.activeElement).toBe(input('#awp_otp_whatsapp'));
    await user.click($('li[data-tab="email_otp"]'));
    await user.type(input('#awp_email'), 'mona.adel@example.com');
    await user.click($('#awp_request_otp_email'));
    await waitFor(() => expect(shown('#awp_otp_group_email')).toBe(true));
    await user.click($('#awp_verify_otp_email'));
    expect(messageOf('email')).toBe(PLUGIN_TEXT);
    expect(document.activeElement).toBe(input('#awp_otp_email'));
    // nothing was sent: the only verify is the one made once a code is typed
    await user.type(input('#awp_otp_email'), '123456');
    await user.click($('#awp_verify_otp_email'));
    await waitFor(() => expect(seen.filter((r) => r.body.includes('action=awp_verify_otp'))).toHaveLength(1));
    const verify = seen.find((r) => r.body.includes('action=awp_verify_otp'));
    expect(new URLSearchParams(verify?.body).get('otp')).toBe('123456');
    expect(seen.map((r) => new URLSearchParams(r.body).get('action'))).toEqual([
      'awp_request_otp',
      'awp_verify_otp',
    ]);
  });

  it('email_password: an empty login, then an empty password, each stop the login', async () => {
    const user = await mount('/login/', withShopText);
    const seen = recordRequests();
    await user.click($('li[data-tab="email_password"]'));
    await user.type(input('#awp_password_password'), 'Passw0rd!');
    await user.click($('#awp_login_email_password'));
    expect(messageOf('email_password')).toBe(PLUGIN_TEXT);
    expect(document.activeElement).toBe(input('#awp_login_email'));
    await user.clear(input('#awp_password_password'));
    await user.type(input('#awp_login_email'), 'customer');
    await user.click($('#awp_login_email_password'));
    expect(messageOf('email_password')).toBe(PLUGIN_TEXT);
    expect(document.activeElement).toBe(input('#awp_password_password'));
    // nothing was sent: the first request is the login made once both are filled
    await user.type(input('#awp_password_password'), 'wrong');
    await user.click($('#awp_login_email_password'));
    await waitFor(() => expect(seen).toHaveLength(1));
    const sent = new URLSearchParams(seen[0]?.body);
    expect([sent.get('login'), sent.get('password')]).toEqual(['customer', 'wrong']);
  });
});

describe('our Arabic fallbacks when the platform prints no texts', () => {
  it('titles, sent-to line, countdown, progress and the empty-fields text come from our catalogue', async () => {
    const user = await mount('/login/', () => {
      const w = window as unknown as Record<string, unknown>;
      delete w.awpOtpL10n;
      (w.awpOtpAjax as Record<string, unknown>).emptyFields = '';
    });
    await user.click($('#awp_request_otp_whatsapp'));
    expect($('#awp_login_message_whatsapp .error').textContent).toBe('يرجى ملء جميع الحقول المطلوبة.');
    backend.addFault({ route: 'ajax:awp_request_otp', fault: 'slow:100', times: 1 });
    await user.type(input('#awp_whatsapp'), '201001234567');
    await user.click($('#awp_request_otp_whatsapp'));
    expect($('.awp-progress-box').textContent).toBe('نبني جسرًا آمنًا بينك وبيننا…');
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    expect($('.awp-login-title').textContent).toBe('أدخل رقم واتساب الخاص بك');
    expect($('.awp-login-description').textContent).toBe('أرسلنا لك رمزًا من 6 أرقام إلى +201001234567');
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 15 ث');
  });

  it('request and verify with no text from the server: “Invalid or expired OTP.”', async () => {
    const user = await mount();
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: '' })));
    await user.type(input('#awp_whatsapp'), '201001234567');
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .error').textContent).toBe(
        'رمز التحقق غير صالح أو منتهي الصلاحية.',
      ),
    );
    server.resetHandlers();
    await user.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: false, data: { message: '' } }),
      ),
    );
    await user.type(input('#awp_otp_whatsapp'), '123456');
    await user.click($('#awp_verify_otp_whatsapp'));
    await waitFor(() =>
      expect($('#awp_login_message_whatsapp .error').textContent).toBe(
        'رمز التحقق غير صالح أو منتهي الصلاحية.',
      ),
    );
  });

  it('e-mail title fallback', async () => {
    const user = await mount('/login/', () => {
      delete (window as unknown as Record<string, unknown>).awpOtpL10n;
    });
    await user.click($('li[data-tab="email_otp"]'));
    await user.type(input('#awp_email'), 'mona.adel@example.com');
    await user.click($('#awp_request_otp_email'));
    await waitFor(() => expect($('.awp-login-title').textContent).toBe('أدخل بريدك الإلكتروني'));
  });
});

describe('login accessibility', () => {
  it('axe: the tabs, the panes, an error and the code view', async () => {
    const user = await mount();
    expect(await axeViolations(form())).toEqual([]);
    await user.click($('#awp_request_otp_whatsapp'));
    expect(await axeViolations(form())).toEqual([]);
    await requestCode(user);
    expect(await axeViolations(form())).toEqual([]);
    await user.click($('li[data-tab="email_password"]'));
  }, 60_000);
});
