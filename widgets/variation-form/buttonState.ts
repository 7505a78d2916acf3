// The add button and its wrap as add-to-cart-variation.js leaves them (onShow / onHide): the classes
// WooCommerce's CSS and the add to cart read (a disabled button's click says why instead of adding).
export type ButtonState = 'enabled' | 'selection-needed' | 'unavailable';

export function setButton(form: HTMLFormElement, state: ButtonState): void {
  const button = form.querySelector('.single_add_to_cart_button');
  button?.classList.toggle('disabled', state !== 'enabled');
  button?.classList.toggle('wc-variation-selection-needed', state === 'selection-needed');
  button?.classList.toggle('wc-variation-is-unavailable', state === 'unavailable');
  const wrap = form.querySelector('.woocommerce-variation-add-to-cart');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
}
