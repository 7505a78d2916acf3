// Wawp's signup ([wawp_signup_form]) on its own markup: required-field check, submit and its three success
// paths, the code step (WhatsApp or e-mail variant, the transient kept only in the hidden field and POST
// bodies), verify, resend with the growing delay, edit contact, redirects after 2 s, the server's field
// errors, pre_phone, the password toggle, the strong-password checklist and the e-mail completion.
import { adminAjax, submitGuard } from '../../src/ajax';
import { attachPasswordToggle } from '../../src/dom/passwordToggle';
import { setSafeHtml } from '../../src/html/sanitize';
import { __, normalizeDigits, parseLocalNumber } from '../../src/i18n';
import { readSignupL10n, readSignupParams } from '../../src/settings/wawp';
import { cleanCode, enhanceCodeInput } from '../../src/identity/codeInput';
import { fixHeadingLevel } from '../../src/identity/headings';
import { navigate } from '../../src/dom/navigate';
import { committedPhone } from '../../src/identity/phoneCommit';
import { emailCombobox } from './emailCombobox';
import { passwordStrength, type StrengthLevel } from './password';
import { parseSignupReply, type SignupReply } from './reply';

export const REDIRECT_DELAY_MS = 2000;
export const RESEND_STEP_S = 5;

const show = (el: HTMLElement | null, on: boolean, display = 'block') => {
  if (el) el.style.display = on ? display : 'none';
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
let errorIds = 0;

export function mountSignup(root: HTMLElement): () => void {
  const params = readSignupParams();
  const l10n = readSignupL10n();
  const t = {
    required: l10n.fieldRequired || __('This field is required.'),
    unexpected: l10n.unexpectedError || __('An unexpected error occurred, please try again.'),
    unexpectedResend: l10n.unexpectedErrorResend || __('An unexpected error occurred while resending the one-time password. Please try again.'),
    checkEmail: l10n.checkYourEmail || __('Check your Email'),
    checkWhatsApp: l10n.checkYourWhatsApp || __('Check your WhatsApp'),
    weSentCode: l10n.weSentCode || __('We sent you a 6-digit code to %s'),
    resendCode: l10n.resendCode || __('Resend Code'),
    wrongEmail: l10n.wrongEmail || __('Wrong e-mail?'),
    reEnterEmail: l10n.reEnterEmail || __('Please re-enter your email'),
    wrongWhatsApp: l10n.wrongWhatsApp || __('Wrong WhatsApp?'),
    reEnterNumber: l10n.reEnterNumber || __('Please re-enter your number'),
    invalidEmail: l10n.invalidEmail || __('Please enter a valid email.'),
    invalidNumber: l10n.invalidNumber || __('Please enter a valid number.'),
  };
  const cleanups: Array<() => void> = [];
  const listen = <K extends keyof HTMLElementEventMap>(el: HTMLElement | null, type: K, h: (e: HTMLElementEventMap[K]) => void) => {
    if (!el) return;
    el.addEventListener(type, h);
    cleanups.push(() => el.removeEventListener(type, h));
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
    return id;
  };

  const form = root.querySelector<HTMLFormElement>('form#awp-signup-form');
  const branding = root.querySelector<HTMLElement>('#awp-signup-branding');
  const otpSection = root.querySelector<HTMLElement>('#awp-otp-section');
  const otpForm = root.querySelector<HTMLFormElement>('form#awp-otp-form');
  const otpIcon = root.querySelector<HTMLElement>('#otp-icon');
  const heading = root.querySelector<HTMLElement>('#awp-otp-sent-heading');
  const sentMessage = root.querySelector<HTMLElement>('#awp-otp-sent-message');
  const codeInput = root.querySelector<HTMLInputElement>('input#awp_otp_code');
  const transient = root.querySelector<HTMLInputElement>('input#awp_otp_transient');
  const resend = root.querySelector<HTMLButtonElement>('button#awp-resend-otp-btn');
  const resendMessage = root.querySelector<HTMLElement>('#awp-resend-message');
  const edit = root.querySelector<HTMLElement>('#awp-edit-contact-btn');
  const box = root.querySelector<HTMLElement>('.awp-success-message');
  const phone = root.querySelector<HTMLInputElement>('input#awp_phone');
  const email = root.querySelector<HTMLInputElement>('input#awp_email');
  const password = root.querySelector<HTMLInputElement>('input#awp_password');

  for (const h of root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) cleanups.push(fixHeadingLevel(h));

  // Our Arabic messages and focus handling instead of the browser's validation bubbles (which would also stop
  // the submit event before it reaches us).
  for (const f of [form, otpForm]) {
    if (!f || f.noValidate) continue;
    f.noValidate = true;
    cleanups.push(() => (f.noValidate = false));
  }

  // ---- messages ----
  box?.setAttribute('aria-live', 'polite');
  const displayMessage = (text: string, type: 'success' | 'error' = 'success') => {
    if (!box) return;
    box.textContent = text;
    box.classList.toggle('is-success', type === 'success');
    box.classList.toggle('is-error', type === 'error');
    box.setAttribute('role', type === 'error' ? 'alert' : 'status');
    show(box, text !== '');
  };
  const controls = () => Array.from(root.querySelectorAll<HTMLElement>('.awp-form-control'));
  const clearMessages = () => {
    if (box) {
      box.textContent = '';
      show(box, false);
    }
    root.querySelectorAll<HTMLElement>('.awp-error-message').forEach((e) => (e.textContent = ''));
    for (const c of controls()) {
      c.classList.remove('awp-field-error', 'awp-field-success');
      c.removeAttribute('aria-invalid');
    }
  };
  const errorBoxOf = (input: HTMLElement): HTMLElement | null => {
    const next = input.closest('.awp-form-group')?.nextElementSibling;
    return next instanceof HTMLElement && next.classList.contains('awp-error-message') ? next : null;
  };
  const showFieldError = (input: HTMLElement, text: string) => {
    input.classList.add('awp-field-error');
    input.setAttribute('aria-invalid', 'true');
    const err = errorBoxOf(input);
    if (!err) return;
    err.id ||= `awp-error-${++errorIds}`;
    err.textContent = text;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    if (!ids.includes(err.id)) input.setAttribute('aria-describedby', [...ids, err.id].join(' '));
  };
  const showErrors = (errors: Record<string, string>) => {
    let first: HTMLElement | null = null;
    for (const [id, text] of Object.entries(errors)) {
      const input = document.getElementById(id);
      if (!input || !root.contains(input)) continue;
      showFieldError(input, text);
      first ??= input;
    }
    first?.focus();
  };
  /** Every required field non-empty after trimming; the first empty one gets focus. */
  const checkRequired = (scope: HTMLElement): boolean => {
    const empty = Array.from(scope.querySelectorAll<HTMLInputElement>('.awp-form-control[required]')).filter((i) => i.value.trim() === '');
    empty.forEach((i) => showFieldError(i, t.required));
    // a mistyped address is caught here too (the server says the same)
    const badEmail = Array.from(scope.querySelectorAll<HTMLInputElement>('input.awp-form-control[type="email"]')).filter(
      (i) => i.value.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[a-z]{2,63}$/i.test(i.value.trim()),
    );
    badEmail.forEach((i) => showFieldError(i, t.invalidEmail));
    // custom number fields: eastern digits are fine, anything else is not a number
    const badNumber = Array.from(scope.querySelectorAll<HTMLInputElement>('input.awp-form-control[type="number"]')).filter(
      (i) => i.value.trim() !== '' && Number.isNaN(parseLocalNumber(i.value)),
    );
    badNumber.forEach((i) => showFieldError(i, t.invalidNumber));
    const first = [...empty, ...badEmail, ...badNumber][0];
    first?.focus();
    return first === undefined;
  };
  const setBusy = (btn: HTMLButtonElement | null, busy: boolean) => {
    if (!btn) return;
    btn.setAttribute('aria-busy', String(busy));
    btn.classList.toggle('is-loading', busy);
    if (busy) btn.setAttribute('aria-disabled', 'true');
    else btn.removeAttribute('aria-disabled');
  };
  const post = (action: string, body: FormData) => adminAjax(action, body, parseSignupReply, { url: params.ajax_url });

  // ---- the code step ----
  let resendDelay = 0;
  let resendTimer: ReturnType<typeof setTimeout> | undefined;
  const resetResend = () => {
    resendDelay = 0;
    if (resendTimer) clearTimeout(resendTimer);
    if (resend) {
      resend.disabled = false;
      resend.textContent = t.resendCode;
    }
  };
  const describeContact = (r: SignupReply) => {
    const byEmail = r.otpMethod === 'email';
    if (otpIcon) {
      otpIcon.className = byEmail ? 'ri-mail-line' : 'ri-whatsapp-line';
      otpIcon.setAttribute('aria-hidden', 'true');
    }
    if (heading) heading.textContent = byEmail ? t.checkEmail : t.checkWhatsApp;
    // the plugin's text carries markup (`<br><b>%s</b>`); the contact itself is always text
    if (sentMessage) setSafeHtml(sentMessage, t.weSentCode.replace('%s', `<span dir="ltr">${escapeHtml(byEmail ? r.email : `+${r.phone}`)}</span>`));
    return byEmail;
  };
  const showCodeStep = (r: SignupReply) => {
    const byEmail = describeContact(r);
    show(form, false);
    show(branding, false);
    show(otpSection, true);
    if (resendMessage) resendMessage.textContent = byEmail ? t.wrongEmail : t.wrongWhatsApp;
    if (edit) edit.textContent = byEmail ? t.reEnterEmail : t.reEnterNumber;
    if (transient) transient.value = r.otpTransient;
    resetResend();
    cleanups.push(fixHeadingLevel(heading));
    codeInput?.focus();
  };
  const backToForm = () => {
    show(otpSection, false);
    show(branding, true);
    show(form, true);
  };

  /** A refused submit or verify: field errors by id, then the server's message (or ours when it gave none). */
  const showFailure = (r: { errors: Record<string, string>; message: string }) => {
    showErrors(r.errors);
    if (r.message) displayMessage(r.message, 'error');
    else if (!Object.keys(r.errors).length) displayMessage(t.unexpected, 'error');
  };

  // ---- submit ----
  const submitGuard1 = submitGuard();
  listen(form, 'submit', (e) => {
    e.preventDefault();
    if (!form || submitGuard1.busy) return;
    clearMessages();
    if (!checkRequired(form)) return;
    const btn = form.querySelector<HTMLButtonElement>('.awp-submit-button');
    const data = new FormData(form);
    if (phone && phone.value.trim() !== '') data.set(phone.name || 'awp_phone', committedPhone(phone));
    // eastern digits in number fields reach PHP's is_numeric() as 0-9
    form.querySelectorAll<HTMLInputElement>('input[type="number"][name]').forEach((i) => data.set(i.name, normalizeDigits(i.value)));
    setBusy(btn, true);
    void submitGuard1
      .run(() => post('awp_signup_form_submit', data))
      .then((r) => {
        if (r.success) {
          if (r.redirectUrl) {
            displayMessage(r.message);
            later(() => navigate(r.redirectUrl), REDIRECT_DELAY_MS);
          } else if (r.otpTransient) {
            showCodeStep(r);
          } else {
            displayMessage(r.message);
            controls().forEach((c) => c.classList.add('awp-field-success'));
            form.reset();
          }
          return;
        }
        showFailure(r);
      })
      .catch(() => displayMessage(t.unexpected, 'error'))
      .finally(() => setBusy(btn, false));
  });

  // ---- verify ----
  const verifyGuard = submitGuard();
  listen(otpForm, 'submit', (e) => {
    e.preventDefault();
    if (!otpForm || verifyGuard.busy) return;
    clearMessages();
    if (codeInput) codeInput.value = cleanCode(codeInput.value);
    if (!checkRequired(otpForm)) return;
    const btn = otpForm.querySelector<HTMLButtonElement>('.awp-submit-button');
    setBusy(btn, true);
    void verifyGuard
      .run(() => post('awp_signup_verify_otp', new FormData(otpForm)))
      .then((r) => {
        if (r.success) {
          displayMessage(r.message);
          if (r.redirectUrl) later(() => navigate(r.redirectUrl), REDIRECT_DELAY_MS);
          else {
            // the signup is done: its form and code step go, the message stays
            show(otpSection, false);
            show(branding, false);
            show(form, false);
          }
          return;
        }
        showFailure(r);
      })
      .catch(() => displayMessage(t.unexpected, 'error'))
      .finally(() => setBusy(btn, false));
  });

  // ---- resend: the delay grows by 5 s per resend ----
  const resendGuard = submitGuard();
  listen(resend, 'click', (e) => {
    e.preventDefault();
    if (!resend || resend.disabled || resendGuard.busy) return;
    const key = transient?.value ?? '';
    if (!key) {
      displayMessage(t.unexpected, 'error');
      backToForm();
      return;
    }
    const body = new FormData();
    body.set('awp_otp_transient', key);
    body.set('awp_signup_nonce_field', params.nonce);
    setBusy(resend, true);
    void resendGuard
      .run(() => post('awp_signup_resend_otp', body))
      .then((r) => {
        if (!r.success) {
          displayMessage(r.message || t.unexpectedResend, 'error');
          return;
        }
        describeContact(r);
        displayMessage(r.message);
        if (transient && r.otpTransient) transient.value = r.otpTransient;
        resendDelay += RESEND_STEP_S;
        resend.disabled = true;
        resendTimer = later(() => {
          resend.disabled = false;
          resend.textContent = t.resendCode;
        }, resendDelay * 1000);
      })
      .catch(() => displayMessage(t.unexpectedResend, 'error'))
      .finally(() => setBusy(resend, false));
  });

  // ---- edit contact ----
  const doEdit = () => {
    clearMessages();
    otpForm?.reset();
    if (transient) transient.value = '';
    backToForm();
    resetResend();
    (phone ?? email)?.focus();
  };
  if (edit) {
    // the plugin prints <a> without href: make it a real, focusable button
    edit.setAttribute('role', 'button');
    edit.tabIndex = 0;
    listen(edit, 'click', (e) => {
      e.preventDefault();
      doEdit();
    });
    listen(edit, 'keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      doEdit();
    });
  }

  // ---- fields ----
  if (codeInput) cleanups.push(enhanceCodeInput(codeInput, __('One-time code')));
  if (phone) {
    const pre = new URLSearchParams(location.search).get('pre_phone');
    if (pre) {
      let value = pre;
      try {
        value = decodeURIComponent(pre);
      } catch {
        /* already decoded */
      }
      phone.value = value;
      phone.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  if (email && params.email_domains.length) cleanups.push(emailCombobox(email, params.email_domains));
  if (password) {
    root.querySelectorAll<HTMLElement>('.awp-toggle-password').forEach((el) => {
      el.hidden = true;
      cleanups.push(() => (el.hidden = false));
    });
    cleanups.push(attachPasswordToggle(password));
    if (params.password_strong) strengthUi(root, password, cleanups);
  }
  // the plugin prints its checklist's intro <span> inside the <ul>: move it before the list (valid list markup)
  const reqs = root.querySelector('#password-requirements');
  if (reqs) {
    for (const child of Array.from(reqs.children)) {
      if (child.tagName === 'LI') continue;
      reqs.before(child);
      cleanups.push(() => reqs.prepend(child));
    }
  }

  return () => {
    for (const id of timers) clearTimeout(id);
    for (const c of cleanups.reverse()) c();
  };
}

const LEVEL_TEXT: Record<StrengthLevel, () => string> = {
  excellent: () => __('excellent'),
  strong: () => __('Strong'),
  average: () => __('Average'),
  weak: () => __('Weak'),
};

/** The checklist, meter and label, live while the shopper types (only when strong passwords are on). */
function strengthUi(root: HTMLElement, input: HTMLInputElement, cleanups: Array<() => void>): void {
  const items = Array.from(root.querySelectorAll<HTMLElement>('#password-requirements li'));
  const meter = root.querySelector<HTMLElement>('#password-strength-meter');
  const label = root.querySelector<HTMLElement>('#password-strength-text');
  meter?.setAttribute('role', 'meter');
  meter?.setAttribute('aria-valuemin', '0');
  meter?.setAttribute('aria-valuemax', '100');
  meter?.setAttribute('aria-label', __('Password strength'));
  meter?.setAttribute('aria-valuenow', '0');
  label?.setAttribute('aria-live', 'polite');
  const update = () => {
    const s = passwordStrength(input.value);
    items.forEach((li, i) => {
      const ok = s.met[i] ?? false;
      li.dataset.met = String(ok);
      const check = li.querySelector<HTMLElement>('.awp-check');
      if (check) {
        const mark = document.createElement('span');
        mark.setAttribute('aria-hidden', 'true');
        mark.textContent = ok ? '✓' : '✗';
        const sr = document.createElement('span');
        sr.className = 'screen-reader-text';
        sr.textContent = ok ? __('met') : __('not met');
        check.replaceChildren(mark, sr);
      }
    });
    if (meter) {
      meter.style.inlineSize = `${s.percent}%`;
      meter.style.backgroundColor = s.color;
      meter.setAttribute('aria-valuenow', String(s.percent));
    }
    if (label) {
      label.textContent = LEVEL_TEXT[s.level]();
      label.style.color = s.color;
    }
  };
  input.addEventListener('input', update);
  cleanups.push(() => input.removeEventListener('input', update));
}
