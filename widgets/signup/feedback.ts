// What the signup tells the shopper: the message box (`.awp-success-message`, green or red) and the error line
// of a field (`.awp-error-message` after its `.awp-form-group`). Wawp's script hides every error line and
// .show()s the one of a field, and its stylesheet hides them (`display: none`): an error written without
// showing it is invisible. So each line is shown inline, whatever the theme's CSS says, and hidden again.
import { parseLocalNumber } from '../../src/i18n';
import type { SignupTexts } from './texts';

let errorIds = 0;

const show = (el: HTMLElement, on: boolean) => {
  el.style.display = on ? 'block' : 'none';
};

export interface Feedback {
  message(text: string, type?: 'success' | 'error'): void;
  clear(): void;
  fieldError(input: HTMLElement, text: string): void;
  /** the server's errors by field id; the first field gets focus */
  fieldErrors(errors: Record<string, string>): void;
  /** every required field non-empty after trimming, e-mails and numbers well-formed; the first bad one gets focus */
  checkRequired(scope: HTMLElement): boolean;
  controls(): HTMLElement[];
}

export function feedback(root: HTMLElement, t: SignupTexts): Feedback {
  const box = root.querySelector<HTMLElement>('.awp-success-message');
  box?.setAttribute('aria-live', 'polite');
  const controls = () => Array.from(root.querySelectorAll<HTMLElement>('.awp-form-control'));
  const errorBoxOf = (input: HTMLElement): HTMLElement | null => {
    const next = input.closest('.awp-form-group')?.nextElementSibling;
    return next instanceof HTMLElement && next.classList.contains('awp-error-message') ? next : null;
  };

  const fieldError = (input: HTMLElement, text: string) => {
    input.classList.add('awp-field-error');
    input.setAttribute('aria-invalid', 'true');
    const err = errorBoxOf(input);
    if (!err) return;
    err.id ||= `awp-error-${++errorIds}`;
    err.textContent = text;
    show(err, true);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    if (!ids.includes(err.id)) input.setAttribute('aria-describedby', [...ids, err.id].join(' '));
  };

  return {
    message(text, type = 'success') {
      if (!box) return;
      box.textContent = text;
      box.classList.toggle('is-success', type === 'success');
      box.classList.toggle('is-error', type === 'error');
      box.setAttribute('role', type === 'error' ? 'alert' : 'status');
      show(box, text !== '');
    },
    clear() {
      if (box) {
        box.textContent = '';
        show(box, false);
      }
      root.querySelectorAll<HTMLElement>('.awp-error-message').forEach((e) => {
        e.textContent = '';
        show(e, false);
      });
      for (const c of controls()) {
        c.classList.remove('awp-field-error', 'awp-field-success');
        c.removeAttribute('aria-invalid');
      }
    },
    fieldError,
    fieldErrors(errors) {
      let first: HTMLElement | null = null;
      for (const [id, text] of Object.entries(errors)) {
        const input = document.getElementById(id);
        if (!input || !root.contains(input)) continue;
        fieldError(input, text);
        first ??= input;
      }
      first?.focus();
    },
    checkRequired(scope) {
      const inputs = (sel: string) => Array.from(scope.querySelectorAll<HTMLInputElement>(sel));
      const empty = inputs('.awp-form-control[required]').filter((i) => i.value.trim() === '');
      empty.forEach((i) => fieldError(i, t.required));
      // a mistyped address is caught here too (the server says the same)
      const badEmail = inputs('input.awp-form-control[type="email"]').filter((i) => i.value.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[a-z]{2,63}$/i.test(i.value.trim()));
      badEmail.forEach((i) => fieldError(i, t.invalidEmail));
      // custom number fields: eastern digits are fine, anything else is not a number
      const badNumber = inputs('input.awp-form-control[type="number"]').filter((i) => i.value.trim() !== '' && Number.isNaN(parseLocalNumber(i.value)));
      badNumber.forEach((i) => fieldError(i, t.invalidNumber));
      const first = [...empty, ...badEmail, ...badNumber][0];
      first?.focus();
      return first === undefined;
    },
    controls,
  };
}
