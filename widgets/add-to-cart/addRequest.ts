// One add-to-cart request from a listing button (wc-ajax=add_to_cart), in the cart queue so fast clicks
// never race, with the mutation deadline.
import { cartQueue } from '../../src/ajax/queue';
import { wcAjax } from '../../src/ajax/wcAjax';
import { readAddToCartParams } from '../../src/settings/woocommerce';
import { parseCartAnswer, type CartAnswer } from '../../src/cart/fragments';
import { MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';

export function addToCart(data: Record<string, string>): Promise<CartAnswer> {
  const p = readAddToCartParams();
  return cartQueue.push(() =>
    wcAjax('add_to_cart', data, parseCartAnswer, { template: p.wc_ajax_url, timeoutMs: MUTATION_TIMEOUT_MS }),
  );
}
