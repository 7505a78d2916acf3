// The checkout's payment method list. WooCommerce's checkout.js stays loaded (the bundle does not take over
// wc-checkout): it shows the chosen method's `.payment_box`, hides a lone radio, renames the place-order button
// and triggers `payment_method_selected`, and replaces `#payment` on every order-review update. Doing any of it
// again would fire the event twice and fight its display toggles, so this widget adds only what the shop asks
// on top: each gateway logo laid out 100 px wide (payment-methods.css, which loads with this chunk and keeps
// applying to the `#payment` checkout.js puts back). The theme's and WooCommerce's `#payment` styles stay as printed.
export function mountPaymentMethods(_list: HTMLElement): () => void {
  // nothing in the list is changed by script: the logo rule is payment-methods.css
  return () => {};
}
