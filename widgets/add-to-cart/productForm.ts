// The product page's add-to-cart form, for every type (simple, variable, grouped, bundle): posted in the
// background to its own action exactly as the browser would post it (WooCommerce's form handler, and the
// bundles plugin, read it), then the fragments are refreshed. Errors are the notices the page answers with.
import { cartQueue } from '../../src/ajax/queue';
import { httpPage } from '../../src/ajax/http';
import { __ } from '../../src/i18n';
import { ApiError } from '../../src/ajax/errors';
import { refreshFragments } from '../../src/cart/fragments';
import { MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';
import { afterAdd, publishAdd } from './afterAdd';
import { formAdd } from './value';
import { chosenVariation, mountVariations, variationTexts } from './variations';
import { failAdd, showMessage, startAdd } from './messages';
import type { StorefrontStore } from '../../src/store/store';
import { readCartFragmentsParams } from '../../src/settings/woocommerce';
import { session } from '../../src/dom/storage';
import { record, str } from '../../src/settings/parse';

/** The error notices in a WooCommerce page answer, as text (never as markup). */
export function errorNotices(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html'); // inert: nothing runs or loads
  return Array.from(doc.querySelectorAll('.woocommerce-error li, .woocommerce-error:not(:has(li))'))
    .map((el) => (el.textContent ?? '').trim())
    .filter(Boolean);
}

export function mountProductForm(form: HTMLFormElement, store: StorefrontStore): () => void {
  // An external/affiliate product (templates/single-product/add-to-cart/external.php) prints form.cart with
  // method="get" to the other shop's URL: nothing is added here, the browser follows it as printed.
  if (form.method === 'get') return () => {};
  const variable = form.classList.contains('variations_form');
  const stopVariations = variable ? mountVariations(form) : () => {};
  const productName = (document.querySelector('.product_title')?.textContent ?? '').trim();
  let pending = 0;

  const onSubmit = (e: SubmitEvent) => {
    const button =
      (e.submitter instanceof HTMLElement ? e.submitter : null) ??
      form.querySelector<HTMLElement>('.single_add_to_cart_button');
    if (!button) return;
    e.preventDefault();
    if (button.classList.contains('disabled')) {
      // add-to-cart-variation.js onAddToCart: the unavailable text first, then the make-a-selection text
      if (button.classList.contains('wc-variation-is-unavailable'))
        showMessage(button, variationTexts().unavailable);
      else if (button.classList.contains('wc-variation-selection-needed'))
        showMessage(button, variationTexts().selection);
      return;
    }
    const data = new FormData(form);
    if (button instanceof HTMLButtonElement && button.name && !data.has(button.name))
      data.append(button.name, button.value);
    if (
      !startAdd(
        button,
        button,
        Object.fromEntries(
          Array.from(data.entries()).filter((x): x is [string, string] => typeof x[1] === 'string'),
        ),
      )
    )
      return;
    const productId = Number(data.get('add-to-cart') ?? data.get('product_id') ?? 0);
    const add = formAdd(form, productId, productName, variable ? chosenVariation(form) : undefined);
    pending++;
    const url = form.getAttribute('action') || location.href;
    void cartQueue
      .push(() => httpPage(url, { method: 'POST', body: data, timeoutMs: MUTATION_TIMEOUT_MS }))
      .then(async (page) => {
        const errors = errorNotices(page);
        if (errors.length) throw new ApiError('server', errors.join(' '));
        if (publishAdd(store, add)) return;
        await refreshFragments(store);
        const p = readCartFragmentsParams();
        const fragments = record(str(''))(session.getJson(p.fragment_name));
        pending--;
        await afterAdd(store, button, fragments, session.get(p.cart_hash_key) ?? '', '');
        if (pending) button.classList.add('loading');
      })
      .catch((err: unknown) => {
        pending = Math.max(0, pending - 1);
        failAdd(button, pending, button, err);
      });
  };
  form.addEventListener('submit', onSubmit);
  return () => {
    form.removeEventListener('submit', onSubmit);
    stopVariations();
  };
}
