import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { backend, server } from '../../src/testing/server';
import { navigateTo } from '../../src/dom/navigate';
import { getStore } from '../../src/store';
import { mountWidget } from '../../src/testing/mountWidget';
import { $, input, recordRequests, state, type } from '../../src/testing/identity';
import { REDIRECT_DELAY_MS } from './useSignupFlow';
import { errorOf, fill, message, mount, signupPage, submit } from './testPage';

vi.mock('../../src/dom/navigate', () => ({ navigateTo: vi.fn() }));
signupPage();
const expired = 'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.';

describe('signup form', () => {
  it('marks every empty required field (trimmed) and sends nothing', async () => {
    await mount();
    const seen = recordRequests();
    type('#awp_first_name', '   ');
    submit();
    for (const id of ['awp_first_name', 'awp_last_name', 'awp_email', 'awp_phone']) {
      expect(errorOf(id)).toBe('هذا الحقل مطلوب.');
      expect(input(`#${id}`).getAttribute('aria-invalid')).toBe('true');
      expect(input(`#${id}`).classList.contains('awp-field-error')).toBe(true);
    }
    expect(document.activeElement).toBe(input('#awp_first_name'));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toHaveLength(0);
  });

  it('submits, shows the WhatsApp code step with +phone, keeps the transient in the hidden field only, verifies and redirects after 2 s', async () => {
    await mount();
    const detach = await mountWidget('phone-field', input('#awp_phone'));
    const seen = recordRequests();
    fill();
    submit();
    submit(); // a double submit sends one request
    await waitFor(() => expect($('#awp-otp-section').style.display).toBe('block'));
    expect($('#awp-signup-form').style.display).toBe('none');
    expect($('#awp-signup-branding').style.display).toBe('none');
    expect($('#awp-otp-sent-heading').textContent).toBe('تحقق من واتساب');
    expect($('#awp-otp-sent-message').textContent).toBe('أرسلنا لك رمزًا من 6 أرقام إلى +201023456789');
    expect($('#awp-otp-sent-message b')).not.toBeNull();
    expect($('#otp-icon').className).toBe('ri-whatsapp-line');
    expect($('#awp-resend-message').textContent).toBe('رقم واتساب خاطئ؟');
    expect($('#awp-edit-contact-btn').textContent).toBe('يرجى إعادة إدخال رقمك');
    const key = input('#awp_otp_transient').value;
    expect(key).toMatch(/^awp_signup_otp_/);
    // focus moves in a passive effect after the step is shown: on a busy machine that is a later task
    await waitFor(() => expect(document.activeElement).toBe(input('#awp_otp_code')));

    const code = state().lastCode;
    type(
      '#awp_otp_code',
      code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    );
    expect(input('#awp_otp_code').value).toBe(code);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.submit($('#awp-otp-form'));
    await waitFor(() => expect(message().textContent).toBe('تم إنشاء حسابك بنجاح.'));
    expect(message().classList.contains('is-success')).toBe(true);
    expect(navigateTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    expect(navigateTo).toHaveBeenCalledWith('/');
    expect(backend.session().user?.phone).toBe('201023456789');

    expect(seen.filter((r) => r.body.includes('awp_signup_form_submit'))).toHaveLength(1);
    for (const r of seen) {
      expect(r.url).not.toContain(key);
      expect(r.url).not.toContain(code);
    }
    expect(seen[0]?.body).toContain('201023456789');
    await detach();
  });

  it('e-mail variant: the address, the mail icon and the e-mail texts', async () => {
    await mount('/signup/?otp_method=email');
    fill();
    submit();
    await waitFor(() => expect($('#awp-otp-section').style.display).toBe('block'));
    expect($('#awp-otp-sent-heading').textContent).toBe('تحقق من بريدك الإلكتروني');
    expect($('#awp-otp-sent-message').textContent).toBe('أرسلنا لك رمزًا من 6 أرقام إلى laila@example.com');
    expect($('#otp-icon').className).toBe('ri-mail-line');
    expect($('#awp-resend-message').textContent).toBe('بريد إلكتروني خاطئ؟');
    expect($('#awp-edit-contact-btn').textContent).toBe('يرجى إعادة إدخال بريدك');
  });

  it('shows the server’s field errors by id, and its message in the red box', async () => {
    await mount();
    fill();
    type('#awp_email', 'ahmed.hassan@example.com');
    submit();
    await waitFor(() => expect(errorOf('awp_email')).toBe('البريد الإلكتروني مستخدم بالفعل.'));
    await waitFor(() => expect(document.activeElement).toBe(input('#awp_email')));
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: false, data: { message: 'طلب غير صالح. يرجى المحاولة مرة أخرى.' } }),
      ),
    );
    submit();
    await waitFor(() => expect(message().textContent).toBe('طلب غير صالح. يرجى المحاولة مرة أخرى.'));
    expect(message().classList.contains('is-error')).toBe(true);
    expect(message().getAttribute('role')).toBe('alert');
  });

  it('a success with redirect_url shows the message and leaves after 2 s', async () => {
    await mount();
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: true, data: { message: 'تم التسجيل', redirect_url: '/my-account/' } }),
      ),
    );
    fill();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();
    await waitFor(() => expect(message().textContent).toBe('تم التسجيل'));
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 50);
    expect(navigateTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(navigateTo).toHaveBeenCalledWith('/my-account/');
  });

  it('a success with neither shows the message, marks the fields green and resets the form', async () => {
    await mount();
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: true, data: { message: 'تم إنشاء الحساب' } }),
      ),
    );
    fill();
    submit();
    await waitFor(() => expect(message().textContent).toBe('تم إنشاء الحساب'));
    expect(input('#awp_first_name').classList.contains('awp-field-success')).toBe(true);
    expect(input('#awp_first_name').value).toBe('');
  });

  it.each(['offline', '500', 'invalid-json', 'timeout'] as const)(
    '%s: the unexpected-error text, and what the shopper typed stays',
    async (fault) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await mount();
      backend.addFault({ route: 'ajax:awp_signup_form_submit', fault, times: 1 });
      fill();
      submit();
      if (fault === 'timeout') await vi.advanceTimersByTimeAsync(20_100);
      await waitFor(() => expect(message().textContent).toBe('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى.'));
      expect(input('#awp_first_name').value).toBe('ليلى');
      expect($('.awp-submit-button').getAttribute('aria-busy')).toBe('false');
    },
  );

  it.each(['ajax:awp_signup_form_submit', 'ajax:awp_signup_verify_otp'])(
    '-1 from %s (an expired nonce, a cached page): the page has expired, reload it',
    async (route) => {
      await mount();
      if (route.endsWith('verify_otp')) {
        await toCodeStep();
        type('#awp_otp_code', '123456');
      } else fill();
      backend.addFault({ route, fault: 'nonce', times: 1 });
      if (route.endsWith('verify_otp')) fireEvent.submit($('#awp-otp-form'));
      else submit();
      await waitFor(() => expect(message().textContent).toBe(expired));
      expect(message().classList.contains('is-error')).toBe(true);
    },
  );

  it.each([
    ['a 200 with {error:true}', () => HttpResponse.json({ error: true })],
    ['an empty body', () => new HttpResponse('', { status: 200 })],
    ['admin-ajax 0', () => new HttpResponse('0', { status: 400 })],
    ['{success:false,data:"text"}', () => HttpResponse.json({ success: false, data: 'نص من الخادم' })],
  ])('%s: a clear message, nothing breaks', async (name, reply) => {
    await mount();
    server.use(http.post('*/wp-admin/admin-ajax.php', reply));
    fill();
    submit();
    const expected = name.startsWith('{success')
      ? 'نص من الخادم'
      : name === 'admin-ajax 0'
        ? expired
        : 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى.';
    await waitFor(() => expect(message().textContent).toBe(expected));
    expect($('#awp-signup-form').style.display).not.toBe('none');
  });

  it('markup in server messages and field errors stays text', async () => {
    await mount();
    const pwned = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = pwned;
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({
          success: false,
          data: {
            message: '<img src=x onerror="window.pwned()">',
            errors: { awp_email: '<svg/onload=window.pwned()>' },
          },
        }),
      ),
    );
    fill();
    submit();
    await waitFor(() => expect(message().textContent).toBe('<img src=x onerror="window.pwned()">'));
    expect(errorOf('awp_email')).toBe('<svg/onload=window.pwned()>');
    expect(document.querySelector('#awp-signup-container img, #awp-signup-container svg')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(pwned).not.toHaveBeenCalled();
  });
});

const toCodeStep = async () => {
  fill();
  submit();
  await waitFor(() => expect($('#awp-otp-section').style.display).toBe('block'));
};

describe('code step', () => {
  it('a wrong code and an expired one show the server’s message (Wawp sends no field error for the code)', async () => {
    await mount();
    await toCodeStep();
    type('#awp_otp_code', state().lastCode === '000000' ? '111111' : '000000');
    fireEvent.submit($('#awp-otp-form'));
    await waitFor(() => expect(message().textContent).toBe('رمز التحقق غير صحيح. يرجى المحاولة مرة أخرى.'));
    for (const p of state().signups.values()) p.expires = 0;
    type('#awp_otp_code', state().lastCode);
    fireEvent.submit($('#awp-otp-form'));
    await waitFor(() =>
      expect(message().textContent).toBe('انتهت صلاحية رمز التحقق أو أنه غير صالح. يرجى التسجيل مرة أخرى.'),
    );
  });

  it('error lines show whatever the theme says: Wawp’s stylesheet hides .awp-error-message, its script .show()s one', async () => {
    await mount();
    const css = document.createElement('style');
    css.textContent = '.awp-error-message { display: none; }'; // awp-signup.css 4.0.3
    document.head.append(css);
    const line = () => input('#awp_email').closest('.awp-form-group')?.nextElementSibling as HTMLElement;
    submit();
    expect(errorOf('awp_email')).toBe('هذا الحقل مطلوب.');
    expect(getComputedStyle(line()).display).toBe('block');
    fill();
    type('#awp_email', 'ahmed.hassan@example.com');
    submit(); // cleared on the next submit, then the server's error shown
    expect(getComputedStyle(line()).display).toBe('none');
    await waitFor(() => expect(errorOf('awp_email')).toBe('البريد الإلكتروني مستخدم بالفعل.'));
    expect(getComputedStyle(line()).display).toBe('block');
    expect(
      getComputedStyle(input('#awp_first_name').closest('.awp-form-group')?.nextElementSibling as HTMLElement)
        .display,
    ).toBe('none');
    css.remove();
  });

  it('the verify button stays busy through the 2 s wait before the redirect; nothing more is sent', async () => {
    await mount();
    await toCodeStep();
    const seen = recordRequests();
    const verify = $<HTMLButtonElement>('#awp-otp-form .awp-submit-button');
    type('#awp_otp_code', state().lastCode);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.submit($('#awp-otp-form'));
    await waitFor(() => expect(message().textContent).toBe('تم إنشاء حسابك بنجاح.'));
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS / 2);
    expect(verify.getAttribute('aria-disabled')).toBe('true');
    expect(verify.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit($('#awp-otp-form'));
    fireEvent.click($('#awp-resend-otp-btn'));
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(seen.filter((r) => /awp_signup_(verify|resend)_otp/.test(r.body))).toHaveLength(1);
  });

  it('after the server’s 5-attempt cap the shopper sees its message and can resend', async () => {
    await mount();
    await toCodeStep();
    const seen = recordRequests();
    const wrong = state().lastCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      type('#awp_otp_code', wrong);
      fireEvent.submit($('#awp-otp-form'));
      await waitFor(() =>
        expect(seen.filter((r) => r.body.includes('awp_signup_verify_otp'))).toHaveLength(i + 1),
      );
      await waitFor(() => expect(message().textContent).toBe('رمز التحقق غير صحيح. يرجى المحاولة مرة أخرى.'));
    }
    type('#awp_otp_code', state().lastCode);
    fireEvent.submit($('#awp-otp-form'));
    await waitFor(() =>
      expect(message().textContent).toBe('تم تجاوز الحد الأقصى لمحاولات إدخال الرمز. يرجى التسجيل مرة أخرى.'),
    );
    expect(message().getAttribute('role')).toBe('alert');
    expect(getComputedStyle(message()).display).toBe('block');
    const resend = $<HTMLButtonElement>('#awp-resend-otp-btn');
    expect(resend.disabled).toBe(false);
    expect(resend.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(resend);
    await waitFor(() =>
      expect(message().textContent).toBe(
        'تمت إعادة إرسال رمز التحقق بنجاح! أدخل الرمز الجديد لإكمال التسجيل.',
      ),
    );
    expect(seen.filter((r) => r.body.includes('awp_signup_resend_otp'))).toHaveLength(1);
  });

  it('an empty code is asked for', async () => {
    await mount();
    return toCodeStep().then(() => {
      fireEvent.submit($('#awp-otp-form'));
      expect(errorOf('awp_otp_code')).toBe('هذا الحقل مطلوب.');
    });
  });

  it('verify without redirect_url hides the signup container itself (its message with it, as the plugin does)', async () => {
    await mount();
    await toCodeStep();
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: true, data: { message: 'تم التحقق' } }),
      ),
    );
    type('#awp_otp_code', '123456');
    fireEvent.submit($('#awp-otp-form'));
    expect(getStore().getState().session.loggedIn).toBe(false);
    await waitFor(() => expect(message().textContent).toBe('تم التحقق'));
    expect(getStore().getState().session.loggedIn).toBe(true); // signed up and logged in, in place (session slice)
    expect($('#awp-otp-section').style.display).toBe('none');
    expect($('#awp-signup-form').style.display).toBe('none');
    expect($('#awp-signup-container').style.display).toBe('none'); // the container itself, as the spec says
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('resend keeps the transient (a new code in it) and waits 5, 10, 15 s; editing the contact resets the delay', async () => {
    await mount();
    await toCodeStep();
    const resend = $<HTMLButtonElement>('#awp-resend-otp-btn');
    const key = input('#awp_otp_transient').value;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = recordRequests();
    for (const [i, delay] of [5, 10, 15].entries()) {
      fireEvent.click(resend);
      await waitFor(() =>
        expect(seen.filter((r) => r.body.includes('awp_signup_resend_otp'))).toHaveLength(i + 1),
      );
      await waitFor(() => expect(resend.disabled).toBe(true));
      expect(message().textContent).toBe(
        'تمت إعادة إرسال رمز التحقق بنجاح! أدخل الرمز الجديد لإكمال التسجيل.',
      );
      expect(input('#awp_otp_transient').value).toBe(key);
      expect(state().signups.get(key)?.code).toBe(state().lastCode);
      expect(resend.disabled).toBe(true);
      await vi.advanceTimersByTimeAsync(delay * 1000 - 100);
      expect(resend.disabled).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(150)); // the unlock renders within act
      expect(resend.disabled).toBe(false);
    }
    // back to the form: transient cleared, delay reset
    fireEvent.keyDown($('#awp-edit-contact-btn'), { key: 'Enter' });
    expect($('#awp-otp-section').style.display).toBe('none');
    expect($('#awp-signup-form').style.display).toBe('block');
    expect(input('#awp_otp_transient').value).toBe('');
    submit();
    await waitFor(() => expect($('#awp-otp-section').style.display).toBe('block'));
    fireEvent.click(resend);
    await waitFor(() => expect(resend.disabled).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(resend.disabled).toBe(false);
  });

  it('resend with no transient: the unexpected error, back to the form', async () => {
    await mount();
    await toCodeStep();
    input('#awp_otp_transient').value = '';
    fireEvent.click($('#awp-resend-otp-btn'));
    expect(message().textContent).toBe('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى.');
    expect($('#awp-otp-section').style.display).toBe('none');
    expect($('#awp-signup-form').style.display).toBe('block');
  });

  it('resend that fails: the resend error text, the button usable again', async () => {
    await mount();
    await toCodeStep();
    backend.addFault({ route: 'ajax:awp_signup_resend_otp', fault: '500', times: 1 });
    fireEvent.click($('#awp-resend-otp-btn'));
    await waitFor(() =>
      expect(message().textContent).toBe(
        'حدث خطأ غير متوقع أثناء إعادة إرسال رمز التحقق. يرجى المحاولة مرة أخرى.',
      ),
    );
    expect($<HTMLButtonElement>('#awp-resend-otp-btn').disabled).toBe(false);
  });
});
