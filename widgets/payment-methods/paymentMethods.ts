// The checkout's payment method list, as WooCommerce's checkout.js runs it: the chosen method's
// `.payment_box` is shown and the others hidden, a single method needs no radio, the place-order button takes
// the method's `data-order_button_text`, and `payment_method_selected` is triggered on change. Each gateway logo
// is laid out 100 px wide (payment-methods.css).
import { emit } from '../../src/dom/events';

export function mountPaymentMethods(list: HTMLElement): () => void {
  const radios = () => Array.from(list.querySelectorAll<HTMLInputElement>('input[name="payment_method"]'));
  const form = list.closest('form') ?? document;
  const button = form.querySelector<HTMLButtonElement>('#place_order');
  const defaultText = button?.dataset.value ?? button?.textContent ?? '';

  const render = () => {
    const all = radios();
    if (all.length && !all.some((r) => r.checked) && all[0]) all[0].checked = true;
    for (const r of all) {
      const box = r.closest('li')?.querySelector<HTMLElement>('.payment_box');
      if (box) box.style.display = r.checked ? '' : 'none';
    }
    const chosen = all.find((r) => r.checked);
    if (button) {
      const text = chosen?.dataset.order_button_text || defaultText;
      if (button.textContent !== text) button.textContent = text;
      button.value = text;
    }
  };

  const onChange = (e: Event) => {
    if (!(e.target instanceof HTMLInputElement) || e.target.name !== 'payment_method') return;
    render();
    emit('payment_method_selected');
  };

  const all = radios();
  const only = all.length === 1 ? all[0] : undefined;
  // one method: its radio is not a choice (WooCommerce hides it); the label still names the method
  if (only) only.classList.add('sw-visually-hidden');
  list.addEventListener('change', onChange);
  render();
  return () => {
    list.removeEventListener('change', onChange);
    only?.classList.remove('sw-visually-hidden');
  };
}
