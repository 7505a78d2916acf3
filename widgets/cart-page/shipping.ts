// The shipping methods in `.cart_totals` (outside the cart form), as cart.js's cart_shipping does: a change of
// `select.shipping_method` or a `shipping_method[i]` input POSTs every chosen method by its data-index with
// `wc_cart_params.update_shipping_method_nonce` to `?wc-ajax=update_shipping_method`; the answer is the new
// `.cart_totals` (`updated_cart_totals`), then `updated_shipping_method`.
import { readCartParams } from '../../src/settings/woocommerce';
import { emit } from '../../src/dom/events';
import { block, post } from './request';
import { loadSanitizer } from '../../src/html/loadSanitizer';

const CHANGED = 'select.shipping_method, input[name^="shipping_method"]';
const CHOSEN =
  'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]';

export function chosenMethods(): Record<string, string> {
  const out: Record<string, string> = {};
  document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(CHOSEN).forEach((el) => {
    out[el.getAttribute('data-index') ?? '0'] = el.value;
  });
  return out;
}

/** cart.js's update_cart_totals_div: an answer's `.cart_totals` (parsed inert) in place of the page's, through the sanitizer. */
export async function replaceTotals(answer: ParentNode): Promise<void> {
  const totals = document.querySelector('.cart_totals');
  const fresh = answer.querySelector('.cart_totals');
  if (totals && fresh) (await loadSanitizer()).replaceWithSafeHtml(totals, fresh.outerHTML);
  emit('updated_cart_totals');
}

export function mountShippingMethods(onFailure: (e: unknown) => void): () => void {
  const onChange = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.matches(CHANGED) || !e.target.closest('.cart_totals'))
      return;
    block(document.querySelector('.cart_totals'), true);
    void post('update_shipping_method', {
      security: readCartParams().update_shipping_method_nonce,
      shipping_method: chosenMethods(),
    })
      .then((html) => replaceTotals(new DOMParser().parseFromString(html, 'text/html')), onFailure)
      .finally(() => {
        block(document.querySelector('.cart_totals'), false);
        emit('updated_shipping_method');
      });
  };
  document.addEventListener('change', onChange);
  return () => document.removeEventListener('change', onChange);
}
