// ACO Product Labels' badges placed as its frontend.js does, on the markup its PHP prints.
import { afterEach, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/testing/page';
import widget from './index';
import { getStore } from '../../src/store/store';

const ctx = () => ({ name: 'product-badges', store: getStore() });
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).acoplw_frontend_object;
});

describe('product badges', () => {
  it('listing (enablejquery 1): each badge goes to the start of the link around its item image (acoplw-badgeOutter), back on unmount', () => {
    loadPage('/shop/');
    const badge = document.querySelector<HTMLElement>('li.post-102 .acoplw-badge')!;
    expect(badge).not.toBeNull();
    const stop = widget.mount(badge, ctx());
    const link = document.querySelector('li.post-102 a.woocommerce-LoopProduct-link')!;
    expect(link.firstElementChild).toBe(badge);
    expect(link.classList.contains('acoplw-badgeOutter')).toBe(true);
    expect(badge.querySelector('.acoplw-badge-icon')!.getAttribute('style')).toContain(
      'background:rgba(220, 38, 38, 1)',
    ); // the plugin's colour, untouched
    stop();
    expect(link.contains(badge)).toBe(false);
  });

  it('listing with enablejquery 0: left where the PHP printed it', () => {
    loadPage('/shop/?sw_badges_jquery=0');
    const badge = document.querySelector<HTMLElement>('li.post-102 .acoplw-badge')!;
    const home = badge.parentElement;
    widget.mount(badge, ctx());
    expect(badge.parentElement).toBe(home);
  });

  it.each(['', '?sw_badges_jquery=0'])(
    'product page%s: the hidden-wrap badge is copied into the gallery (whatever enablejquery says), the wrap removed',
    (query) => {
      loadPage(`/product/stand-mixer/${query}`);
      const wrap = document.querySelector('.acoplw-hidden-wrap')!;
      widget.mount(wrap.querySelector<HTMLElement>('.acoplw-badge')!, ctx());
      const gallery = document.querySelector('.woocommerce-product-gallery')!;
      const placed = document.querySelector('.acoplw-badge.acoplw-singleBadge')!;
      expect(placed.parentElement === gallery || placed.parentElement === gallery.parentElement).toBe(true);
      expect(placed.parentElement?.firstElementChild).toBe(placed);
      expect(placed.querySelector('.acoplw-badge-listing-hide')).toBeNull();
      expect(document.querySelector('.acoplw-hidden-wrap')).toBeNull();
      expect(widget.mount(placed as HTMLElement, ctx())).toBeTypeOf('function'); // the copy itself is left alone
      expect(document.querySelectorAll('.acoplw-singleBadge')).toHaveLength(1);
    },
  );

  it('classname is a class name (the plugin prefixes the dot): the badge goes to the parent of the first such element', () => {
    loadPage('/product/stand-mixer/?sw_badges_class=woocommerce-product-gallery__wrapper');
    expect(
      (window as unknown as { acoplw_frontend_object: { classname: string } }).acoplw_frontend_object
        .classname,
    ).toBe('woocommerce-product-gallery__wrapper');
    widget.mount(document.querySelector<HTMLElement>('.acoplw-hidden-wrap .acoplw-badge')!, ctx());
    expect(
      document
        .querySelector('.woocommerce-product-gallery')!
        .firstElementChild?.classList.contains('acoplw-singleBadge'),
    ).toBe(true);
  });
});
