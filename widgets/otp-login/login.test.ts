import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadPage } from '../../src/testing/page';
import { backend, server } from '../../src/testing/server';
import { addArabic } from '../../src/i18n';
import { mountOtpLogin } from './login';
import { navigate } from '../../src/dom/navigate';
import { getStore } from '../../src/store';
import { arabic } from './ar';
import { $, input, recordRequests, state, type } from '../../src/testing/identity';

vi.mock('../../src/dom/navigate', () => ({ navigate: vi.fn() }));

const shown = (sel: string) => $(sel).style.display !== 'none';

let stop = () => {};
const mount = (path = '/login/') => {
  loadPage(path);
  stop = mountOtpLogin($('.awp-otp-login-form'), getStore());
};

beforeEach(() => {
  addArabic(arabic);
  vi.mocked(navigate).mockClear();
});
afterEach(() => {
  stop();
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('login tabs (APG)', () => {
  it('makes Wawp’s list a tablist, selects the configured first tab, and moves with arrows mirrored in RTL, Home and End', () => {
    mount();
    const tabs = Array.from(document.querySelectorAll<HTMLElement>('li.awp-tab'));
    expect($('ul.awp-tab-list').getAttribute('role')).toBe('tablist');
    expect(tabs.map((t) => t.getAttribute('role'))).toEqual(['tab', 'tab', 'tab']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs[0]?.tabIndex).toBe(0);
    expect(tabs[1]?.tabIndex).toBe(-1);
    expect($('#whatsapp_otp').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    document.documentElement.dir = 'rtl';
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' }); // next in RTL
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect($('#email_otp').classList.contains('active')).toBe(true);
    expect($('#whatsapp_otp').classList.contains('active')).toBe(false);
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[2]!);
    expect($('#email_password').classList.contains('active')).toBe(true);
  });

  it('starts on the tab awpOtpAjax.first_login_method names', () => {
    loadPage('/login/');
    (window as unknown as { awpOtpAjax: { first_login_method: string } }).awpOtpAjax.first_login_method = 'email_otp';
    stop = mountOtpLogin($('.awp-otp-login-form'), getStore());
    expect($('li[data-tab="email_otp"]').getAttribute('aria-selected')).toBe('true');
    expect($('#email_otp').classList.contains('active')).toBe(true);
  });

  it('hides the tab list when only one method is on', () => {
    mount('/login/?methods=email_password');
    expect($('.awp-tabs').style.display).toBe('none');
    expect($('ul.awp-tab-list').getAttribute('role')).toBeNull();
    expect($('#email_password').classList.contains('active')).toBe(true);
  });
});

describe('WhatsApp code login', () => {
  it('requests a code for a known number typed in Arabic-Indic digits, shows the code view, verifies and redirects', async () => {
    mount();
    const seen = recordRequests();
    type('#awp_whatsapp', '٢٠١٠٠١٢٣٤٥٦٧');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    expect(shown('#awp_whatsapp_group')).toBe(false);
    expect(shown('#awp_verify_otp_whatsapp')).toBe(true);
    expect(shown('#awp_resend_otp_whatsapp')).toBe(true);
    expect(shown('#awp_request_otp_whatsapp')).toBe(false);
    expect(shown('#awp_otp_sent_message_whatsapp')).toBe(true);
    expect($('.awp-tabs').style.display).toBe('none');
    expect($('.awp-login-title').textContent).toBe('تحقق من واتساب');
    expect($('.awp-login-description').textContent).toBe('أرسلنا لك رمزًا من 6 أرقام إلى +201001234567');
    expect($('#otp-icon').className).toBe('ri-whatsapp-line');
    expect(document.activeElement).toBe(input('#awp_otp_whatsapp'));
    expect(input('#awp_otp_whatsapp').getAttribute('autocomplete')).toBe('one-time-code');
    expect(input('#awp_otp_whatsapp').getAttribute('inputmode')).toBe('numeric');
    // the cooldown: 15 s on the first request
    expect($<HTMLButtonElement>('#awp_resend_otp_whatsapp').disabled).toBe(true);
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 15 ث');

    // the code pasted in Persian digits with a space
    const code = state().lastCode;
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    type('#awp_otp_whatsapp', `${persian.slice(0, 3)} ${persian.slice(3)}`);
    expect(input('#awp_otp_whatsapp').value).toBe(code);
    fireEvent.click($('#awp_verify_otp_whatsapp'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', '/'));
    expect($('#awp_login_message_whatsapp .success').textContent).toBe('تم تسجيل الدخول بنجاح.');
    expect(backend.session().userId).toBe(7);
    expect(getStore().getState().session.loggedIn).toBe(true); // the session slice knows before the page leaves
    // codes and numbers travel in POST bodies only; every call carries a fresh _nocache
    expect(seen).toHaveLength(2);
    for (const r of seen) {
      const url = new URL(r.url);
      expect(url.searchParams.get('_nocache')).toMatch(/^\d+$/);
      expect(r.url).not.toContain(code);
      expect(r.url).not.toContain('201001234567');
    }
    expect(seen[0]?.body).toContain('whatsapp=201001234567');
    expect(seen[1]?.body).toContain(`otp=${code}`);
  });

  it('sends an unknown number to signup (redirect_to_signup)', async () => {
    mount();
    type('#awp_whatsapp', '+20 109 999 9999');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup/?pre_phone=201099999999'));
    expect(shown('#awp_whatsapp_group')).toBe(true);
  });

  it('says a wrong code is invalid, keeps the code view and what was typed', async () => {
    mount();
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    type('#awp_otp_whatsapp', state().lastCode === '000000' ? '111111' : '000000');
    fireEvent.click($('#awp_verify_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('رمز التحقق غير صالح أو منتهي الصلاحية.'));
    expect(navigate).not.toHaveBeenCalled();
    expect(input('#awp_otp_whatsapp').value).toMatch(/^\d{6}$/);
    expect(input('#awp_whatsapp').value).toBe('201001234567');
  });

  it('says an expired code is invalid', async () => {
    mount();
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    for (const c of state().codes.values()) c.expires = 0;
    type('#awp_otp_whatsapp', state().lastCode);
    fireEvent.click($('#awp_verify_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('رمز التحقق غير صالح أو منتهي الصلاحية.'));
  });

  it('sends one request for a double-clicked request and for a double-clicked verify', async () => {
    mount();
    const seen = recordRequests();
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    fireEvent.click($('#awp_request_otp_whatsapp'));
    expect($('#awp_request_otp_whatsapp').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    type('#awp_otp_whatsapp', state().lastCode);
    fireEvent.click($('#awp_verify_otp_whatsapp'));
    fireEvent.click($('#awp_verify_otp_whatsapp'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(seen.filter((r) => r.body.includes('action=awp_request_otp'))).toHaveLength(1);
    expect(seen.filter((r) => r.body.includes('action=awp_verify_otp'))).toHaveLength(1);
  });

  it('asks for every field before sending anything', async () => {
    mount();
    const seen = recordRequests();
    fireEvent.click($('#awp_request_otp_whatsapp'));
    expect($('#awp_login_message_whatsapp .error').textContent).toBe('يرجى ملء جميع الحقول المطلوبة.');
    expect(document.activeElement).toBe(input('#awp_whatsapp'));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toHaveLength(0);
  });

  it('the edit link restores the branding, the tabs and the number field', async () => {
    mount();
    const before = $('.awp-login-branding').innerHTML;
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    const edit = $('.awp-edit-whatsapp');
    expect(edit.getAttribute('role')).toBe('button');
    expect(edit.tabIndex).toBe(0);
    fireEvent.keyDown(edit, { key: 'Enter' });
    expect($('.awp-login-branding').innerHTML).toBe(before);
    expect($('.awp-tabs').style.display).toBe('');
    expect(shown('#awp_whatsapp_group')).toBe(true);
    expect(shown('#awp_otp_group_whatsapp')).toBe(false);
    expect(shown('#awp_request_otp_whatsapp')).toBe(true);
    expect(shown('#awp_verify_otp_whatsapp')).toBe(false);
    expect(input('#awp_whatsapp').value).toBe('201001234567');
  });
});

describe('failures', () => {
  it.each([
    ['offline', 'خطأ في الشبكة. يرجى التحقق من اتصالك.'],
    ['500', 'فشل الطلب. يرجى المحاولة مرة أخرى.'],
    ['html', 'فشل الطلب. يرجى المحاولة مرة أخرى.'],
    ['invalid-json', 'فشل الطلب. يرجى المحاولة مرة أخرى.'],
    ['nonce', 'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.'],
  ] as const)('%s: says so, keeps the button usable and what the shopper typed', async (fault, text) => {
    mount();
    backend.addFault({ route: 'ajax:awp_request_otp', fault, times: 1 });
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe(text));
    expect($('#awp_request_otp_whatsapp').getAttribute('aria-busy')).toBe('false');
    expect(input('#awp_whatsapp').value).toBe('201001234567');
    expect(shown('#awp_whatsapp_group')).toBe(true);
    // and works again on the next try
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
  });

  it('a 200 with {error:true} or an empty body: the fallback text, nothing breaks', async () => {
    mount();
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ error: true })));
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('رمز التحقق غير صالح أو منتهي الصلاحية.'));
    server.use(http.post('*/wp-admin/admin-ajax.php', () => new HttpResponse('', { status: 200 })));
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('فشل الطلب. يرجى المحاولة مرة أخرى.'));
    expect(shown('#awp_whatsapp_group')).toBe(true);
  });

  it('another HTTP failure shows the server’s data string', async () => {
    mount();
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: 'الخدمة مشغولة' }, { status: 503 })));
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('الخدمة مشغولة'));
  });

  it('markup in a server message is shown inert, never executed', async () => {
    mount();
    const onerror = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = onerror;
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: false, data: '<img src=x onerror="window.pwned()"><svg/onload=window.pwned()>&lt;img src=x onerror=window.pwned()&gt; رسالة' }),
      ),
    );
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toContain('رسالة'));
    const box = $('#awp_login_message_whatsapp');
    expect(box.querySelector('[onerror], [onload]')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('src')).toBe('x');
    await new Promise((r) => setTimeout(r, 20));
    expect(onerror).not.toHaveBeenCalled();
  });

  it('times out after 20 s with the network text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount();
    backend.addFault({ route: 'ajax:awp_request_otp', fault: 'timeout', times: 1 });
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await vi.advanceTimersByTimeAsync(19_900);
    expect($('#awp_login_message_whatsapp').textContent).toBe('');
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('خطأ في الشبكة. يرجى التحقق من اتصالك.'));
  });
});

describe('progress texts and the resend cooldown (fake timers)', () => {
  it('rotates bridge 1200 ms, almost 1600 ms, go 1600 ms, a 1200 ms pause, and again, until the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    mount();
    backend.addFault({ route: 'ajax:awp_request_otp', fault: 'slow:9000', times: 1 });
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    const box = () => document.querySelector<HTMLElement>('.awp-progress-box');
    expect(box()?.textContent).toBe('نبني جسرًا آمنًا بينك وبيننا…');
    await vi.advanceTimersByTimeAsync(1199);
    expect(box()?.textContent).toBe('نبني جسرًا آمنًا بينك وبيننا…');
    await vi.advanceTimersByTimeAsync(1);
    expect(box()?.textContent).toBe('أوشكنا على إرسال الرمز إلى واتساب…');
    await vi.advanceTimersByTimeAsync(1600);
    expect(box()?.textContent).toBe('ها نحن ذا…');
    await vi.advanceTimersByTimeAsync(1600 + 1199);
    expect(box()?.textContent).toBe('ها نحن ذا…');
    await vi.advanceTimersByTimeAsync(1);
    expect(box()?.textContent).toBe('نبني جسرًا آمنًا بينك وبيننا…');
    await vi.advanceTimersByTimeAsync(4000);
    vi.useRealTimers();
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    expect(box()).toBeNull();
  });

  it('the cooldown is attempts × 15 s: 15 s after the request, 30 s after a resend', async () => {
    mount();
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    const resend = $<HTMLButtonElement>('#awp_resend_otp_whatsapp');
    expect(resend.disabled).toBe(true);
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 15 ث');
    resend.disabled = false; // as if the 15 s had passed (the countdown itself: cooldown.test.ts)
    fireEvent.click(resend);
    await waitFor(() => expect($('#awp_login_message_whatsapp .success').textContent).toBe('تم إرسال رمز التحقق بنجاح.'));
    expect(resend.disabled).toBe(true);
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 30 ث');
  });
});

describe('e-mail code and password login', () => {
  it('e-mail: code view with the address, then a wrong-address failure text', async () => {
    mount();
    fireEvent.click($('li[data-tab="email_otp"]'));
    type('#awp_email', 'mona.adel@example.com');
    fireEvent.click($('#awp_request_otp_email'));
    await waitFor(() => expect(shown('#awp_otp_group_email')).toBe(true));
    expect($('.awp-login-title').textContent).toBe('تحقق من بريدك الإلكتروني');
    expect($('.awp-login-description').textContent).toBe('أرسلنا لك رمزًا من 6 أرقام إلى mona.adel@example.com');
    expect($('#otp-icon').className).toBe('ri-mail-line');
    type('#awp_otp_email', state().lastCode);
    fireEvent.keyDown(input('#awp_otp_email'), { key: 'Enter' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', '/'));
    expect(backend.session().userId).toBe(8);
  });

  it('e-mail: an unknown address gets the server’s text; no text at all gets “Failed to send OTP.”', async () => {
    mount();
    fireEvent.click($('li[data-tab="email_otp"]'));
    type('#awp_email', 'nobody@example.com');
    fireEvent.click($('#awp_request_otp_email'));
    await waitFor(() => expect($('#awp_login_message_email .error').textContent).toBe('لا يوجد مستخدم بهذا البريد الإلكتروني.'));
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false })));
    fireEvent.click($('#awp_request_otp_email'));
    await waitFor(() => expect($('#awp_login_message_email .error').textContent).toBe('تعذّر إرسال رمز التحقق.'));
  });

  it('password: the shared toggle replaces the icons; a wrong password shows WordPress’s message inert; the right one redirects', async () => {
    mount();
    fireEvent.click($('li[data-tab="email_password"]'));
    expect($('#show-icon').style.display).toBe('none');
    const toggle = $<HTMLButtonElement>('#email_password button.show-password-input');
    fireEvent.click(toggle);
    expect(input('#awp_password_password').type).toBe('text');
    fireEvent.click(toggle);
    type('#awp_login_email', 'customer');
    type('#awp_password_password', 'wrong');
    fireEvent.click($('#awp_login_email_password'));
    await waitFor(() => expect($('#awp_login_message_email_password .error').textContent).toContain('كلمة المرور التي أدخلتها'));
    expect($('#awp_login_message_email_password strong')?.textContent).toBe('خطأ:');
    expect(input('#awp_password_password').value).toBe('wrong');
    type('#awp_password_password', 'Passw0rd!');
    fireEvent.click($('#awp_login_email_password'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', '/'));
    expect(backend.session().userId).toBe(7);
  });

  it('password: no text from the server gets “Login failed.”; empty fields are asked for', async () => {
    mount();
    fireEvent.click($('li[data-tab="email_password"]'));
    fireEvent.click($('#awp_login_email_password'));
    expect($('#awp_login_message_email_password .error').textContent).toBe('يرجى ملء جميع الحقول المطلوبة.');
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: null })));
    type('#awp_login_email', 'customer');
    type('#awp_password_password', 'x');
    fireEvent.click($('#awp_login_email_password'));
    await waitFor(() => expect($('#awp_login_message_email_password .error').textContent).toBe('فشل تسجيل الدخول.'));
  });

  it('resend with no text from the server says “Failed to resend OTP.”', async () => {
    mount();
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    const resend = $<HTMLButtonElement>('#awp_resend_otp_whatsapp');
    resend.disabled = false;
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false })));
    fireEvent.click(resend);
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('تعذّر إعادة إرسال رمز التحقق.'));
  });
});

describe('our Arabic fallbacks when the platform prints no texts', () => {
  it('titles, sent-to line, countdown, progress and the empty-fields text come from our catalogue', async () => {
    loadPage('/login/');
    const w = window as unknown as Record<string, unknown>;
    delete w.awpOtpL10n;
    (w.awpOtpAjax as Record<string, unknown>).emptyFields = '';
    stop = mountOtpLogin($('.awp-otp-login-form'), getStore());
    fireEvent.click($('#awp_request_otp_whatsapp'));
    expect($('#awp_login_message_whatsapp .error').textContent).toBe('يرجى ملء جميع الحقول المطلوبة.');
    backend.addFault({ route: 'ajax:awp_request_otp', fault: 'slow:100', times: 1 });
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    expect($('.awp-progress-box').textContent).toBe('نبني جسرًا آمنًا بينك وبيننا…');
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    expect($('.awp-login-title').textContent).toBe('أدخل رقم واتساب الخاص بك');
    expect($('.awp-login-description').textContent).toBe('أرسلنا لك رمزًا من 6 أرقام إلى +201001234567');
    expect($('.awp-resend-timer').textContent).toBe('يمكنك إعادة الإرسال خلال 15 ث');
  });

  it('request and verify with no text from the server: “Invalid or expired OTP.”', async () => {
    mount();
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: '' })));
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('رمز التحقق غير صالح أو منتهي الصلاحية.'));
    // verify from the code view
    server.resetHandlers();
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect(shown('#awp_otp_group_whatsapp')).toBe(true));
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: { message: '' } })));
    type('#awp_otp_whatsapp', '123456');
    fireEvent.click($('#awp_verify_otp_whatsapp'));
    await waitFor(() => expect($('#awp_login_message_whatsapp .error').textContent).toBe('رمز التحقق غير صالح أو منتهي الصلاحية.'));
  });

  it('e-mail title fallback', async () => {
    loadPage('/login/');
    delete (window as unknown as Record<string, unknown>).awpOtpL10n;
    stop = mountOtpLogin($('.awp-otp-login-form'), getStore());
    fireEvent.click($('li[data-tab="email_otp"]'));
    type('#awp_email', 'mona.adel@example.com');
    fireEvent.click($('#awp_request_otp_email'));
    await waitFor(() => expect($('.awp-login-title').textContent).toBe('أدخل بريدك الإلكتروني'));
  });
});

describe('login accessibility', () => {
  it('axe: the tabs, the panes and the code view', async () => {
    mount();
    const { axeViolations } = await import('../../src/testing/axe');
    expect(await axeViolations($('.awp-otp-login-form'))).toEqual([]);
    type('#awp_whatsapp', '201001234567');
    fireEvent.click($('#awp_request_otp_whatsapp'));
    await waitFor(() => expect($('#awp_otp_group_whatsapp').style.display).toBe(''));
    expect(await axeViolations($('.awp-otp-login-form'))).toEqual([]);
  }, 60_000);
});
