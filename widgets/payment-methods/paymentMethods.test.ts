import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { addLine } from '../../fixtures/backend/routes/cart';
import { on } from '../../src/dom/events';
import { mountPaymentMethods } from './paymentMethods';

const box = (id: string) => document.querySelector<HTMLElement>(`.payment_box.payment_method_${id}`);
let stop: () => void = () => {};
afterEach(() => stop());

describe('payment methods', () => {
  it('shows only the chosen method\'s box, follows the choice, and names the place-order button', () => {
    addLine(backend.session(), 101, 1);
    loadPage('/checkout/');
    const list = document.querySelector<HTMLElement>('#payment ul.wc_payment_methods');
    if (!list) throw new Error('no payment list');
    const selected = vi.fn();
    const off = on('payment_method_selected', selected);
    stop = mountPaymentMethods(list);
    expect(box('cod')?.style.display).toBe('');
    expect(box('bacs')?.style.display).toBe('none');
    expect(list.querySelectorAll('li.wc_payment_method img')).toHaveLength(3);
    fireEvent.click(document.getElementById('payment_method_paymob') ?? document.body);
    expect(box('paymob')?.style.display).toBe('');
    expect(box('cod')?.style.display).toBe('none');
    expect(document.getElementById('place_order')?.textContent).toBe('المتابعة إلى الدفع');
    fireEvent.click(document.getElementById('payment_method_cod') ?? document.body);
    expect(document.getElementById('place_order')?.textContent).toBe('تأكيد الطلب');
    expect(selected).toHaveBeenCalledTimes(2);
    off();
  });

  it('a single method needs no visible radio; none chosen picks the first', () => {
    document.body.innerHTML = `<form><div id="payment"><ul class="wc_payment_methods"><li><input type="radio" name="payment_method" value="cod" id="m1"><label for="m1">COD</label><div class="payment_box" style="display:none">x</div></li></ul><button id="place_order" data-value="Place">Place</button></div></form>`;
    const list = document.querySelector<HTMLElement>('.wc_payment_methods');
    if (!list) throw new Error('missing');
    stop = mountPaymentMethods(list);
    const radio = document.getElementById('m1') as HTMLInputElement;
    expect(radio.checked).toBe(true);
    expect(radio.classList.contains('sw-visually-hidden')).toBe(true);
    expect(document.querySelector<HTMLElement>('.payment_box')?.style.display).toBe('');
  });
});
