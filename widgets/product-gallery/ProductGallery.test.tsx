import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { ProductGallery } from './ProductGallery';
import './index';

beforeEach(() => {
  loadPage('/product/electric-kettle/');
});

const gallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
const tabs = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('.flex-control-thumbs [role="tab"]'));

describe('product gallery', () => {
  it('wraps the printed track in FlexSlider’s viewport with a thumbnail tab per image, announces WooCommerce’s init events, and puts the markup back on unmount', async () => {
    const heard: string[] = [];
    const el = gallery();
    for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init'])
      el.addEventListener(`storefront:${name}`, () => heard.push(name));
    const { unmount } = render(<ProductGallery el={el} />);
    await waitFor(() => expect(tabs()).toHaveLength(3));
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
    fireEvent.click(tabs()[2]!);
    await waitFor(() => expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true'));
    expect(el.querySelectorAll('.woocommerce-product-gallery__image')[2]?.hasAttribute('inert')).toBe(false);
    unmount();
    expect(
      el.querySelector('.flex-viewport, .flex-control-thumbs, .woocommerce-product-gallery__trigger'),
    ).toBeNull();
    expect(el.querySelector(':scope > .woocommerce-product-gallery__wrapper')).not.toBeNull();
    expect(el.querySelectorAll('[inert], [role="tabpanel"]')).toHaveLength(0);
  });

  it('the variation form’s reset event brings the first slide back', async () => {
    const el = gallery();
    render(<ProductGallery el={el} />);
    await waitFor(() => expect(tabs()).toHaveLength(3));
    fireEvent.click(tabs()[1]!);
    await waitFor(() => expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true'));
    el.dispatchEvent(new CustomEvent('storefront:woocommerce_gallery_reset_slide_position', { detail: [] }));
    await waitFor(() => expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true'));
  });

  it('stands down where single-product.js built its gallery', () => {
    const el = gallery();
    el.insertAdjacentHTML('afterbegin', '<a href="#" class="woocommerce-product-gallery__trigger">🔍</a>');
    render(<ProductGallery el={el} />);
    expect(el.querySelector('.flex-viewport')).toBeNull();
    expect(el.querySelectorAll('.woocommerce-product-gallery__trigger')).toHaveLength(1);
  });
});
