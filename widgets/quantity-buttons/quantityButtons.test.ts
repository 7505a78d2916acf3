import { describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { mountQuantityButtons } from './quantityButtons';
import './index';

describe('quantity buttons on the fixture pages', () => {
  it('adds labelled +/- around the product quantity and dispatches change', () => {
    loadPage('/product/electric-kettle/');
    const box = document.querySelector<HTMLElement>('form.cart div.quantity')!;
    const stop = mountQuantityButtons(box);
    const input = box.querySelector<HTMLInputElement>('input.qty')!;
    const onChange = vi.fn();
    input.addEventListener('change', onChange);
    expect(box.classList.contains('buttons_added')).toBe(true);
    const plus = box.querySelector<HTMLAnchorElement>('a.plus')!;
    const minus = box.querySelector<HTMLAnchorElement>('a.minus')!;
    expect(plus.textContent).toContain('زيادة الكمية');
    for (let i = 0; i < 5; i++) plus.click();
    expect(input.value).toBe('6');
    minus.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(input.value).toBe('5');
    for (let i = 0; i < 10; i++) minus.click();
    expect(input.value).toBe('1'); // min 1 on the product page
    expect(onChange).toHaveBeenCalled();
    stop();
    expect(box.querySelector('a.plus')).toBeNull();
  });

  it("skips the mini-cart quantity when Astra Pro's nonce is not printed", () => {
    loadPage('/shop/?sw_no_qty_nonce=1');
    const box = document.createElement('div');
    box.className = 'widget_shopping_cart_content';
    box.innerHTML = '<div class="quantity"><input class="qty" type="number" value="1"></div>';
    document.body.append(box);
    mountQuantityButtons(box.querySelector<HTMLElement>('.quantity')!);
    expect(box.querySelector('a.plus')).toBeNull();
  });

  it("adds nothing where Astra's plus/minus option is off (astra_qty_btn not printed)", () => {
    Reflect.deleteProperty(window, 'astra_qty_btn'); // the earlier page's
    loadPage('/product/electric-kettle/?sw_qty_buttons=off');
    const box = document.querySelector<HTMLElement>('form.cart div.quantity')!;
    mountQuantityButtons(box);
    expect(box.querySelector('a.plus, a.minus')).toBeNull();
    expect(box.classList.contains('buttons_added')).toBe(false);
  });
});
