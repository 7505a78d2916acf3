// The mini-cart widget shows only when the cart has items (WooCommerce's .hide_cart_widget_if_empty).
import { describe, expect, it } from 'vitest';
import { syncEmptyWidgets } from '../../src/cart/fragments';

describe('hide_cart_widget_if_empty', () => {
  it('hides the widget while woocommerce_items_in_cart is 0 or missing, shows it with items', () => {
    document.body.innerHTML =
      '<div class="widget woocommerce widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></div>';
    const widget = document.querySelector<HTMLElement>('.widget_shopping_cart')!;
    syncEmptyWidgets();
    expect(widget.style.display).toBe('none');
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    syncEmptyWidgets();
    expect(widget.style.display).toBe('');
    document.cookie = 'woocommerce_items_in_cart=0; path=/';
    syncEmptyWidgets();
    expect(widget.style.display).toBe('none');
    syncEmptyWidgets(true); // an add just happened: show before the cookie round trip
    expect(widget.style.display).toBe('');
  });
});
