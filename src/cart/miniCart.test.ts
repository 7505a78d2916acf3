// The mini-cart reader against WooCommerce's templates/cart/mini-cart.php (9.x) shapes: a linked product with
// variation data, a product without a page (image and name, no link), Astra Pro's quantity input, the empty cart.
import { describe, expect, it } from 'vitest';
import { readMiniCart } from './miniCart';

const row = (inner: string) => `<li class="woocommerce-mini-cart-item mini_cart_item">${inner}</li>`;
const remove = (key: string, extra = '') =>
  `<a role="button" href="/cart/?remove_item=${key}&amp;_wpnonce=n" class="remove remove_from_cart_button" aria-label="إزالة المنتج" data-product_id="7" data-cart_item_key="${key}" data-product_sku="SKU-7"${extra}>&times;</a>`;
const wrap = (items: string) =>
  `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul><p class="woocommerce-mini-cart__total total"><strong>المجموع الفرعي:</strong> <span class="woocommerce-Price-amount amount">1,298&nbsp;ج.م</span></p><p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">عرض السلة</a><a href="/checkout/" class="button checkout wc-forward">إتمام الطلب</a></p></div>`;

describe('readMiniCart', () => {
  it("reads a linked product with variation data and WooCommerce's success message", () => {
    const mini = readMiniCart(
      wrap(
        row(
          `${remove('abc', ' data-success_message="تمت إزالة المنتج"')}<a href="/product/mixer/"><img src="/m.svg" alt="">خلاط</a><dl class="variation"><dt>اللون:</dt><dd><p>أحمر</p></dd></dl><span class="quantity">٢ &times; <span class="woocommerce-Price-amount amount">649&nbsp;ج.م</span></span>`,
        ),
      ),
    );
    expect(mini.items).toHaveLength(1);
    const [item] = mini.items;
    expect(item).toMatchObject({
      key: 'abc',
      productId: '7',
      sku: 'SKU-7',
      removedMessage: 'تمت إزالة المنتج',
      quantity: 2,
      name: 'خلاط',
      stepper: null,
    });
    expect(item?.removeUrl).toBe('/cart/?remove_item=abc&_wpnonce=n');
    expect(item?.productHtml).toContain('href="/product/mixer/"');
    expect(item?.productHtml).not.toContain('remove_from_cart_button');
    expect(item?.metaHtml).toContain('أحمر');
    expect(item?.quantityHtml).toContain('649');
    expect(mini.totalHtml).toContain('1,298');
    expect(mini.buttons).toEqual([
      { href: '/cart/', label: 'عرض السلة', checkout: false },
      { href: '/checkout/', label: 'إتمام الطلب', checkout: true },
    ]);
  });

  it('a product without a page: image and name without a link', () => {
    const mini = readMiniCart(
      wrap(
        row(`${remove('k2')}<img src="/x.svg" alt="">بطاقة هدية<span class="quantity">1 &times; 50</span>`),
      ),
    );
    expect(mini.items[0]?.name).toBe('بطاقة هدية');
    expect(mini.items[0]?.productHtml).toContain('<img');
  });

  it("Astra Pro's quantity input gives the quantity and the stepper limits with the field's label", () => {
    const mini = readMiniCart(
      wrap(
        row(
          `${remove('k3')}<a href="/p/">قهوة</a><div class="quantity"><label class="screen-reader-text" for="q3">كمية قهوة</label><input type="number" id="q3" class="input-text qty text" name="cart[k3][qty]" value="3" min="0" max="9" step="1"></div>`,
        ),
      ),
    );
    expect(mini.items[0]).toMatchObject({
      quantity: 3,
      stepper: { min: 0, max: 9, step: 1, label: 'كمية قهوة' },
    });
  });

  it('the empty cart', () => {
    const mini = readMiniCart(
      '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">لا توجد منتجات في سلة المشتريات.</p></div>',
    );
    expect(mini).toEqual({
      items: [],
      totalHtml: '',
      buttons: [],
      emptyText: 'لا توجد منتجات في سلة المشتريات.',
    });
  });
});
