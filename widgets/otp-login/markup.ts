// Wawp's printed [wawp_otp_login] (class-awp-otp-login.php), read once at mount: the elements the
// login's React view renders its state onto and listens on. Every node stays where the plugin printed it (its
// CSS targets them, intl-tel-input wraps #awp_whatsapp, a held click is replayed on the printed button, what
// the shopper typed before mount is simply there).
import { LOGIN_METHODS, type LoginMethod } from '../../src/settings/wawp';

export type OtpMethod = Extract<LoginMethod, 'whatsapp_otp' | 'email_otp'>;
/** the id part Wawp uses for a code method's elements (`awp_whatsapp`, `awp_otp_email`, ...) */
export const channelOf = (m: OtpMethod): 'whatsapp' | 'email' =>
  m === 'whatsapp_otp' ? 'whatsapp' : 'email';

/** What a pane and its call show: the message box (`#awp_login_message_<x>`) inside the pane's form. */
export interface PaneSlots {
  form: HTMLFormElement | null;
  messageBox: HTMLElement | null;
}
export interface OtpPaneMarkup extends PaneSlots {
  method: OtpMethod;
  pane: HTMLElement;
  contactGroup: HTMLElement | null;
  /** the WhatsApp number (the phone field's input) or the e-mail */
  contact: HTMLInputElement | null;
  codeGroup: HTMLElement | null;
  code: HTMLInputElement | null;
  request: HTMLElement | null;
  verify: HTMLElement | null;
  resend: HTMLElement | null;
  /** 'Wrong WhatsApp?' and its edit link (an <a> without href) */
  sentGroup: HTMLElement | null;
  edit: HTMLElement | null;
  /** the hidden box Wawp writes the contact into */
  display: HTMLElement | null;
}
export interface PasswordPaneMarkup extends PaneSlots {
  pane: HTMLElement;
  login: HTMLInputElement | null;
  password: HTMLInputElement | null;
  submit: HTMLElement | null;
  /** the plugin's eye icons (<i>, not buttons): the shared toggle instead */
  eyeIcons: HTMLElement[];
}
export interface LoginMarkup {
  branding: { logo: HTMLElement | null; title: HTMLElement | null; description: HTMLElement | null } | null;
  tabsBox: HTMLElement | null;
  list: HTMLElement | null;
  /** the printed tabs of panes that exist; the panes themselves when the list is missing */
  tabs: Array<{ method: LoginMethod; li: HTMLElement | null; active: boolean }>;
  panes: Partial<Record<LoginMethod, HTMLElement>>;
  otp: OtpPaneMarkup[];
  password: PasswordPaneMarkup | null;
}

const isMethod = (v: string | undefined): v is LoginMethod => LOGIN_METHODS.some((m) => m === v);

function byId<T extends Element>(root: Element, id: string, type: abstract new () => T): T | null {
  const el = root.querySelector(`[id="${id}"]`);
  return el instanceof type ? el : null;
}
const el = (root: Element, id: string) => byId(root, id, HTMLElement);

function otpPane(root: Element, method: OtpMethod): OtpPaneMarkup | null {
  const pane = el(root, method);
  if (!pane) return null;
  const c = channelOf(method);
  return {
    method,
    pane,
    form: pane.querySelector('form'),
    messageBox: el(pane, `awp_login_message_${c}`),
    contactGroup: el(pane, `awp_${c}_group`),
    contact: byId(pane, `awp_${c}`, HTMLInputElement),
    codeGroup: el(pane, `awp_otp_group_${c}`),
    code: byId(pane, `awp_otp_${c}`, HTMLInputElement),
    request: el(pane, `awp_request_otp_${c}`),
    verify: el(pane, `awp_verify_otp_${c}`),
    resend: el(pane, `awp_resend_otp_${c}`),
    sentGroup: el(pane, `awp_otp_sent_message_${c}`),
    edit: pane.querySelector<HTMLElement>(`.awp-edit-${c}`),
    display: el(pane, `awp_display_${c}`),
  };
}

/** Reads the printed login; throws (the mount leaves the PHP markup as it is) when it has no pane at all. */
export function readLoginMarkup(root: HTMLElement): LoginMarkup {
  const brand = root.querySelector<HTMLElement>(':scope > .awp-login-branding');
  const panes: LoginMarkup['panes'] = {};
  for (const m of LOGIN_METHODS) {
    const pane = el(root, m);
    if (pane) panes[m] = pane;
  }
  const printedTabs = Array.from(
    root.querySelectorAll<HTMLElement>('ul.awp-tab-list > li.awp-tab[data-tab]'),
  ).flatMap((li) => {
    const method = li.dataset.tab;
    return isMethod(method) && panes[method] ? [{ method, li, active: li.classList.contains('active') }] : [];
  });
  const pw = panes.email_password;
  const otp = [otpPane(root, 'whatsapp_otp'), otpPane(root, 'email_otp')].filter(
    (p): p is OtpPaneMarkup => p !== null,
  );
  if (!otp.length && !pw)
    throw new Error('otp-login: no login pane printed (#whatsapp_otp, #email_otp, #email_password)');
  return {
    branding: brand
      ? {
          logo: brand.querySelector<HTMLElement>('.awp-logo'),
          title: brand.querySelector<HTMLElement>('.awp-login-title'),
          description: brand.querySelector<HTMLElement>('.awp-login-description'),
        }
      : null,
    tabsBox: root.querySelector<HTMLElement>(':scope > .awp-tabs'),
    list: root.querySelector<HTMLElement>('ul.awp-tab-list'),
    tabs: printedTabs.length
      ? printedTabs
      : LOGIN_METHODS.flatMap((method) =>
          panes[method] ? [{ method, li: null, active: panes[method].classList.contains('active') }] : [],
        ),
    panes,
    otp,
    password: pw
      ? {
          pane: pw,
          form: pw.querySelector('form'),
          messageBox: el(pw, 'awp_login_message_email_password'),
          login: byId(pw, 'awp_login_email', HTMLInputElement),
          password: byId(pw, 'awp_password_password', HTMLInputElement),
          submit: el(pw, 'awp_login_email_password'),
          eyeIcons: Array.from(pw.querySelectorAll<HTMLElement>('.show-hide-icon')),
        }
      : null,
  };
}
