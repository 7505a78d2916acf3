// Wawp's signup ([wawp_signup_form]) on its own markup: submit and its three success paths, the code step
// (WhatsApp or e-mail variant, the transient kept only in the hidden field and POST bodies), verify, resend
// with the growing delay, edit contact, redirects after 2 s (the button stays busy until the page leaves).
// Messages and field errors: feedback.ts; the fields (pre_phone, password, e-mail completion): fields.ts.
import { adminAjax, submitGuard } from '../../src/ajax';
import { setSafeHtml } from '../../src/html/sanitize';
import { normalizeDigits } from '../../src/i18n';
import { readSignupParams } from '../../src/settings/wawp';
import { cleanCode } from '../../src/identity/codeInput';
import { fixHeadingLevel } from '../../src/identity/headings';
import { navigate } from '../../src/dom/navigate';
import { setBusy } from '../../src/dom/busy';
import { committedPhone } from '../../src/identity/phoneCommit';
import { feedback } from './feedback';
import { enhanceFields } from './fields';
import { parseSignupReply, type SignupReply } from './reply';
import { signupTexts } from './texts';

export const REDIRECT_DELAY_MS = 2000;
export const RESEND_STEP_S = 5;

const show = (el: HTMLElement | null, on: boolean, display = 'block') => {
  if (el) el.style.display = on ? display : 'none';
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mountSignup(root: HTMLElement): () => void {
  const params = readSignupParams();
  const t = signupTexts();
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
  const phone = root.querySelector<HTMLInputElement>('input#awp_phone');
  const email = root.querySelector<HTMLInputElement>('input#awp_email');

  for (const h of root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) cleanups.push(fixHeadingLevel(h));

  // Our Arabic messages and focus handling instead of the browser's validation bubbles (which would also stop
  // the submit event before it reaches us).
  for (const f of [form, otpForm]) {
    if (!f || f.noValidate) continue;
    f.noValidate = true;
    cleanups.push(() => (f.noValidate = false));
  }

  // ---- messages ----
  const say = feedback(root, t);
  const displayMessage = say.message;
  const clearMessages = say.clear;
  const controls = say.controls;
  const showErrors = say.fieldErrors;
  const checkRequired = say.checkRequired;
  // after a success that redirects, the page is leaving: its buttons stay busy and nothing more is sent
  let leaving = false;
  const leave = (url: string) => {
    leaving = true;
    later(() => navigate(url), REDIRECT_DELAY_MS);
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
    if (!form || submitGuard1.busy || leaving) return;
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
            leave(r.redirectUrl);
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
      .finally(() => setBusy(btn, leaving));
  });

  // ---- verify ----
  const verifyGuard = submitGuard();
  listen(otpForm, 'submit', (e) => {
    e.preventDefault();
    if (!otpForm || verifyGuard.busy || leaving) return;
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
          if (r.redirectUrl) leave(r.redirectUrl);
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
      .finally(() => setBusy(btn, leaving));
  });

  // ---- resend: the delay grows by 5 s per resend ----
  const resendGuard = submitGuard();
  listen(resend, 'click', (e) => {
    e.preventDefault();
    if (!resend || resend.disabled || resendGuard.busy || leaving) return;
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
      .finally(() => setBusy(resend, leaving));
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

  cleanups.push(enhanceFields(root, params));

  return () => {
    for (const id of timers) clearTimeout(id);
    for (const c of cleanups.reverse()) c();
  };
}
