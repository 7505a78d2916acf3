// Astra Pro's mini-cart quantity: when `astra.single_product_qty_ajax_nonce` is printed, a changed quantity
// (typed or stepped; debounced 500 ms so fast +/- sends one request with the final value) is sent as
// action=astra_add_cart_single_product_quantity {hash, quantity, qtyNonce}, then the fragments refresh.
import { adminAjax } from '../../src/ajax/adminAjax';
import { cartQueue } from '../../src/ajax/queue';
import { readAstra } from '../../src/settings/astra';
import { emit } from '../../src/dom/events';
import { parseLocalNumber } from '../../src/i18n/digits';
import { __ } from '../../src/i18n';
import { isAbort, isApiError } from '../../src/ajax/errors';
import { MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';

export const QTY_DEBOUNCE_MS = 500;

export function itemKey(input: HTMLInputElement): string {
  return (input.name.match(/^cart\[([^\]]+)\]\[qty\]$/) ?? [])[1] ?? '';
}

export function mountQuantity(drawer: HTMLElement): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const send = async (input: HTMLInputElement) => {
    const a = readAstra();
    const hash = itemKey(input);
    const quantity = parseLocalNumber(input.value);
    if (!hash || !Number.isFinite(quantity) || quantity < 0) return;
    const content = input.closest('.widget_shopping_cart_content');
    content?.classList.add('ajax-mini-cart-qty-loading');
    try {
      await cartQueue.push(() =>
        adminAjax('astra_add_cart_single_product_quantity', { hash, quantity: Math.floor(quantity), qtyNonce: a.single_product_qty_ajax_nonce }, (v) => v, { url: a.ajax_url, timeoutMs: MUTATION_TIMEOUT_MS }),
      );
    } catch (e) {
      // the refresh below shows the cart as the shop has it; say why the change did not stick
      const live = input.closest('.widget_shopping_cart')?.querySelector('.widget_shopping_cart_live_region');
      if (live && !isAbort(e)) {
        live.textContent = isApiError(e) && e.code === 'nonce' ? __('Your session has expired. Please reload the page and try again.') : __('The quantity could not be changed. Please try again.');
      }
    }
    content?.classList.remove('ajax-mini-cart-qty-loading');
    emit('wc_fragment_refresh');
  };
  const onInput = (e: Event) => {
    const input = e.target;
    if (!(input instanceof HTMLInputElement) || !input.matches('.widget_shopping_cart_content input.qty')) return;
    if (!readAstra().single_product_qty_ajax_nonce) return;
    const key = itemKey(input);
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        void send(input);
      }, QTY_DEBOUNCE_MS),
    );
  };
  drawer.addEventListener('input', onInput);
  drawer.addEventListener('change', onInput);
  return () => {
    drawer.removeEventListener('input', onInput);
    drawer.removeEventListener('change', onInput);
    timers.forEach((t) => clearTimeout(t));
  };
}
