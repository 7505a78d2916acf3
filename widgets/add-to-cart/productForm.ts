// The product page's add-to-cart form, for every type (simple, variable, grouped, bundle), as the shop's settings
// say. The classic page posts the form itself (WC_Form_Handler::add_to_cart_action answers with the page and its
// "added to your cart" notice, or with a 302 to the cart when the shop redirects after an add): the widget leaves
// that submit to the browser. Only with Astra Pro's single-product ajax add on (`astra.single_product_ajax_add_to_cart`)
// and no redirect after add is it posted in the background, as Astra's single-product-ajax-cart.js posts it.
import { readAddToCartParams } from '../../src/settings/woocommerce';
import { readAstra } from '../../src/settings/astra';
import type { StorefrontStore } from '../../src/store/store';
import { formAdd } from './value';
import { variationTexts } from '../../src/cart/variation';
import { followVariations } from './variations';
import { showMessage } from './messages';
import { astraSingleAdd } from './astraSingleAdd';

/**
 * Astra binds its background add to `body.single-product .product:not(.product-type-external)` forms; with the
 * shop's redirect after add on, a background post would print and clear the notice inside that request, so the
 * browser posts it and lands on the cart with the notice.
 */
function addsInBackground(form: HTMLFormElement): boolean {
  if (readAddToCartParams().cart_redirect_after_add === 'yes') return false;
  if (!readAstra().single_product_ajax_add_to_cart) return false;
  return (
    document.body.classList.contains('single-product') &&
    form.closest('.product:not(.product-type-external)') !== null
  );
}

export function mountProductForm(form: HTMLFormElement, store: StorefrontStore): () => void {
  // An external/affiliate product (templates/single-product/add-to-cart/external.php) prints form.cart with
  // method="get" to the other shop's URL: nothing is added here, the browser follows it as printed.
  if (form.method === 'get') return () => {};
  const variable = form.classList.contains('variations_form');
  const variations = variable ? followVariations(form) : null;
  const productName = (document.querySelector('.product_title')?.textContent ?? '').trim();
  const background = astraSingleAdd(form, store);

  const onSubmit = (e: SubmitEvent) => {
    const button =
      (e.submitter instanceof HTMLElement ? e.submitter : null) ??
      form.querySelector<HTMLElement>('.single_add_to_cart_button');
    if (!button) return;
    if (button.classList.contains('disabled')) {
      e.preventDefault();
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
    const productId = Number(data.get('add-to-cart') ?? data.get('product_id') ?? 0);
    const add = formAdd(form, productId, productName, variations?.chosen());
    if (addsInBackground(form)) {
      e.preventDefault();
      background(button, data, add);
      return;
    }
    // the browser posts the form; the add is reported now, as Google Analytics for WooCommerce's classic.js
    // reports a product form's add on its button's click (the next page may be the cart)
    if (add) store.getState().publishAdd(add);
  };
  form.addEventListener('submit', onSubmit);
  return () => {
    form.removeEventListener('submit', onSubmit);
    variations?.stop();
  };
}
