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
  /** its classes as printed (the e-mail pane's verify is `awp-btn awp-btn-blue`, WhatsApp's `awp-submit-button awp-btn`) */
  className: string;
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
  /** 'Wrong WhatsApp?' and the edit link's text and classes */
  wrong: string;
  edit: string;
  editClass: string;
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
export interface PrintedBranding {
  /** each part only when the shop set it (Wawp prints the block only when one of them is set) */
  logoHtml: string | null;
  title: string | null;
  /** the level the title should announce under the page's headings (Wawp prints <h3>), or null */
  titleLevel: number | null;
  /** wp_kses_post HTML */
  descriptionHtml: string | null;
}
export interface PrintedLogin {
  branding: PrintedBranding | null;
  tabs: Array<{ method: LoginMethod; label: string; active: boolean }>;
  otp: Partial<Record<OtpMethod, PrintedOtpPane>>;
  password: PrintedPasswordPane | null;
  /** what else the shortcode prints, kept as it is: the custom CSS <style> before the tabs; the 'OR' separator
   * and the custom shortcode (another plugin's markup and scripts) after the panes */
  before: Node[];
  after: Node[];
}

const isMethod = (v: string | undefined): v is LoginMethod => LOGIN_METHODS.some((m) => m === v);
const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

function byId<T extends Element>(root: Element, id: string, type: abstract new () => T): T | null {
  const el = root.querySelector(`[id="${id}"]`);
  return el instanceof type ? el : null;
}

function button(root: Element, id: string): PrintedButton {
  const b = byId(root, id, HTMLElement);
  return { className: b?.className ?? '', text: text(b), icon: b?.querySelector('i')?.className ?? '', color: b?.style.backgroundColor ?? '' };
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
    editClass: pane.querySelector(`.awp-edit-${c}`)?.className || `awp-edit-button awp-edit-${c}`,
    hosted,
    phone,
  };
}

/** Reads the printed login; throws (the mount leaves the PHP markup as it is) when it has no pane at all. */
export function readPrintedLogin(root: HTMLElement): PrintedLogin {
  const brand = root.querySelector<HTMLElement>(':scope > .awp-login-branding');
  const title = brand?.querySelector<HTMLElement>('.awp-login-title');
  const desc = brand?.querySelector('.awp-login-description');
  const tabs = Array.from(root.querySelectorAll<HTMLElement>('ul.awp-tab-list > li.awp-tab[data-tab]')).flatMap((li) => {
    const method = li.dataset.tab;
    return isMethod(method) && byId(root, method, HTMLElement) ? [{ method, label: text(li), active: li.classList.contains('active') }] : [];
  });
  const pw = byId(root, 'email_password', HTMLElement);
  // the shortcode's own children in order: branding, <style>, tabs, panes, separator, custom shortcode
  const own = (n: Node) => n instanceof Element && n.matches('.awp-login-branding, .awp-tabs, .awp-tab-content');
  const children = Array.from(root.childNodes);
  const firstOwn = children.findIndex((n) => n instanceof Element && n.matches('.awp-tabs, .awp-tab-content'));
  const lastOwn = children.length - 1 - [...children].reverse().findIndex(own);
  const printed: PrintedLogin = {
    branding: brand
      ? {
          logoHtml: brand.querySelector('.awp-logo')?.innerHTML ?? null,
          title: title ? text(title) : null,
          titleLevel: title ? fittingHeadingLevel(title) : null,
          descriptionHtml: desc ? desc.innerHTML : null,
        }
      : null,
    tabs,
    otp: { whatsapp_otp: otpPane(root, 'whatsapp_otp'), email_otp: otpPane(root, 'email_otp') },
    password: pw
      ? { login: field(pw, 'awp_login_email'), password: field(pw, 'awp_password_password'), submit: button(pw, 'awp_login_email_password') }
      : null,
    before: children.slice(0, Math.max(0, firstOwn)).filter((n) => !own(n)),
    after: lastOwn < children.length ? children.slice(lastOwn + 1) : [],
  };
  if (!printed.otp.whatsapp_otp && !printed.otp.email_otp && !printed.password) throw new Error('otp-login: no login pane printed (#whatsapp_otp, #email_otp, #email_password)');
  return printed;
}
