// The quantity follows the variation's limits (add-to-cart-variation.js onFoundVariation): sold individually,
// the field is hidden at 1; otherwise its min and max are the variation's and the value is kept inside them.
import type { Variation } from '../../src/cart/variation';

export function applyQuantity(form: HTMLFormElement, v: Variation): void {
  const input = form.querySelector<HTMLInputElement>(
    '.single_variation_wrap .quantity input.qty[name="quantity"]',
  );
  if (!input) return;
  const box = input.closest<HTMLElement>('.quantity');
  if (v.is_sold_individually === 'yes') {
    input.value = '1';
    input.min = '1';
    input.max = '';
    if (box) box.style.display = 'none';
  } else {
    const min = parseFloat(v.min_qty);
    const max = parseFloat(v.max_qty);
    let value = parseFloat(input.value);
    if (Number.isNaN(value)) value = Number.isNaN(min) ? 1 : min;
    else {
      if (value > max) value = max;
      if (value < min) value = min;
    }
    input.min = v.min_qty;
    input.max = v.max_qty;
    input.value = String(value);
    if (box) box.style.display = '';
  }
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
