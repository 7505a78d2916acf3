// What every cart.js call on the cart page shares: its `?wc-ajax=` POST through the one cart queue (HTML
// answer), and the blocked look (`processing`, aria-busy) of the parts it changes.
import { cartQueue } from '../../src/ajax/queue';
import { wcAjaxHtml } from '../../src/ajax/wcAjax';
import { readCartParams } from '../../src/settings/woocommerce';
import { MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';

/** Each endpoint's nonce in wc_cart_params (sent as `security`; a fresh one replaces a refused one). */
const NONCES = {
  apply_coupon: 'apply_coupon_nonce',
  remove_coupon: 'remove_coupon_nonce',
  update_shipping_method: 'update_shipping_method_nonce',
} as const;

export function post(endpoint: keyof typeof NONCES, data: Record<string, unknown>): Promise<string> {
  const params = readCartParams();
  return cartQueue.push(() =>
    wcAjaxHtml(endpoint, data, {
      template: params.wc_ajax_url,
      timeoutMs: MUTATION_TIMEOUT_MS,
      nonce: {
        field: 'security',
        from: { global: 'wc_cart_params', key: NONCES[endpoint] },
        refreshUrl: params.ajax_url,
      },
    }),
  );
}

export function block(el: Element | null | undefined, on: boolean): void {
  if (!el) return;
  el.classList.toggle('processing', on);
  if (on) el.setAttribute('aria-busy', 'true');
  else el.removeAttribute('aria-busy');
}
