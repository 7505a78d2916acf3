import { afterEach, describe, expect, it } from 'vitest';
import { createStorefrontStore } from '../../src/store';
import widget from './index';

const header = (count: string) => {
  document.body.innerHTML = `<div class="ast-site-header-cart"><div class="ast-site-header-cart-li"><a href="/cart/" class="cart-container"><div class="ast-cart-menu-wrap"><span class="count">${count}</span></div></a></div></div>`;
  const el = document.querySelector<HTMLElement>('.ast-site-header-cart');
  if (!el) throw new Error('no header cart');
  return el;
};

describe('cart-count', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('renders the store count into the header cart, also after the link was replaced by a fragment', () => {
    const store = createStorefrontStore();
    const el = header('0');
    const stop = widget.mount(el, { name: 'cart-count', store });
    store.getState().setCartCount(3);
    expect(el.querySelector('.count')?.textContent).toBe('3');
    el.querySelector('.ast-site-header-cart-li')!.innerHTML =
      '<a href="/cart/" class="cart-container"><span class="count">3</span></a>';
    store.getState().setCartCount(5);
    expect(el.querySelector('.count')?.textContent).toBe('5');
    stop();
    store.getState().setCartCount(9);
    expect(el.querySelector('.count')?.textContent).toBe('5');
  });

  it('reads the store it was given, not the page store', () => {
    const mine = createStorefrontStore();
    const other = createStorefrontStore();
    const el = header('1');
    const stop = widget.mount(el, { name: 'cart-count', store: mine });
    other.getState().setCartCount(7);
    expect(el.querySelector('.count')?.textContent).toBe('1');
    stop();
  });
});
