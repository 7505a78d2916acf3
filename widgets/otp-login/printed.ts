// What the login's React view starts from: Wawp's printed [wawp_otp_login] markup (class-awp-otp-login.php,
// contract §7), read once at mount. The texts are the PHP's own (its translations), the field values are what
// the shopper typed before the widget ran (codes with their digits normalised), the tabs are the methods the
// shop turned on. The phone number field is not read: its nodes (the input, and intl-tel-input's wrapper and
// the phone field's status line when that widget already runs) are kept and hosted as they are.
import { LOGIN_METHODS, type LoginMethod } from '../../src/settings/wawp';
import { cleanCode } from '../../src/identity/codeInput';
import { fittingHeadingLevel } from '../../src/identity/headings';

export type OtpMethod = Extract<LoginMethod, 'whatsapp_otp' | 'email_otp'>;
/** the id part Wawp uses for a code method's elements (`awp_whatsapp`, `awp_otp_email`, ...) */
export const channelOf = (m: OtpMethod): 'whatsapp' | 'email' => (m === 'whatsapp_otp' ? 'whatsapp' : 'email');

export interface PrintedButton {
  text: string;
  /** the Remix icon class of its `<i>` (request buttons), or '' */
  icon: string;
  /** the inline background colour awpOtpAjax.button_colors printed, or '' */
  color: string;
}
export interface PrintedField {
  label: string;
  placeholder: string;
  value: string;
}
export interface PrintedOtpPane {
  method: OtpMethod;
  contact: PrintedField;
  code: PrintedField;
  request: PrintedButton;
  verify: PrintedButton;
  resend: PrintedButton;
  /** 'Wrong number?' and the edit link's text */
  wrong: string;
  edit: string;
  /** WhatsApp: the printed number input and what the phone field put around it, kept as they are */
  hosted: Node[];
  /** WhatsApp: the printed number input itself (focus, its value at send time) */
  phone: HTMLInputElement | null;
}
export interface PrintedPasswordPane {
  login: PrintedField;
  password: PrintedField;
  submit: PrintedButton;
}
export interface PrintedLogin {
  logoHtml: string;
  title: string;
  /** the level the title should announce under the page's headings (Wawp prints <h3>), or null */
  titleLevel: number | null;
  description: string;
  tabs: Array<{ method: LoginMethod; label: string; active: boolean }>;
  otp: Partial<Record<OtpMethod, PrintedOtpPane>>;
  password: PrintedPasswordPane | null;
}

const isMethod = (v: string | undefined): v is LoginMethod => LOGIN_METHODS.some((m) => m === v);
const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

function byId<T extends Element>(root: Element, id: string, type: abstract new () => T): T | null {
  const el = root.querySelector(`[id="${id}"]`);
  return el instanceof type ? el : null;
}

function button(root: Element, id: string): PrintedButton {
  const b = byId(root, id, HTMLElement);
  return { text: text(b), icon: b?.querySelector('i')?.className ?? '', color: b?.style.backgroundColor ?? '' };
}

function field(root: Element, id: string, clean: (v: string) => string = (v) => v): PrintedField {
  const input = byId(root, id, HTMLInputElement);
  return { label: text(root.querySelector(`label[for="${id}"]`)), placeholder: input?.placeholder ?? '', value: clean(input?.value ?? '') };
}

function otpPane(root: Element, method: OtpMethod): PrintedOtpPane | undefined {
  const pane = byId(root, method, HTMLElement);
  if (!pane) return undefined;
  const c = channelOf(method);
  const resendLine = pane.querySelector(`#awp_otp_sent_message_${c} .awp-otp-resend`);
  const wrong = resendLine ? Array.from(resendLine.childNodes, (n) => (n.nodeType === Node.TEXT_NODE ? n.textContent : '')).join('').trim() : '';
  const phone = c === 'whatsapp' ? byId(pane, 'awp_whatsapp', HTMLInputElement) : null;
  const group = byId(pane, `awp_${c}_group`, HTMLElement);
  const hosted = phone && group ? Array.from(group.childNodes).filter((n) => !(n instanceof HTMLLabelElement)) : [];
  return {
    method,
    contact: field(pane, `awp_${c}`),
    code: field(pane, `awp_otp_${c}`, (v) => cleanCode(v)),
    request: button(pane, `awp_request_otp_${c}`),
    verify: button(pane, `awp_verify_otp_${c}`),
    resend: button(pane, `awp_resend_otp_${c}`),
    wrong,
    edit: text(pane.querySelector(`.awp-edit-${c}`)),
    hosted,
    phone,
  };
}

/** Reads the printed login; throws (the mount leaves the PHP markup as it is) when it has no pane at all. */
export function readPrintedLogin(root: HTMLElement): PrintedLogin {
  const title = root.querySelector<HTMLElement>('.awp-login-branding .awp-login-title');
  const tabs = Array.from(root.querySelectorAll<HTMLElement>('ul.awp-tab-list > li.awp-tab[data-tab]')).flatMap((li) => {
    const method = li.dataset.tab;
    return isMethod(method) && byId(root, method, HTMLElement) ? [{ method, label: text(li), active: li.classList.contains('active') }] : [];
  });
  const pw = byId(root, 'email_password', HTMLElement);
  const printed: PrintedLogin = {
    logoHtml: root.querySelector('.awp-login-branding .awp-logo')?.innerHTML ?? '',
    title: text(title),
    titleLevel: title ? fittingHeadingLevel(title) : null,
    description: text(root.querySelector('.awp-login-branding .awp-login-description')),
    tabs,
    otp: { whatsapp_otp: otpPane(root, 'whatsapp_otp'), email_otp: otpPane(root, 'email_otp') },
    password: pw
      ? { login: field(pw, 'awp_login_email'), password: field(pw, 'awp_password_password'), submit: button(pw, 'awp_login_email_password') }
      : null,
  };
  if (!printed.otp.whatsapp_otp && !printed.otp.email_otp && !printed.password) throw new Error('otp-login: no login pane printed (#whatsapp_otp, #email_otp, #email_password)');
  return printed;
}
