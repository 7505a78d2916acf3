// What every cart.js call on the cart page shares: its `?wc-ajax=` POST through the one cart queue (HTML
// answer), and the blocked look (`processing`, aria-busy) of the parts it changes.
import { cartQueue } from '../../src/ajax/queue';
import { wcAjaxHtml } from '../../src/ajax/wcAjax';
import { readCartParams } from '../../src/settings/woocommerce';
import { MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';

export function post(
  endpoint: 'apply_coupon' | 'remove_coupon' | 'update_shipping_method',
  data: Record<string, unknown>,
): Promise<string> {
  return cartQueue.push(() =>
    wcAjaxHtml(endpoint, data, { template: readCartParams().wc_ajax_url, timeoutMs: MUTATION_TIMEOUT_MS }),
  );
}

export function block(el: Element | null | undefined, on: boolean): void {
  if (!el) return;
  el.classList.toggle('processing', on);
  if (on) el.setAttribute('aria-busy', 'true');
  else el.removeAttribute('aria-busy');
}
