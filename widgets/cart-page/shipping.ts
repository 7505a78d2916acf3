// The shipping methods in `.cart_totals` (outside the cart form), as cart.js's cart_shipping does: a change of
// `select.shipping_method` or a `shipping_method[i]` input POSTs every chosen method by its data-index with
// `wc_cart_params.update_shipping_method_nonce` to `?wc-ajax=update_shipping_method`; the answer is the new
// `.cart_totals` (`updated_cart_totals`), then `updated_shipping_method`.
import { cartQueue } from '../../src/ajax/queue';
import { wcAjaxHtml } from '../../src/ajax/wcAjax';
import { readCartParams } from '../../src/settings/woocommerce';
import { emit } from '../../src/dom/events';
import { MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';
import { loadSanitizer } from '../../src/html/loadSanitizer';

const CHANGED = 'select.shipping_method, input[name^="shipping_method"]';
const CHOSEN = 'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]';

export function chosenMethods(): Record<string, string> {
  const out: Record<string, string> = {};
  document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(CHOSEN).forEach((el) => {
    out[el.getAttribute('data-index') ?? '0'] = el.value;
  });
  return out;
}

export async function replaceTotals(html: string): Promise<void> {
  const totals = document.querySelector('.cart_totals');
  const doc = new DOMParser().parseFromString(html, 'text/html'); // inert; what is inserted goes through the sanitizer
  const fresh = doc.querySelector('.cart_totals');
  if (!totals || !fresh) return;
  const { replaceWithSafeHtml } = await loadSanitizer();
  replaceWithSafeHtml(totals, fresh.outerHTML);
  emit('updated_cart_totals');
}

export function mountShippingMethods(onFailure: (e: unknown) => void): () => void {
  const onChange = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.matches(CHANGED) || !e.target.closest('.cart_totals')) return;
    const p = readCartParams();
    const totals = document.querySelector('.cart_totals');
    totals?.classList.add('processing');
    totals?.setAttribute('aria-busy', 'true');
    void cartQueue
      .push(() => wcAjaxHtml('update_shipping_method', { security: p.update_shipping_method_nonce, shipping_method: chosenMethods() }, { template: p.wc_ajax_url, timeoutMs: MUTATION_TIMEOUT_MS }))
      .then(replaceTotals, onFailure)
      .finally(() => {
        const now = document.querySelector('.cart_totals');
        now?.classList.remove('processing');
        now?.removeAttribute('aria-busy');
        emit('updated_shipping_method');
      });
  };
  document.addEventListener('change', onChange);
  return () => document.removeEventListener('change', onChange);
}
