import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBlockStores } from '../../src/testing/blockStores';
import { storeAction, storeSelect } from '../../src/blocks/stores';
import { blockPhone } from './blockPhone';

const phoneInput = (id = 'billing-phone', inBlock = true) => {
  document.body.innerHTML = inBlock
    ? `<div class="wp-block-woocommerce-checkout"><input id="${id}" type="tel"></div>`
    : `<input id="${id}" type="tel">`;
  const input = document.querySelector('input');
  if (!input) throw new Error('no input');
  return input;
};
const error = () => storeSelect('wc/store/validation', 'getValidationError', 'billing_phone');
const phone = () => {
  const cart = storeSelect('wc/store/cart', 'getCartData');
  return typeof cart === 'object' && cart !== null && 'billingAddress' in cart ? cart.billingAddress : null;
};

describe('blockPhone', () => {
  beforeEach(() => loadBlockStores());
  afterEach(() => {
    Reflect.deleteProperty(window, 'wp');
    Reflect.deleteProperty(window, 'wc');
  });

  it('is only for the Checkout block’s billing phone with its stores on the page', () => {
    expect(blockPhone(phoneInput('billing_phone'))).toBeNull();
    expect(blockPhone(phoneInput('billing-phone', false))).toBeNull();
    expect(blockPhone(phoneInput())).not.toBeNull();
    Reflect.deleteProperty(window, 'wp');
    expect(blockPhone(phoneInput())).toBeNull();
  });

  it('writes the number through the cart store’s billing address', () => {
    blockPhone(phoneInput())?.write('201001234567');
    expect(phone()).toMatchObject({ phone: '201001234567' });
  });

  it('reports an invalid number in the validation store, again each time the block clears it, and withdraws it', () => {
    const block = blockPhone(phoneInput());
    block?.report('رقم هاتف غير صالح.');
    expect(error()).toEqual({ message: 'رقم هاتف غير صالح.', hidden: false });
    // the block's own check passing clears the field's error (a keystroke, a stored value): ours comes back
    storeAction('wc/store/validation', ['clearValidationError'], 'billing_phone');
    expect(error()).toEqual({ message: 'رقم هاتف غير صالح.', hidden: false });
    block?.report(null);
    expect(error()).toBeUndefined();
  });

  it('never clears an error that is the block’s own (a required field left empty)', () => {
    const block = blockPhone(phoneInput());
    storeAction('wc/store/validation', ['setValidationErrors'], {
      billing_phone: { message: 'يرجى إدخال الهاتف', hidden: true },
    });
    block?.report(null);
    block?.destroy();
    expect(error()).toEqual({ message: 'يرجى إدخال الهاتف', hidden: true });
  });

  it('takes its error away when it is destroyed, and stops watching', () => {
    const block = blockPhone(phoneInput());
    block?.report('x');
    block?.destroy();
    expect(error()).toBeUndefined();
    storeAction('wc/store/validation', ['setValidationErrors'], { other: { message: 'y', hidden: false } });
    expect(error()).toBeUndefined();
  });
});
