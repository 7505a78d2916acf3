// A listing's `.ajax_add_to_cart` button (add-to-cart.js): every data-* is posted to wc-ajax=add_to_cart;
// idle -> loading -> added; an error with product_url sends the shopper to the product page.
import { rawDataAttributes } from '../../src/dom/attrs';
import { emit, vetoed } from '../../src/dom/events';
import { safeUrl } from '../../src/html/safeUrl';
import { parseLocalNumber } from '../../src/i18n/digits';
import { addToCart } from './addRequest';
import { afterAdd } from './afterAdd';
import { loopAdd } from './value';
import { clearMessage, failureMessage, showMessage } from './messages';
import { asJQuery, go } from '../../src/cart/bridge';
import type { StorefrontStore } from '../../src/store/store';

const isDisabled = (b: HTMLElement) => b.classList.contains('disabled') || b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true';

export function mountLoopButton(button: HTMLElement, store: StorefrontStore): () => void {
  let pending = 0;
  const onClick = (e: MouseEvent) => {
    const id = button.getAttribute('data-product_id');
    if (!id) return; // WooCommerce lets the link work as a link
    e.preventDefault();
    if (isDisabled(button)) return;
    const $btn = asJQuery(button);
    if (vetoed('should_send_ajax_request.adding_to_cart', [$btn])) {
      emit('ajax_request_not_sent.adding_to_cart', [false, false, $btn]);
      return;
    }
    const data = rawDataAttributes(button);
    const quantity = parseLocalNumber(data.quantity ?? '1');
    data.quantity = String(Number.isFinite(quantity) && quantity > 0 ? quantity : 1);
    button.classList.remove('added');
    button.classList.add('loading');
    button.setAttribute('aria-busy', 'true');
    clearMessage(button.parentElement?.querySelector('.added_to_cart') ?? button);
    emit('adding_to_cart', [$btn, data]);
    pending++;
    void addToCart(data).then(
      async (answer) => {
        pending--;
        if (answer.error && answer.product_url) {
          go(safeUrl(answer.product_url, button.getAttribute('href') ?? '#'));
          return;
        }
        if (answer.error || !Object.keys(answer.fragments).length) throw new Error('add refused');
        await afterAdd(store, button, answer.fragments, answer.cart_hash, loopAdd(button, Number(id), Number(data.quantity)), data.success_message ?? '');
        if (pending) button.classList.add('loading');
      },
      (err: unknown) => {
        pending--;
        throw err;
      },
    ).catch((err: unknown) => {
      if (!pending) {
        button.classList.remove('loading');
        button.removeAttribute('aria-busy');
      }
      showMessage(button.parentElement?.querySelector('.added_to_cart') ?? button, failureMessage(err));
    });
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
