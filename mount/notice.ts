// The `message` fallback of a held action (hold.ts): the widget did not arrive in time or failed, and the
// markup's own no-JS path would do the wrong thing. Said next to the control in an alert region, once per
// control (a second failure replaces the first message); the control is already given back. Loaded (a small
// chunk) when an action is first held, so it is there when the widget is not.
import { __, addArabic } from '../src/i18n';
import { ar } from './ar';

addArabic(ar);

const CLASS = 'sw-hold-message';

export function showHoldMessage(control: HTMLElement): void {
  const text = __('This part of the page has not loaded yet. Check your connection and try again.');
  const next = control.nextElementSibling;
  const p =
    next instanceof HTMLElement && next.classList.contains(CLASS) ? next : document.createElement('p');
  p.className = CLASS;
  p.setAttribute('role', 'alert');
  p.style.marginBlock = '0.5em';
  p.textContent = text;
  if (p !== next) control.after(p);
}
