// The Arabic message for a failed cart call, by what went wrong.
import { __ } from '../../src/i18n';
import { isApiError } from '../../src/ajax/errors';

export function failureMessage(e: unknown): string {
  if (isApiError(e)) {
    if (e.code === 'timeout') return __('The shop took too long to answer. Please try again.');
    if (e.code === 'network') return __('You appear to be offline. Check your connection and try again.');
    if (e.code === 'nonce') return __('Your session has expired. Please reload the page and try again.');
  }
  return __('The product could not be added to your cart. Please try again.');
}

/** A message beside a button, announced (role=alert), replaced by the next one. */
export function showMessage(after: Element, text: string): void {
  clearMessage(after);
  const p = document.createElement('span');
  p.className = 'sw-cart-message';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  after.after(p);
}

export function clearMessage(after: Element): void {
  const next = after.nextElementSibling;
  if (next?.classList.contains('sw-cart-message')) next.remove();
}
