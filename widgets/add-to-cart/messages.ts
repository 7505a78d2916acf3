// The add button's states and messages, the same for a listing's button and a product form (add-to-cart.js):
// the veto, loading, and a failed add's sentence beside the button (the one failure sentences, by what went wrong).
import { __ } from '../../src/i18n';
import { failureMessage } from '../../src/ajax/failureMessage';
import { emit, vetoed } from '../../src/dom/events';
import { asJQuery } from '../../src/cart/bridge';

/** Before the request: false when a listener vetoes it (and is told so); else the button shows loading and `adding_to_cart` fires. */
export function startAdd(button: HTMLElement, messageAt: Element, data: unknown): boolean {
  const $btn = asJQuery(button);
  if (vetoed('should_send_ajax_request.adding_to_cart', [$btn])) {
    emit('ajax_request_not_sent.adding_to_cart', [false, false, $btn]);
    return false;
  }
  clearMessage(messageAt);
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  emit('adding_to_cart', [$btn, data]);
  return true;
}

/** A failed add: the button idle again once no other add of it runs, the reason beside it. */
export function failAdd(button: HTMLElement, pending: number, messageAt: Element, err: unknown): void {
  if (!pending) {
    button.classList.remove('loading');
    button.removeAttribute('aria-busy');
  }
  showMessage(
    messageAt,
    failureMessage(err, __('The product could not be added to your cart. Please try again.')),
  );
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
