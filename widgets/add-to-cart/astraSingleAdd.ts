// Astra Pro's background add on the product page (astra-addon addons/woocommerce/assets/js/unminified/
// single-product-ajax-cart.js, _processAjaxRequest): the form's own fields plus action=astra_add_cart_single_product
// and add-to-cart, posted to astra.ajax_url, in the cart queue. The handler (astra_add_cart_single_product_ajax)
// runs WooCommerce's form handler and answers the refreshed fragments, or an empty body when an error notice was
// queued: the script then reloads the page, which prints the notice. After an add: added_to_cart and the button's
// View cart link, then Astra's single-product action (slide-in cart, or the cart or the checkout page).
import { cartQueue } from '../../src/ajax/queue';
import { http } from '../../src/ajax/http';
import { readJson } from '../../src/ajax/body';
import { ApiError } from '../../src/ajax/errors';
import { parseCartAnswer } from '../../src/cart/fragments';
import { MUTATION_TIMEOUT_MS, go } from '../../src/cart/bridge';
import { reload } from '../../src/dom/navigate';
import { safeUrl } from '../../src/html/safeUrl';
import { readAstra } from '../../src/settings/astra';
import type { StorefrontStore } from '../../src/store/store';
import type { CartAdd } from '../../src/store/slices/cart';
import { afterAdd } from './afterAdd';
import { openCartDrawer } from './astraAction';
import { failAdd, startAdd } from './messages';

type Add = Omit<CartAdd, 'id'> | null;

export function astraSingleAdd(
  form: HTMLFormElement,
  store: StorefrontStore,
): (button: HTMLElement, data: FormData, add: Add) => void {
  let pending = 0;
  return (button, data, add) => {
    // the script's own check: an invalid field is reported by the browser and nothing is sent
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    if (!startAdd(button, button, Object.fromEntries(data.entries()))) return;
    const a = readAstra();
    data.set('action', 'astra_add_cart_single_product');
    data.set(
      'add-to-cart',
      String(data.get('add-to-cart') ?? (button instanceof HTMLButtonElement ? button.value : '')),
    );
    pending++;
    void cartQueue
      .push(() =>
        http(new URL(a.ajax_url, location.href).href, {
          method: 'POST',
          body: data,
          timeoutMs: MUTATION_TIMEOUT_MS,
        }),
      )
      .then(async (res) => {
        if (!res.ok) throw new ApiError('http', `HTTP ${res.status}`, { status: res.status });
        if (res.text.trim() === '') {
          reload();
          return;
        }
        const answer = parseCartAnswer(readJson(res));
        if (add) store.getState().publishAdd(add);
        pending--;
        await afterAdd(store, button, answer.fragments, answer.cart_hash, '');
        if (pending) button.classList.add('loading');
        singleProductAction(store);
      })
      .catch((err: unknown) => {
        pending = Math.max(0, pending - 1);
        failAdd(button, pending, button, err);
      });
  };
}

/** The script's add_to_cart_options_single on the product page (astra.is_single_product). */
function singleProductAction(store: StorefrontStore): void {
  const a = readAstra();
  if (!a.is_single_product) return;
  if (a.add_to_cart_options_single === 'slide_in_cart') openCartDrawer(store);
  if (a.add_to_cart_options_single === 'redirect_cart_page') go(safeUrl(a.cart_url, '/cart/'));
  if (a.add_to_cart_options_single === 'redirect_checkout_page') go(safeUrl(a.checkout_url, '/checkout/'));
}
