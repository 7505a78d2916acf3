import { describe, expect, it } from 'vitest';
import { clampToMinimum } from './quantityMin';
import { focusFirstAlert } from './notices';

describe('woocommerce.js in the bundle', () => {
  it('a product quantity below its minimum starts at the minimum; the cart table and a typed value are left', () => {
    document.body.innerHTML = `<input class="qty" id="a" min="3" value="1"><table><tr><td class="product-quantity"><input class="qty" id="b" min="3" value="1"></td></tr></table><input class="qty" id="c" min="2" value="1">`;
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id) as HTMLInputElement);
    if (!a || !b || !c) throw new Error('fields');
    c.value = '5';
    [a, b, c].forEach(clampToMinimum);
    expect([a.value, b.value, c.value]).toEqual(['3', '1', '5']);
  });

  it('the first alert notice takes focus; a status notice does not', () => {
    document.body.innerHTML = `<div class="woocommerce-info" role="status">i</div><ul class="woocommerce-error" role="alert"><li>e</li></ul>`;
    focusFirstAlert();
    expect(document.activeElement?.className).toBe('woocommerce-error');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });
});
