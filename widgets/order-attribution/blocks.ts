// The block checkout reads attribution from the checkout store's extension data, not from inputs. WooCommerce 9.9
// renamed the action to setExtensionData (the old name still works, with a deprecation warning): the new one
// first, the old one on older releases.
import { CHECKOUT_STORE, storeAction, subscribeStore } from '../../src/blocks/stores';

const NAMESPACE = 'woocommerce/order-attribution';

/** Hand the values to the block checkout when its store is on the page; false when it is not. */
export function setBlockCheckoutData(values: Record<string, string | null>): boolean {
  return storeAction(
    CHECKOUT_STORE,
    ['setExtensionData', '__internalSetExtensionData'],
    NAMESPACE,
    values,
    true,
  );
}

/** The checkout store may register after us: send the values once more on its first change. */
export function whenCheckoutStoreChanges(send: () => void): () => void {
  let stop: () => void = () => {};
  stop = subscribeStore(CHECKOUT_STORE, () => {
    stop();
    send();
  });
  return () => stop();
}
