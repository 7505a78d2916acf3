// A listing's `.ajax_add_to_cart` button (add-to-cart.js): every data-* is posted to wc-ajax=add_to_cart;
// idle -> loading -> added; an error with product_url sends the shopper to the product page.
import { rawDataAttributes } from '../../src/dom/attrs';
import { safeUrl } from '../../src/html/safeUrl';
import { parseLocalNumber } from '../../src/i18n/digits';
import { addToCart } from './addRequest';
import { afterAdd, publishAdd } from './afterAdd';
import { loopAdd } from './value';
import { failAdd, startAdd } from './messages';
import { go } from '../../src/cart/bridge';
import type { StorefrontStore } from '../../src/store/store';

const isDisabled = (b: HTMLElement) =>
  b.classList.contains('disabled') ||
  b.hasAttribute('disabled') ||
  b.getAttribute('aria-disabled') === 'true';

export function mountLoopButton(button: HTMLElement, store: StorefrontStore): () => void {
  let pending = 0;
  const onClick = (e: MouseEvent) => {
    const id = button.getAttribute('data-product_id');
    if (!id) return; // WooCommerce lets the link work as a link
    e.preventDefault();
    if (isDisabled(button)) return;
    const data = rawDataAttributes(button);
    const quantity = parseLocalNumber(data.quantity ?? '1');
    data.quantity = String(Number.isFinite(quantity) && quantity > 0 ? quantity : 1);
    const messageAt = () => button.parentElement?.querySelector('.added_to_cart') ?? button;
    if (!startAdd(button, messageAt(), data)) return;
    pending++;
    void addToCart(data)
      .then(
        async (answer) => {
          pending--;
          if (answer.error && answer.product_url) {
            go(safeUrl(answer.product_url, button.getAttribute('href') ?? '#'));
            return;
          }
          if (answer.error || !Object.keys(answer.fragments).length) throw new Error('add refused');
          if (publishAdd(store, loopAdd(button, Number(id), Number(data.quantity)))) return;
          await afterAdd(store, button, answer.fragments, answer.cart_hash, data.success_message ?? '');
          if (pending) button.classList.add('loading');
        },
        (err: unknown) => {
          pending--;
          throw err;
        },
      )
      .catch((err: unknown) => failAdd(button, pending, messageAt(), err));
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
