// WooCommerce's checkout.js stays loaded on the checkout and runs the payment list: the widget must not do its
// work again (a second payment_method_selected, display toggles, a renamed button) nor restyle #payment.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { addLine } from '../../fixtures/backend/routes/cart';
import { on } from '../../src/dom/events';
import { mountPaymentMethods } from './paymentMethods';

let stop: () => void = () => {};
afterEach(() => stop());

describe('payment methods beside checkout.js', () => {
  it('triggers no payment_method_selected and leaves the boxes, radios and button to checkout.js', () => {
    addLine(backend.session(), 101, 1);
    loadPage('/checkout/');
    const list = document.querySelector<HTMLElement>('#payment ul.wc_payment_methods')!;
    const before = document.getElementById('payment')!.outerHTML;
    const selected = vi.fn();
    const off = on('payment_method_selected', selected);
    stop = mountPaymentMethods(list);
    fireEvent.click(document.getElementById('payment_method_paymob')!);
    expect(selected).not.toHaveBeenCalled(); // checkout.js triggers it once
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_paymob')!.style.display).toBe(
      'none',
    );
    expect(document.getElementById('place_order')!.textContent).toBe('تأكيد الطلب');
    (document.getElementById('payment_method_cod') as HTMLInputElement).checked = true;
    expect(document.getElementById('payment')!.outerHTML).toBe(before);
    off();
  });
});
