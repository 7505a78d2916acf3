import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $, input, recordRequests, type } from '../../src/testing/identity';
import { emailSuggestions } from './emailSuggest';
import { passwordStrength } from './strength';
import { errorOf, fill, mount, signupPage, submit, unmount } from './testPage';

vi.mock('../../src/dom/navigate', () => ({ navigateTo: vi.fn() }));
signupPage();

describe('fields', () => {
  it('prefills the phone from pre_phone (URL-decoded)', async () => {
    await mount('/signup/?pre_phone=%2B201099999999');
    expect(input('#awp_phone').value).toBe('+201099999999');
  });

  it('the password toggle is the shared one, once', async () => {
    await mount();
    expect(document.querySelectorAll('#awp-signup-container .show-password-input')).toHaveLength(1);
    expect($('.awp-toggle-password').hidden).toBe(true);
    fireEvent.click($('.show-password-input'));
    expect(input('#awp_password').type).toBe('text');
  });

  it('strong passwords: checklist, meter and label', async () => {
    await mount('/signup/?password_strong=1');
    expect($('#password-strength-meter').dataset.level).toBeUndefined(); // no bar before a password: nothing moves at mount
    type('#awp_password', 'abc');
    expect($('#password-strength-meter').dataset.level).toBe('weak');
    expect($('#password-strength-text').textContent).toBe('ضعيفة');
    expect($('#password-strength-meter').getAttribute('aria-valuenow')).toBe('20');
    type('#awp_password', 'Abc12345');
    expect($('#password-strength-text').textContent).toBe('قوية');
    const met = Array.from(document.querySelectorAll<HTMLElement>('#password-requirements li')).map(
      (li) => li.dataset.met,
    );
    expect(met).toEqual(['true', 'true', 'true', 'true', 'false']);
    type('#awp_password', 'Abc12345!');
    expect($('#password-strength-text').textContent).toBe('ممتازة');
  });

  it('no checklist updates when strong passwords are off', async () => {
    await mount();
    type('#awp_password', 'Abc12345!');
    expect($('#password-strength-text').textContent).toBe('');
  });

  it('e-mail completion is a combobox: type, arrow, Enter', async () => {
    await mount();
    const email = input('#awp_email');
    expect(email.getAttribute('role')).toBe('combobox');
    type('#awp_email', 'laila@ho');
    const options = () => Array.from(document.querySelectorAll('[role="option"]'), (o) => o.textContent);
    expect(options()).toEqual(['laila@hotmail.com']);
    expect(email.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(email, { key: 'ArrowDown' });
    expect(email.getAttribute('aria-activedescendant')).toBeTruthy();
    fireEvent.keyDown(email, { key: 'Enter' });
    expect(email.value).toBe('laila@hotmail.com');
    expect(email.getAttribute('aria-expanded')).toBe('false');
    type('#awp_email', 'x');
    fireEvent.keyDown(email, { key: 'Escape' });
    expect(email.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('pure rules', () => {
  it('e-mail suggestions: every domain without @, matching domains with @, at most 5, none for blank', () => {
    const domains = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'mail.com'];
    expect(emailSuggestions('ali', domains)).toEqual([
      'ali@gmail.com',
      'ali@yahoo.com',
      'ali@hotmail.com',
      'ali@outlook.com',
      'ali@aol.com',
    ]);
    expect(emailSuggestions('ali@', domains)).toHaveLength(5);
    expect(emailSuggestions('ali@g', domains)).toEqual(['ali@gmail.com']);
    expect(emailSuggestions('ali@x', domains)).toEqual([]);
    expect(emailSuggestions('  ', domains)).toEqual([]);
    expect(emailSuggestions('', domains)).toEqual([]);
  });

  it('password strength: 20 % per rule and the four levels', () => {
    expect(passwordStrength('')).toMatchObject({ percent: 0, level: 'weak' });
    expect(passwordStrength('abcd')).toMatchObject({ percent: 20, level: 'weak' });
    expect(passwordStrength('abcdefgh')).toMatchObject({ percent: 40, level: 'weak' });
    expect(passwordStrength('Abcdefgh')).toMatchObject({ percent: 60, level: 'average' });
    expect(passwordStrength('Abcdefg1')).toMatchObject({ percent: 80, level: 'strong' });
    expect(passwordStrength('Abcdef1!')).toMatchObject({ percent: 100, level: 'excellent' });
  });
});

describe('client checks', () => {
  it('takes over from the browser’s validation bubbles, and says a mistyped e-mail is not valid', async () => {
    await mount();
    expect($<HTMLFormElement>('#awp-signup-form').noValidate).toBe(true);
    fill();
    type('#awp_email', 'laila@example');
    submit();
    expect(errorOf('awp_email')).toBe('يرجى إدخال بريد إلكتروني صالح.');
    expect(document.activeElement).toBe(input('#awp_email'));
    await unmount();
    expect($<HTMLFormElement>('#awp-signup-form').noValidate).toBe(false);
    expect(input('#awp_email').hasAttribute('aria-invalid')).toBe(false);
    expect(input('#awp_email').hasAttribute('role')).toBe(false);
  });

  it('a custom number field must hold a number (eastern digits allowed)', async () => {
    // a custom field as render_signup_form prints it (case 'number')
    await mount('/signup/', () =>
      $('#awp-signup-form').insertAdjacentHTML(
        'afterbegin',
        '<div class="awp-form-group"><label for="awp_custom_field_age">العمر</label><input type="number" name="awp_custom_fields[age]" id="awp_custom_field_age" class="awp-form-control" /></div><div class="awp-error-message"></div>',
      ),
    );
    fill();
    // what a browser may hold for a number field typed in another keyboard layout
    Object.defineProperty(input('#awp_custom_field_age'), 'value', { configurable: true, value: 'abc' });
    submit();
    expect(errorOf('awp_custom_field_age')).toBe('يرجى إدخال رقم صالح.');
    Object.defineProperty(input('#awp_custom_field_age'), 'value', { configurable: true, value: '٣٠' });
    submit();
    expect(errorOf('awp_custom_field_age')).toBe('');
  });

  it('moves the checklist intro out of the <ul> (valid list markup)', async () => {
    await mount('/signup/?password_strong=1');
    expect(Array.from($('#password-requirements').children).every((c) => c.tagName === 'LI')).toBe(true);
    expect($('#password-requirements').previousElementSibling?.textContent).toBe(
      'يجب أن تحتوي كلمة المرور على:',
    );
  });
});

describe('mount', () => {
  it('values typed before mount are kept and sent (eastern digits normalised); the strength shows for them', async () => {
    await mount('/signup/?password_strong=1', () => {
      input('#awp_first_name').value = 'ليلى';
      input('#awp_last_name').value = 'فؤاد';
      input('#awp_email').value = 'laila.early@example.com';
      input('#awp_phone').value = '٠١٠ ٢٣٤٥-٦٧٨٩';
      input('#awp_password').value = 'Abc12345!';
    });
    expect($('#password-strength-text').textContent).toBe('ممتازة');
    const seen = recordRequests();
    submit();
    await waitFor(() => expect($('#awp-otp-section').style.display).toBe('block'));
    const body = seen.find((r) => r.body.includes('awp_signup_form_submit'))?.body ?? '';
    // (without the phone-field widget the number goes as its ASCII digits)
    for (const sent of ['ليلى', 'فؤاد', 'laila.early@example.com', '01023456789', 'Abc12345!'])
      expect(body).toContain(sent);
  });

  it('mounting shifts nothing (CLS 0): no text, no display and no size change in the printed markup', async () => {
    // per element: its tag and classes, inline display and size, hidden; then the text
    const snapshot = () =>
      Array.from(document.querySelectorAll<HTMLElement>('#awp-signup-container *'))
        .filter(
          (e) =>
            !e.matches(
              '.awp-toggle-password, .show-password-input, .password-input, .awp-email-suggestions, span[style*="width: 100%"]',
            ),
        )
        .map((e) => [e.tagName, e.className, e.style.display, e.style.inlineSize, e.hidden].join('|'))
        .join('\n') + $('#awp-signup-container').textContent;
    let before = '';
    await mount('/signup/?password_strong=1', () => (before = snapshot()));
    expect(snapshot()).toBe(before);
  });

  it('unmounting gives the form back as printed', async () => {
    const printedNow = () => [$('#awp-signup-form').outerHTML, $('.awp-success-message').outerHTML];
    let printed: string[] = [];
    await mount('/signup/', () => (printed = printedNow()));
    submit();
    expect(errorOf('awp_first_name')).toBe('هذا الحقل مطلوب.');
    await unmount();
    expect(printedNow()).toEqual(printed);
  });
});

describe('keyboard', () => {
  it('Enter in the password field submits once through the widget; the edit link is a button for Enter and Space', async () => {
    const user = userEvent.setup();
    await mount();
    const seen = recordRequests();
    await user.type(input('#awp_first_name'), 'ليلى');
    await user.type(input('#awp_last_name'), 'فؤاد');
    await user.type(input('#awp_email'), 'laila.keys@example.com');
    await user.type(input('#awp_phone'), '01023456789');
    await user.type(input('#awp_password'), 'Secret-1{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(input('#awp_otp_code')));
    expect(seen.filter((r) => r.body.includes('awp_signup_form_submit'))).toHaveLength(1);
    const edit = $('#awp-edit-contact-btn');
    expect(edit.getAttribute('role')).toBe('button');
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      await user.tab(); // verify, resend, then the edit button
      order.push(document.activeElement?.id || document.activeElement?.className || '');
    }
    expect(order).toEqual(
      ['', 'awp-resend-otp-btn', 'awp-edit-contact-btn'].map((x, i) => (i === 0 ? order[0] : x)),
    );
    expect(document.activeElement).toBe(edit);
    await user.keyboard(' ');
    expect($('#awp-signup-form').style.display).toBe('block');
    expect(document.activeElement).toBe(input('#awp_phone'));
  });

  it('e-mail suggestions by keyboard: ArrowDown/ArrowUp wrap, Enter picks without submitting, Escape closes', async () => {
    const user = userEvent.setup();
    await mount();
    const seen = recordRequests();
    const email = input('#awp_email');
    await user.type(email, 'laila');
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(5);
    await user.keyboard('{ArrowUp}');
    expect(email.getAttribute('aria-activedescendant')).toMatch(/-4$/);
    expect(document.querySelector('[aria-selected="true"]')?.textContent).toBe('laila@aol.com');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(email.value).toBe('laila@yahoo.com');
    expect(email.getAttribute('aria-expanded')).toBe('false');
    expect(seen).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'x');
    expect(email.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(email.getAttribute('aria-expanded')).toBe('false');
    await user.click(input('#awp_first_name'));
    expect(email.hasAttribute('aria-activedescendant')).toBe(false);
  });
});

describe('signup accessibility', () => {
  it('axe: the form with its errors shown, then the code step', async () => {
    await mount();
    const { axeViolations } = await import('../../src/testing/axe');
    submit();
    // (jsdom applies no stylesheet: the code step, hidden by Wawp's CSS until it is used, is checked after)
    expect(await axeViolations($('#awp-signup-form'))).toEqual([]);
    fill();
    submit();
    await waitFor(() => expect($('#awp-otp-section').style.display).toBe('block'));
    expect(await axeViolations($('#awp-signup-container'))).toEqual([]);
  }, 60_000);
});
