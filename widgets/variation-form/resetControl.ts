// The "Clear" control (a link before WooCommerce 9.3, a button in its own row since) shows once anything is
// chosen (toggleResetLink); hidden, it is out of the tab order and the accessibility tree. Clearing announces
// itself in `.reset_variations_alert` (9.3+) and, since the control hides, focus moves to the first attribute
// select rather than being lost with it.
import { variationTexts } from '../../src/cart/variation';
import { attributeSelects } from './attributes';

const ANNOUNCE_MS = 1000;

export function toggleReset(form: HTMLFormElement, on: boolean): void {
  // visibility only, as WooCommerce's toggleResetLink: the control keeps its room, nothing below it moves
  form.querySelectorAll<HTMLElement>('.reset_variations').forEach((el) => {
    el.style.visibility = on ? 'visible' : 'hidden';
  });
}

/** `refocus`: the control itself was used (it hides now), so focus goes to the first select. */
export function announceReset(form: HTMLFormElement, refocus: boolean): void {
  const alert = form.querySelector('.reset_variations_alert');
  if (alert) {
    alert.textContent = variationTexts().reset;
    // as WooCommerce: the sentence is gone from the live region once read
    window.setTimeout(() => {
      if (alert.textContent === variationTexts().reset) alert.textContent = '';
    }, ANNOUNCE_MS);
  }
  if (refocus) attributeSelects(form)[0]?.focus();
}
