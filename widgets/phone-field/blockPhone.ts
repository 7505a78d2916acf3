// The phone field on WooCommerce's Checkout block. The input there belongs to the block's React app: its value is
// the `wc/store/cart` billing address's phone and its error the `wc/store/validation` store's `billing_phone`
// entry, which the block renders itself (the message under the field, has-error, aria-invalid) and which stops
// Place Order. So the E.164 rewrite goes through setBillingAddress (a value written into the DOM would be the
// shopper's screen only), and an invalid number is reported there, never as a second message of ours. The block
// clears a field's error whenever its own checks pass (on each keystroke, when the stored value changes): an
// invalid verdict of ours is set again each time it disappears.
import {
  CART_STORE,
  VALIDATION_STORE,
  hasStoreActions,
  storeAction,
  storeSelect,
  subscribeStore,
} from '../../src/blocks/stores';

const ERROR_ID = 'billing_phone';

export interface BlockPhone {
  /** the number to save, as the app's own onChange would store it */
  write(value: string): void;
  /** our verdict: a message while the number is invalid, null otherwise */
  report(message: string | null): void;
  destroy(): void;
}

function currentMessage(): string | null {
  const error = storeSelect(VALIDATION_STORE, 'getValidationError', ERROR_ID);
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  return typeof error.message === 'string' ? error.message : null;
}

/** The block checkout's billing phone input, with the stores on the page; null anywhere else. */
export function blockPhone(input: HTMLInputElement): BlockPhone | null {
  if (input.id !== 'billing-phone' || !input.closest('.wp-block-woocommerce-checkout')) return null;
  if (!hasStoreActions(CART_STORE, ['setBillingAddress'])) return null;
  if (!hasStoreActions(VALIDATION_STORE, ['setValidationErrors', 'clearValidationError'])) return null;
  let wanted: string | null = null;
  const assert = () => {
    if (wanted === null || currentMessage() === wanted) return;
    storeAction(VALIDATION_STORE, ['setValidationErrors'], {
      [ERROR_ID]: { message: wanted, hidden: false },
    });
  };
  const stop = subscribeStore(VALIDATION_STORE, assert);
  return {
    write: (value) => void storeAction(CART_STORE, ['setBillingAddress'], { phone: value }),
    report: (message) => {
      const was = wanted;
      wanted = message;
      if (message !== null) assert();
      else if (was !== null && currentMessage() === was)
        storeAction(VALIDATION_STORE, ['clearValidationError'], ERROR_ID);
    },
    destroy: () => {
      stop();
      if (wanted !== null && currentMessage() === wanted)
        storeAction(VALIDATION_STORE, ['clearValidationError'], ERROR_ID);
      wanted = null;
    },
  };
}
