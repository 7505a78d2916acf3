// The mini-cart's two cart mutations, through the one cart queue (no React here):
// - remove (add-to-cart.js): wc-ajax=remove_from_cart {cart_item_key}; the answer's fragments go to the store
//   and the page; with no fragments, or on any failure, the caller follows the remove link (the page removes).
// - quantity (Astra Pro, when `astra.single_product_qty_ajax_nonce` is printed): admin-ajax
//   astra_add_cart_single_product_quantity {hash, quantity, qtyNonce}, answered with an empty body (the handler
//   ends with die()); the fragments refresh afterwards. Its check_ajax_referer('single_product_qty_ajax_nonce',
//   'qtyNonce') answers a stale nonce `-1` (403) before anything changed: sent once more with a fresh one.
import { adminAjaxAction, type NonceField } from '../../src/ajax/adminAjax';
import { cartQueue } from '../../src/ajax/queue';
import { wcAjax } from '../../src/ajax/wcAjax';
import { isAbort } from '../../src/ajax/errors';
import { failureMessage } from '../../src/ajax/failureMessage';
import { readAstra } from '../../src/settings/astra';
import { readAddToCartParams } from '../../src/settings/woocommerce';
import { emit } from '../../src/dom/events';
import { __ } from '../../src/i18n';
import { applyFragments, parseCartAnswer } from '../../src/cart/fragments';
import { asJQuery, MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';
import type { StorefrontStore } from '../../src/store';

const QTY_NONCE: NonceField = {
  field: 'qtyNonce',
  from: { global: 'astra', key: 'single_product_qty_ajax_nonce' },
};

export type RemoveOutcome = 'removed' | 'follow';

export async function removeLine(key: string, link: Element, store: StorefrontStore): Promise<RemoveOutcome> {
  try {
    const answer = await cartQueue.push(() =>
      wcAjax('remove_from_cart', { cart_item_key: key }, parseCartAnswer, {
        template: readAddToCartParams().wc_ajax_url,
        timeoutMs: MUTATION_TIMEOUT_MS,
      }),
    );
    if (!Object.keys(answer.fragments).length) return 'follow';
    await applyFragments(answer.fragments, answer.cart_hash, store);
    // the link leaves the page with its row: listeners still get it (analytics reads data-product_id)
    emit('removed_from_cart', [answer.fragments, answer.cart_hash, asJQuery(link)]);
    return 'removed';
  } catch {
    return 'follow';
  }
}

/** The quantity change, then a fragment refresh whatever happened; returns the sentence to announce ('' when none). */
export async function sendQuantity(key: string, quantity: number): Promise<string> {
  const a = readAstra();
  let failure = '';
  try {
    await cartQueue.push(() =>
      adminAjaxAction(
        'astra_add_cart_single_product_quantity',
        { hash: key, quantity, qtyNonce: a.single_product_qty_ajax_nonce },
        { url: a.ajax_url, timeoutMs: MUTATION_TIMEOUT_MS, nonce: QTY_NONCE },
      ),
    );
  } catch (e) {
    // the refresh below shows the cart as the shop has it; say why the change did not stick
    if (!isAbort(e)) failure = failureMessage(e, __('The quantity could not be changed. Please try again.'));
  }
  emit('wc_fragment_refresh');
  return failure;
}

/** Astra Pro's mini-cart quantity is on when its nonce is printed. */
export const quantityEnabled = (): boolean => readAstra().single_product_qty_ajax_nonce !== '';
