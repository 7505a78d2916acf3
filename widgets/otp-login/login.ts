// Wawp's OTP login ([wawp_otp_login]) on its own markup: request a code by WhatsApp or e-mail, the code view
// (branding, 'We sent you a 6-digit code to ...', verify and resend, request hidden), the resend cooldown,
// the rotating progress texts, password login, redirects, and every failure the spec names. One request per
// intent; what the shopper typed is never cleared by a failure; codes only ever travel in POST bodies.
// The shared pieces (message box, one call with progress, the guard): kit.ts; the password pane: passwordPane.ts.
import { submitGuard } from '../../src/ajax';
import { navigate } from '../../src/dom/navigate';
import { __ } from '../../src/i18n';
import { readOtpL10n, type LoginMethod } from '../../src/settings/wawp';
import type { StorefrontStore } from '../../src/store';
import { committedPhone } from '../../src/identity/phoneCommit';
import { cleanCode, enhanceCodeInput } from '../../src/identity/codeInput';
import { fixHeadingLevel } from '../../src/identity/headings';
import { cooldown, type Cooldown } from './cooldown';
import { byId, show } from './dom';
import { loginKit } from './kit';
import { passwordPane } from './passwordPane';
import { enhanceTabs } from './tabs';

export { LOGIN_TIMEOUT_MS } from './kit';
type OtpMethod = Extract<LoginMethod, 'whatsapp_otp' | 'email_otp'>;

export function mountOtpLogin(root: HTMLElement, store: StorefrontStore): () => void {
  const kit = loginKit(store);
  const { settings, say, call, guarded, onClick, onEnter, cleanups, emptyFields } = kit;
  const l10n = readOtpL10n();
  const tabs = enhanceTabs(root, settings.first_login_method);
  cleanups.push(() => tabs.destroy());

  const resendIn = (n: number) => (l10n.resendIn || __('You can resend in %s s')).replace('%s', String(n));

  // branding, to restore after the code view
  const logo = root.querySelector<HTMLElement>('.awp-login-branding .awp-logo');
  const title = root.querySelector<HTMLElement>('.awp-login-branding .awp-login-title');
  const desc = root.querySelector<HTMLElement>('.awp-login-branding .awp-login-description');
  cleanups.push(fixHeadingLevel(title));
  const original = {
    logo: logo ? Array.from(logo.childNodes, (n) => n.cloneNode(true)) : [],
    title: title ? Array.from(title.childNodes, (n) => n.cloneNode(true)) : [],
    desc: desc ? Array.from(desc.childNodes, (n) => n.cloneNode(true)) : [],
  };
  const restoreBranding = () => {
    logo?.replaceChildren(...original.logo.map((n) => n.cloneNode(true)));
    title?.replaceChildren(...original.title.map((n) => n.cloneNode(true)));
    desc?.replaceChildren(...original.desc.map((n) => n.cloneNode(true)));
  };

  function otpPane(method: OtpMethod): void {
    const m = method === 'whatsapp_otp' ? 'whatsapp' : 'email';
    const pane = byId(root, method, HTMLElement);
    if (!pane) return;
    const contact = byId(pane, `awp_${m}`, HTMLInputElement);
    const code = byId(pane, `awp_otp_${m}`, HTMLInputElement);
    const contactGroup = byId(pane, `awp_${m}_group`, HTMLElement);
    const codeGroup = byId(pane, `awp_otp_group_${m}`, HTMLElement);
    const request = byId(pane, `awp_request_otp_${m}`, HTMLButtonElement);
    const verify = byId(pane, `awp_verify_otp_${m}`, HTMLButtonElement);
    const resend = byId(pane, `awp_resend_otp_${m}`, HTMLButtonElement);
    const sent = byId(pane, `awp_otp_sent_message_${m}`, HTMLElement);
    const display = byId(pane, `awp_display_${m}`, HTMLElement);
    const box = byId(pane, `awp_login_message_${m}`, HTMLElement);
    const edit = pane.querySelector<HTMLElement>(`.awp-edit-${m}`);
    const form = pane.querySelector('form');
    box?.setAttribute('aria-live', 'polite');
    if (code) cleanups.push(enhanceCodeInput(code, __('One-time code')));
    const cool: Cooldown | null = resend ? cooldown(resend, resendIn) : null;
    cleanups.push(() => cool?.stop());

    /** The contact as the server wants it: the phone in E.164 without '+', the e-mail trimmed. */
    const contactValue = () => (contact ? (m === 'whatsapp' ? committedPhone(contact) : contact.value.trim()) : '');
    const requireFilled = (...inputs: Array<HTMLInputElement | null>): boolean => {
      const empty = inputs.find((i) => !i || i.value.trim() === '');
      if (empty === undefined) return true;
      say(box, emptyFields, false);
      empty?.focus();
      return false;
    };

    const codeView = (value: string) => {
      tabs.setListVisible(false);
      if (logo) {
        const wrap = document.createElement('div');
        wrap.className = 'awp-icon-wrapper';
        const icon = document.createElement('i');
        icon.id = 'otp-icon';
        icon.className = m === 'whatsapp' ? 'ri-whatsapp-line' : 'ri-mail-line';
        icon.setAttribute('aria-hidden', 'true');
        wrap.append(icon);
        logo.replaceChildren(wrap);
      }
      if (title) title.textContent = m === 'whatsapp' ? l10n.checkWhatsApp || __('Enter your WhatsApp number') : l10n.checkEmail || __('Enter your email');
      if (desc) {
        const b = document.createElement('b');
        b.textContent = m === 'whatsapp' ? `+${value}` : value;
        b.dir = 'ltr';
        desc.replaceChildren(`${l10n.weSentCode || __('We sent you a 6-digit code to')} `, document.createElement('br'), b);
      }
      if (display) display.textContent = value;
      show(sent, true);
      show(contactGroup, false);
      show(codeGroup, true);
      show(verify, true);
      show(resend, true);
      show(request, false);
      cool?.start();
      code?.focus();
    };

    const requestGuard = submitGuard();
    const doRequest = guarded(requestGuard, request, () => requireFilled(contact), async () => {
      const value = contactValue();
      const r = await call(box, 'awp_request_otp', { login_method: method, [m]: value });
      if (!r) return;
      if (r.success) {
        codeView(value);
        return;
      }
      if (r.redirectToSignup) {
        say(box, r.message || __('Invalid or expired OTP.'), false);
        navigate(r.redirectToSignup);
        return;
      }
      say(box, r.message || (m === 'email' ? __('Failed to send OTP.') : __('Invalid or expired OTP.')), false);
    });

    const verifyGuard = submitGuard();
    const doVerify = guarded(verifyGuard, verify, () => requireFilled(contact, code), async () => {
      const r = await call(box, 'awp_verify_otp', { login_method: method, [m]: contactValue(), otp: cleanCode(code?.value ?? '') });
      if (!r) return;
      if (r.success) {
        say(box, r.message, true);
        kit.loggedIn(r.redirectUrl);
        return;
      }
      if (r.redirectToSignup) {
        navigate(r.redirectToSignup);
        return;
      }
      say(box, r.message || __('Invalid or expired OTP.'), false);
    });

    const resendGuard = submitGuard();
    const doResend = guarded(resendGuard, resend, () => requireFilled(contact), async () => {
      const value = contactValue();
      const r = await call(box, 'awp_request_otp', { login_method: method, [m]: value });
      if (!r) return;
      if (r.success) {
        if (display) display.textContent = value;
        show(sent, true);
        say(box, r.message, true);
        cool?.start();
        return;
      }
      say(box, r.message || __('Failed to resend OTP.'), false);
    });

    const doEdit = () => {
      show(codeGroup, false);
      show(contactGroup, true);
      show(sent, false);
      show(verify, false);
      show(resend, false);
      show(request, true);
      tabs.setListVisible(true);
      restoreBranding();
      contact?.focus();
    };

    onClick(request, doRequest);
    onClick(verify, doVerify);
    onClick(resend, doResend);
    onEnter(contact, () => (contact && contactGroup?.style.display === 'none' ? doVerify() : doRequest()));
    onEnter(code, doVerify);
    if (edit) {
      // the plugin prints <a> without href: make it a real, focusable button
      edit.setAttribute('role', 'button');
      edit.tabIndex = 0;
      onClick(edit, doEdit);
      const key = (e: KeyboardEvent) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        doEdit();
      };
      edit.addEventListener('keydown', key);
      cleanups.push(() => edit.removeEventListener('keydown', key));
    }
    kit.blockSubmit(form);
  }

  otpPane('whatsapp_otp');
  otpPane('email_otp');
  passwordPane(root, kit);

  return () => {
    for (const c of cleanups.reverse()) c();
  };
}
