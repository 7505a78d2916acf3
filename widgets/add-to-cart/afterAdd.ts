// What happens after a successful add, whichever form it came from: redirect or fragments in place, the
// 'View cart' link, the live-region message, the WooCommerce events, the analytics add, Astra's add-to-cart action
// (slide-in drawer or redirect). No update_checkout of its own: WooCommerce's add-to-cart.js triggers none; on
// the checkout FiboSearch's force_refresh_checkout does it once on added_to_cart (widgets/search-fixer).
import { __ } from '../../src/i18n';
import { emit } from '../../src/dom/events';
import { safeUrl } from '../../src/html/safeUrl';
import type { StorefrontStore } from '../../src/store/store';
import type { CartAdd } from '../../src/store/slices/cart';
import { readAddToCartParams } from '../../src/settings/woocommerce';
import { applyFragments, remember, type Fragments } from '../../src/cart/fragments';
import { asJQuery, go } from '../../src/cart/bridge';
import { astraAddToCartAction } from './astraAction';

/**
 * The add published (for analytics) before anything else, so that an add followed by the redirect to the cart
 * is still reported; true when the shop sends the shopper to the cart after an add (then gone). `null` (a grouped
 * add worth nothing, see value.ts) publishes nothing; a free product's add is published with value 0.
 */
export function publishAdd(store: StorefrontStore, add: Omit<CartAdd, 'id'> | null): boolean {
  const p = readAddToCartParams();
  if (add) store.getState().publishAdd(add);
  if (p.cart_redirect_after_add !== 'yes') return false;
  go(safeUrl(p.cart_url, '/cart/'));
  return true;
}

/** The page after an add that stays on it (publishAdd said so). */
export async function afterAdd(
  store: StorefrontStore,
  button: HTMLElement,
  fragments: Fragments,
  hash: string,
  message: string,
): Promise<void> {
  const p = readAddToCartParams();
  await applyFragments(fragments, hash, store);
  remember(fragments, hash);
  button.classList.remove('loading');
  button.classList.add('added');
  button.removeAttribute('aria-busy');
  if (!p.is_cart && !button.parentElement?.querySelector('.added_to_cart')) {
    const link = document.createElement('a');
    link.href = safeUrl(p.cart_url, '/cart/');
    link.className = 'added_to_cart wc-forward';
    link.textContent = p.i18n_view_cart || __('View cart');
    button.after(link);
  }
  const live = document.querySelector('.widget_shopping_cart_live_region');
  if (live) live.textContent = message || __('Added to your cart.');
  emit('added_to_cart', [fragments, hash, asJQuery(button)]);
  emit('wc_cart_button_updated', [asJQuery(button)]);
  astraAddToCartAction(store);
}
