// Wawp's printed signup (class-awp-signup.php 4.0.3, render_signup_form), read once at mount: the forms, the
// controls with their error lines, the code step's slots and the strong-password pieces. The widget keeps
// every node where the plugin printed it (its CSS targets them, intl-tel-input wraps #awp_phone, a held
// submit is replayed on #awp-signup-form) and renders its state onto them.
const q = <T extends Element = HTMLElement>(root: ParentNode, sel: string): T | null =>
  root.querySelector<T>(sel);

export interface FieldSlot {
  control: HTMLInputElement | HTMLTextAreaElement;
  id: string;
  /** the `.awp-error-message` right after the control's `.awp-form-group` */
  line: HTMLElement | null;
  lineId: string;
  /** the control's own aria-describedby, as printed */
  describedBy: string;
}

export interface SignupMarkup {
  root: HTMLElement;
  form: HTMLFormElement | null;
  branding: HTMLElement | null;
  submitButton: HTMLButtonElement | null;
  otpSection: HTMLElement | null;
  otpForm: HTMLFormElement | null;
  otpIcon: HTMLElement | null;
  heading: HTMLElement | null;
  sentMessage: HTMLElement | null;
  codeInput: HTMLInputElement | null;
  transient: HTMLInputElement | null;
  verifyButton: HTMLButtonElement | null;
  resend: HTMLButtonElement | null;
  resendMessage: HTMLElement | null;
  edit: HTMLElement | null;
  phone: HTMLInputElement | null;
  email: HTMLInputElement | null;
  password: HTMLInputElement | null;
  eyeIcons: HTMLElement[];
  messageBox: HTMLElement | null;
  requirements: HTMLElement | null;
  checks: Array<{ item: HTMLElement; mark: HTMLElement | null }>;
  meter: HTMLElement | null;
  strengthText: HTMLElement | null;
  headings: HTMLElement[];
  fields: FieldSlot[];
}

const isControl = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

export function readSignupMarkup(root: HTMLElement, uid: string): SignupMarkup {
  const fields: FieldSlot[] = [];
  root.querySelectorAll('.awp-form-control').forEach((control, i) => {
    if (!isControl(control)) return;
    const next = control.closest('.awp-form-group')?.nextElementSibling;
    const line = next instanceof HTMLElement && next.classList.contains('awp-error-message') ? next : null;
    fields.push({
      control,
      id: control.id,
      line,
      lineId: line?.id || `awp-error-${uid}-${i}`,
      describedBy: control.getAttribute('aria-describedby') ?? '',
    });
  });
  const otpForm = q<HTMLFormElement>(root, 'form#awp-otp-form');
  const form = q<HTMLFormElement>(root, 'form#awp-signup-form');
  return {
    root,
    form,
    branding: q(root, '#awp-signup-branding'),
    submitButton: form && q<HTMLButtonElement>(form, 'button.awp-submit-button'),
    otpSection: q(root, '#awp-otp-section'),
    otpForm,
    otpIcon: q(root, '#otp-icon'),
    heading: q(root, '#awp-otp-sent-heading'),
    sentMessage: q(root, '#awp-otp-sent-message'),
    codeInput: q<HTMLInputElement>(root, 'input#awp_otp_code'),
    transient: q<HTMLInputElement>(root, 'input#awp_otp_transient'),
    verifyButton: otpForm && q<HTMLButtonElement>(otpForm, 'button.awp-submit-button'),
    resend: q<HTMLButtonElement>(root, 'button#awp-resend-otp-btn'),
    resendMessage: q(root, '#awp-resend-message'),
    edit: q(root, '#awp-edit-contact-btn'),
    phone: q<HTMLInputElement>(root, 'input#awp_phone'),
    email: q<HTMLInputElement>(root, 'input#awp_email'),
    password: q<HTMLInputElement>(root, 'input#awp_password'),
    eyeIcons: Array.from(root.querySelectorAll<HTMLElement>('.awp-toggle-password')),
    messageBox: q(root, '.awp-success-message'),
    requirements: q(root, '#password-requirements'),
    checks: Array.from(root.querySelectorAll<HTMLElement>('#password-requirements li'), (item) => ({
      item,
      mark: q(item, '.awp-check'),
    })),
    meter: q(root, '#password-strength-meter'),
    strengthText: q(root, '#password-strength-text'),
    headings: Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')),
    fields,
  };
}
