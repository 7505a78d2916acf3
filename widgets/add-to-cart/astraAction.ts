// Astra's "add to cart action" after an add (astra/assets/js/unminified/shop-add-to-cart.js, on added_to_cart):
// unless the product form's button is still loading or Elementor's preview is on, slide_in_cart opens the cart
// drawer (through the store: the mini-cart widget owns the dialog), and with Astra Pro redirect_cart_page /
// redirect_checkout_page go to the cart or the checkout.
import { readAstraShopAddToCart } from '../../src/settings/astra';
import { safeUrl } from '../../src/html/safeUrl';
import type { StorefrontStore } from '../../src/store/store';
import { go } from '../../src/cart/bridge';

export function astraAddToCartAction(store: StorefrontStore): void {
  const s = readAstraShopAddToCart();
  if (s.elementor_preview_active) return;
  if (document.querySelector('.single_add_to_cart_button.loading')) return;
  if (s.shop_add_to_cart_action === 'slide_in_cart') openCartDrawer(store);
  if (!s.is_astra_pro) return;
  if (s.shop_add_to_cart_action === 'redirect_cart_page') go(safeUrl(s.cart_url, '/cart/'));
  if (s.shop_add_to_cart_action === 'redirect_checkout_page') go(safeUrl(s.checkout_url, '/checkout/'));
}

/** Astra's slide-in cart after an add, when the page has the drawer. */
export function openCartDrawer(store: StorefrontStore): void {
  const drawer = document.getElementById('astra-mobile-cart-drawer');
  if (!drawer) return;
  store.getState().setDrawerOpen(true);
  // the drawer's widget loads on intent: an add that opens it loads it now (it opens from the store when it mounts)
  void window.storefrontWidgets?.load(drawer);
}
