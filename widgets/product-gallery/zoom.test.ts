import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachZoom } from './zoom';

function slide(largeWidth: number): HTMLElement {
  const el = document.createElement('div');
  el.className = 'woocommerce-product-gallery__image';
  el.innerHTML = `<a href="/f.webp"><img src="/s.webp" data-src="/full.webp" data-large_image="/f.webp" data-large_image_width="${largeWidth}" data-large_image_height="${largeWidth}"></a>`;
  document.body.append(el);
  el.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 500, height: 500 });
  return el;
}
const pointer = (type: string, pointerType: string, x = 100, y = 100) => {
  const e = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y });
  Object.defineProperty(e, 'pointerType', { value: pointerType });
  return e;
};
const opts = (onTouchZoom = vi.fn()) => ({ galleryWidth: () => 500, magnify: 1, onTouchZoom });

afterEach(() => document.body.replaceChildren());

describe('attachZoom', () => {
  it('a mouse over an image whose full size is wider than the gallery: the full image laid over it, decorative, following the pointer', () => {
    const el = slide(1200);
    const stop = attachZoom(el, opts());
    el.dispatchEvent(pointer('pointerenter', 'mouse', 250, 100));
    const zoom = el.querySelector<HTMLImageElement>('img.zoomImg');
    expect(zoom?.getAttribute('src')).toBe('/full.webp');
    expect(zoom?.alt).toBe('');
    expect(zoom?.getAttribute('aria-hidden')).toBe('true');
    expect(zoom?.classList.contains('is-zoomed')).toBe(true);
    // half-way across: the overlay moved by half the difference (1200 - 500) / 2
    expect(zoom?.style.transform).toBe('translate(-350px, -140px)');
    el.dispatchEvent(pointer('pointerleave', 'mouse'));
    expect(zoom?.classList.contains('is-zoomed')).toBe(false);
    stop();
    expect(el.querySelector('img.zoomImg')).toBeNull();
    expect(el.style.position).toBe('');
  });

  it('no zoom where the full image is not wider than the gallery (as WooCommerce)', () => {
    const el = slide(500);
    attachZoom(el, opts());
    el.dispatchEvent(pointer('pointerenter', 'mouse'));
    expect(el.querySelector('img.zoomImg')).toBeNull();
  });

  it('a tap toggles it on a touch screen and keeps the tap from the link; the slider is told to leave the finger alone', () => {
    const el = slide(1200);
    const told = vi.fn();
    attachZoom(el, opts(told));
    el.dispatchEvent(pointer('pointerdown', 'touch'));
    const tap = pointer('click', 'touch');
    el.querySelector('a')?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(el.querySelector('img.zoomImg')?.classList.contains('is-zoomed')).toBe(true);
    expect(el.style.touchAction).toBe('none');
    expect(told).toHaveBeenLastCalledWith(true);
    el.dispatchEvent(pointer('pointerdown', 'touch'));
    const again = pointer('click', 'touch');
    el.querySelector('a')?.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    expect(el.querySelector('img.zoomImg')?.classList.contains('is-zoomed')).toBe(false);
    expect(told).toHaveBeenLastCalledWith(false);
  });

  it('a mouse click is left alone (the lightbox or the link has it)', () => {
    const el = slide(1200);
    attachZoom(el, opts());
    el.dispatchEvent(pointer('pointerdown', 'mouse'));
    let prevented: boolean | undefined;
    // read once the zoom has seen it, then keep jsdom from following the link
    document.addEventListener(
      'click',
      (e) => {
        prevented = e.defaultPrevented;
        e.preventDefault();
      },
      { once: true },
    );
    el.querySelector('a')?.dispatchEvent(pointer('click', 'mouse'));
    expect(prevented).toBe(false);
  });
});
