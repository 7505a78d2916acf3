import { afterEach, describe, expect, it } from 'vitest';
import { start, withoutHead } from './firstPaint';

afterEach(() => {
  document.body.innerHTML = '';
});

const printed = (readonly = '') =>
  `<div class="wps_wpr_apply_custom_points"><input type="number" min="0" id="wps_cart_points" name="wps_cart_points" class="input-text" ${readonly}><button id="wps_cart_points_apply" class="wps_cart_points_apply" data-id="7" data-order-limit="0">Apply</button></div><input type="number" id="qty" name="quantity">`;

describe('points field from the first paint', () => {
  it('becomes a numeric text field that keeps ٥٠ as the parser reaches it; other number fields stay', () => {
    const frame = start(document);
    frame(); // a frame before the box is parsed
    document.body.innerHTML = printed();
    frame();
    const field = document.querySelector<HTMLInputElement>('#wps_cart_points');
    expect(field?.type).toBe('text');
    expect(field?.inputMode).toBe('numeric');
    if (field) field.value = '٥٠';
    frame(); // the next frame leaves a converted field alone
    expect(field?.value).toBe('٥٠');
    expect(document.querySelector<HTMLInputElement>('#qty')?.type).toBe('number');
  });

  it('keeps the plugin’s readonly (below the minimum) and runs with storefront.js alone', () => {
    document.body.innerHTML = printed('readonly');
    withoutHead(document);
    const field = document.querySelector<HTMLInputElement>('#wps_cart_points');
    expect(field?.type).toBe('text');
    expect(field?.readOnly).toBe(true);
  });
});
