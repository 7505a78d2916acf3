import { describe, expect, it } from 'vitest';
import { loadPage } from '../../src/testing/page';
import widget, { containerFor } from './index';
import { getStore } from '../../src/store/store';

const ctx = () => ({ name: 'product-badges', store: getStore() });

describe('product badges', () => {
  it('places each listing badge over its item image, and puts it back on unmount', () => {
    loadPage('/shop/');
    const badge = document.querySelector<HTMLElement>('li.post-102 .acoplw-badge')!;
    expect(badge).not.toBeNull();
    const stop = widget.mount(badge, ctx());
    expect(badge.parentElement?.classList.contains('astra-shop-thumbnail-wrap')).toBe(true);
    expect(badge.classList.contains('acoplw-placed')).toBe(true);
    stop();
    expect(badge.parentElement?.classList.contains('astra-shop-thumbnail-wrap')).toBe(false);
  });

  it('places the product page badge over the first gallery image', () => {
    loadPage('/product/stand-mixer/');
    const badge = document.querySelector<HTMLElement>('.acoplw-badge')!;
    widget.mount(badge, ctx());
    expect(badge.parentElement).toBe(document.querySelector('.woocommerce-product-gallery__image'));
  });

  it('uses the classname setting, survives a malformed selector, and does nothing without enablejquery', () => {
    loadPage('/product/stand-mixer/');
    const badge = document.querySelector<HTMLElement>('.acoplw-badge')!;
    expect(containerFor(badge, '.woocommerce-product-gallery__wrapper')?.className).toBe('woocommerce-product-gallery__wrapper');
    expect(containerFor(badge, '[[bad')?.classList.contains('woocommerce-product-gallery__image')).toBe(true);
    (window as unknown as Record<string, unknown>).acoplw_frontend_object = { classname: '', enablejquery: '0' };
    const home = badge.parentElement;
    widget.mount(badge, ctx());
    expect(badge.parentElement).toBe(home);
  });
});
