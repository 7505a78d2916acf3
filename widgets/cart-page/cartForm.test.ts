// The cart page answer is a whole HTML page: only its cart parts are taken, through the sanitizer.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { loadPage, toasterInCart } from '../../src/testing/page';
import { mountCartForm, sendUpdate, swapCart } from './cartForm';

function cartPage() {
  toasterInCart();
  loadPage('/cart/');
}

describe('cart page answers', () => {
  it('markup in the answer executes nothing; only the form, totals and notices are taken', async () => {
    cartPage();
    const events = vi.fn();
    document.body.addEventListener('storefront:updated_cart_totals', events);
    await swapCart(`<!doctype html><html><body><script>window.__x=1</script>
<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">ok<img src=x onerror="window.__x=2"></div></div>
<form class="woocommerce-cart-form" action="/cart/" method="post" onsubmit="window.__x=3"><a id="bad" href="javascript:window.__x=4">x</a><svg><script>window.__x=5</script></svg></form>
<div class="cart_totals"><h2>إجمالي</h2><p id="tot">999</p></div><div id="elsewhere">not taken</div></body></html>`);
    expect(document.querySelector('form.woocommerce-cart-form')?.getAttribute('onsubmit')).toBeNull();
    expect(document.querySelector('#bad')?.getAttribute('href')).toBeNull();
    expect(document.querySelector('.woocommerce-notices-wrapper img')?.getAttribute('onerror')).toBeNull();
    // the page's own scripts (WooCommerce's no-js swap) stay; none of the answer's came in
    expect(Array.from(document.scripts).filter((x) => x.textContent?.includes('__x'))).toEqual([]);
    expect(document.getElementById('tot')?.textContent).toBe('999');
    expect(document.getElementById('elsewhere')).toBeNull();
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
    expect(events).toHaveBeenCalledTimes(1);
  });

  it('an answer without a cart form shows the empty-cart block and emits wc_cart_emptied', async () => {
    cartPage();
    const emptied = vi.fn();
    document.body.addEventListener('storefront:wc_cart_emptied', emptied);
    await swapCart(
      '<div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info">سلة مشترياتك فارغة حاليًا.</div></div>',
    );
    expect(document.querySelector('.cart-empty')?.textContent).toContain('فارغة');
    expect(document.querySelector('form.woocommerce-cart-form')).toBeNull();
    expect(emptied).toHaveBeenCalled();
  });

  it('only the newest of overlapping updates is applied', async () => {
    cartPage();
    let release: (v: string) => void = () => {};
    const slow = new Promise<string>((r) => (release = r));
    const first = sendUpdate(() => slow);
    const second = sendUpdate(() =>
      Promise.resolve(
        '<form class="woocommerce-cart-form"><p id="newest">2</p></form><div class="cart_totals"></div>',
      ),
    );
    release('<form class="woocommerce-cart-form"><p id="older">1</p></form><div class="cart_totals"></div>');
    await Promise.all([first, second]);
    await waitFor(() => expect(document.getElementById('newest')).not.toBeNull());
    expect(document.getElementById('older')).toBeNull();
    expect(document.querySelector('form.woocommerce-cart-form')?.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('mounting on a cart the shopper already changed', () => {
  it('"Update cart" starts disabled on the printed quantities, and enabled when one was changed before the widget ran', () => {
    cartPage();
    const form = document.querySelector<HTMLFormElement>('form.woocommerce-cart-form')!;
    const update = form.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
    const off = mountCartForm(form);
    expect(update.disabled).toBe(true);
    off();
    form.querySelector<HTMLInputElement>('.cart_item input.qty')!.value = '3'; // typed while the chunk loaded
    const off2 = mountCartForm(form);
    expect(update.disabled).toBe(false);
    off2();
  });
});
