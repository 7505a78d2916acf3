// The strong-password checklist, meter and label (spec "Signup" validation), live while the shopper types;
// only when AWP_Signup_Params.password_strong is on.
import { __ } from '../../src/i18n';
import { passwordStrength, type StrengthLevel } from './password';

const LEVEL_TEXT: Record<StrengthLevel, () => string> = {
  excellent: () => __('excellent'),
  strong: () => __('Strong'),
  average: () => __('Average'),
  weak: () => __('Weak'),
};

/** The checklist, meter and label, live while the shopper types (only when strong passwords are on). */
export function strengthUi(root: HTMLElement, input: HTMLInputElement): () => void {
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
  return () => input.removeEventListener('input', update);
}
