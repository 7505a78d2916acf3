import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { mountWidget } from '../../src/testing/mountWidget';
import { ProductLightbox } from './ProductLightbox';
import './index';

beforeEach(() => {
  loadPage('/product/electric-kettle/');
});

const gallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sw-gallery-lightbox');

describe('product lightbox', () => {
  it('the trigger opens the full images at the slide shown; an image link opens without following it', async () => {
    const el = gallery();
    await mountWidget('product-gallery', el);
    render(<ProductLightbox el={el} />);
    fireEvent.click(document.querySelectorAll('.flex-control-thumbs [role="tab"]')[1]!);
    fireEvent.click(el.querySelector('.woocommerce-product-gallery__trigger')!);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    const current = dialog()?.querySelector('.sw-media-slide.is-current img');
    expect(current?.getAttribute('src')).toMatch(/\/fixtures\/images\/kettle-2-1200\.webp$/);
    expect(dialog()?.querySelector('.sw-media-slide.is-current figcaption')?.textContent).toBe(
      'الغلاية من الجانب مع القاعدة الدوارة',
    );
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog()?.open).toBe(false));
    const link = el.querySelector<HTMLAnchorElement>('.woocommerce-product-gallery__image:not([inert]) a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(dialog()?.open).toBe(true));
  });

  it('nothing where the theme declares no lightbox: the image link is a link', () => {
    Reflect.set(window, 'wc_single_product_params', { photoswipe_enabled: '' });
    const el = gallery();
    render(<ProductLightbox el={el} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.addEventListener('click', (e) => e.preventDefault(), { once: true }); // jsdom does not navigate
    el.querySelector('.woocommerce-product-gallery__image a')?.dispatchEvent(click);
    expect(dialog()).toBeNull();
  });
});
