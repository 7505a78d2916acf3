// The block checkout reads attribution from the checkout store's extension data, not from inputs.
import { readWindow } from '../../src/dom/globals';
const CHECKOUT_STORE_KEY = 'wc/store/checkout';
const NAMESPACE = 'woocommerce/order-attribution';

interface WpData {
  dispatch?: (store: string) => unknown;
  subscribe?: (listener: () => void, store?: string) => () => void;
}

function wpData(): WpData | null {
  const wp = readWindow('wp');
  if (typeof wp !== 'object' || wp === null || !('data' in wp)) return null;
  const data: unknown = wp.data;
  return typeof data === 'object' && data !== null ? (data as WpData) : null; // members are checked before each call
}

/** Hand the values to the block checkout when its store is on the page; false when it is not. */
export function setBlockCheckoutData(values: Record<string, string | null>): boolean {
  const data = wpData();
  if (typeof data?.dispatch !== 'function') return false;
  try {
    const actions: unknown = data.dispatch(CHECKOUT_STORE_KEY);
    if (typeof actions !== 'object' || actions === null || !('__internalSetExtensionData' in actions))
      return false;
    const set: unknown = actions.__internalSetExtensionData;
    if (typeof set !== 'function') return false;
    set.call(actions, NAMESPACE, values, true);
    return true;
  } catch {
    return false; // the store is not registered (yet)
  }
}

/** The checkout store may register after us: send the values once more on its first change. */
export function whenCheckoutStoreChanges(send: () => void): () => void {
  const data = wpData();
  if (typeof data?.subscribe !== 'function') return () => {};
  let unsubscribe: () => void = () => {};
  try {
    unsubscribe = data.subscribe(() => {
      unsubscribe();
      send();
    }, CHECKOUT_STORE_KEY);
  } catch {
    /* an old wp.data without store-scoped subscribe */
  }
  return () => unsubscribe();
}
