// WooCommerce's Cart block changes the cart through the Store API, and the classic header cart and drawer follow
// through the fragments. Its store announces every change of its cart data on window with
// `wc-blocks_store_sync_required` ({type: 'from_@wordpress/data'}; cart/index.ts) — an address typed at the
// checkout included — so a refresh runs only when the items (keys and quantities) differ from the last ones seen.
// `wc-blocks_removed_from_cart` (body), which other block code sends, refreshes as well.
import { CART_STORE, storeSelect } from '../../src/blocks/stores';
import { isRecord } from '../../src/settings/parse';

/** The block cart's items as `key:quantity` pairs, or null when no block cart store is on the page. */
export function blockCartItems(): string | null {
  const cart = storeSelect(CART_STORE, 'getCartData');
  if (typeof cart !== 'object' || cart === null || !('items' in cart) || !Array.isArray(cart.items))
    return null;
  const items: unknown[] = cart.items;
  return items
    .map((item) =>
      typeof item === 'object' && item !== null && 'key' in item && 'quantity' in item
        ? `${String(item.key)}:${String(item.quantity)}`
        : '',
    )
    .join(',');
}

export function followBlockCart(refresh: () => void): () => void {
  let seen = blockCartItems();
  const onSync = (e: Event) => {
    if (e instanceof CustomEvent && isRecord(e.detail) && e.detail.type === 'from_iAPI') return; // asks the store
    const now = blockCartItems();
    if (now !== null && now === seen) return;
    seen = now;
    refresh();
  };
  const onRemoved = () => {
    seen = blockCartItems();
    refresh();
  };
  window.addEventListener('wc-blocks_store_sync_required', onSync);
  document.body.addEventListener('wc-blocks_removed_from_cart', onRemoved);
  return () => {
    window.removeEventListener('wc-blocks_store_sync_required', onSync);
    document.body.removeEventListener('wc-blocks_removed_from_cart', onRemoved);
  };
}
