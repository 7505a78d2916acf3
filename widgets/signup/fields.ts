// The signup form's fields: the code input, `pre_phone` (Wawp's script prefills #awp_phone from the query,
// URL-decoded, and fires `input`: the phone field then shows the number's own country), the e-mail domain
// combobox, the shared password toggle instead of the plugin's eye icon, the strong-password checklist, and
// the checklist's intro moved out of the <ul> (valid list markup). Returns the cleanup.
import { attachPasswordToggle } from '../../src/dom/passwordToggle';
import { enhanceCodeInput } from '../../src/identity/codeInput';
import { __ } from '../../src/i18n';
import type { SignupParams } from '../../src/settings/wawp';
import { emailCombobox } from './emailCombobox';
import { strengthUi } from './strength';

function prefillPhone(phone: HTMLInputElement): void {
  const pre = new URLSearchParams(location.search).get('pre_phone');
  if (!pre) return;
  let value = pre;
  try {
    value = decodeURIComponent(pre);
  } catch {
    /* already decoded */
  }
  phone.value = value;
  phone.dispatchEvent(new Event('input', { bubbles: true }));
}

export function enhanceFields(root: HTMLElement, params: SignupParams): () => void {
  const cleanups: Array<() => void> = [];
  const codeInput = root.querySelector<HTMLInputElement>('input#awp_otp_code');
  const phone = root.querySelector<HTMLInputElement>('input#awp_phone');
  const email = root.querySelector<HTMLInputElement>('input#awp_email');
  const password = root.querySelector<HTMLInputElement>('input#awp_password');
  if (codeInput) cleanups.push(enhanceCodeInput(codeInput, __('One-time code')));
  if (phone) prefillPhone(phone);
  if (email && params.email_domains.length) cleanups.push(emailCombobox(email, params.email_domains));
  if (password) {
    root.querySelectorAll<HTMLElement>('.awp-toggle-password').forEach((el) => {
      el.hidden = true;
      cleanups.push(() => (el.hidden = false));
    });
    cleanups.push(attachPasswordToggle(password));
    if (params.password_strong) cleanups.push(strengthUi(root, password));
  }
  const reqs = root.querySelector('#password-requirements');
  if (reqs) {
    for (const child of Array.from(reqs.children)) {
      if (child.tagName === 'LI') continue;
      reqs.before(child);
      cleanups.push(() => reqs.prepend(child));
    }
  }
  return () => {
    for (const c of cleanups.reverse()) c();
  };
}
