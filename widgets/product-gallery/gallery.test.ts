import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { mountGallery } from './gallery';
import widget from './index';

beforeEach(() => {
  loadPage('/product/electric-kettle/');
});

const gallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
const tabs = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('.flex-control-thumbs [role="tab"]'));
const ctx = { name: 'product-gallery', store: undefined as never };

describe('product gallery', () => {
  it('wraps the printed track in FlexSlider’s viewport with a thumbnail tab per image, announces WooCommerce’s init events, and puts the markup back on unmount', () => {
    const heard: string[] = [];
    const el = gallery();
    for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init'])
      el.addEventListener(`storefront:${name}`, () => heard.push(name));
    const stop = mountGallery(el);
    expect(tabs()).toHaveLength(3);
    expect(heard).toEqual(['wc-product-gallery-before-init', 'wc-product-gallery-after-init']);
    expect(
      el.querySelector(':scope > .flex-viewport > .woocommerce-product-gallery__wrapper'),
    ).not.toBeNull();
    expect(el.style.opacity).toBe('1');
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs()[0]?.getAttribute('aria-controls')).toBe(
      el.querySelector('.woocommerce-product-gallery__image')?.id,
    );
    expect(el.querySelectorAll('.woocommerce-product-gallery__image[inert]')).toHaveLength(2);
    expect(el.querySelectorAll('button.woocommerce-product-gallery__trigger')).toHaveLength(1);
    fireEvent.click(tabs()[2]!);
    expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true');
    expect(el.querySelectorAll('.woocommerce-product-gallery__image')[2]?.hasAttribute('inert')).toBe(false);
    stop();
    expect(
      el.querySelector('.flex-viewport, .flex-control-thumbs, .woocommerce-product-gallery__trigger'),
    ).toBeNull();
    expect(el.querySelector(':scope > .woocommerce-product-gallery__wrapper')).not.toBeNull();
    expect(el.querySelectorAll('[inert], [role="tabpanel"]')).toHaveLength(0);
  });

  it('the variation form’s reset event brings the first slide back; the thumbnails’ keys follow the reading direction', () => {
    const el = gallery();
    mountGallery(el);
    fireEvent.click(tabs()[1]!);
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    el.dispatchEvent(new CustomEvent('storefront:woocommerce_gallery_reset_slide_position', { detail: [] }));
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' });
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[1]);
  });

  it('smoothHeight as WooCommerce passes it: the viewport is sized to the shown slide, over animationSpeed; without it the viewport keeps its own height; the thumbnails per view are data-columns', () => {
    const el = gallery();
    el.setAttribute('data-columns', '5');
    const stop = mountGallery(el);
    const viewport = el.querySelector<HTMLElement>('.flex-viewport')!;
    expect(el.classList.contains('sw-gallery-smooth')).toBe(true);
    expect(viewport.style.getPropertyValue('--sw-gallery-speed')).toBe('500ms');
    expect(viewport.style.blockSize).toMatch(/px$/);
    expect(
      el.querySelector<HTMLElement>('.flex-control-thumbs')?.style.getPropertyValue('--sw-gallery-columns'),
    ).toBe('5');
    stop();
    expect(el.classList.contains('sw-gallery-smooth')).toBe(false);
    const params = Reflect.get(window, 'wc_single_product_params') as { flexslider: Record<string, unknown> };
    params.flexslider.smoothHeight = false;
    mountGallery(el);
    expect(el.classList.contains('sw-gallery-smooth')).toBe(false);
    expect(el.querySelector<HTMLElement>('.flex-viewport')?.style.blockSize).toBe('');
  });

  it('stands down where single-product.js built its gallery', () => {
    const el = gallery();
    el.insertAdjacentHTML('afterbegin', '<a href="#" class="woocommerce-product-gallery__trigger">🔍</a>');
    widget.mount(el, ctx);
    expect(el.querySelector('.flex-viewport')).toBeNull();
    expect(el.querySelectorAll('.woocommerce-product-gallery__trigger')).toHaveLength(1);
  });
});
