import { describe, expect, it } from 'vitest';
import { start } from './firstPaint';

describe('product gallery first-paint job', () => {
  it('sets each slider gallery’s --sw-gallery-columns from its printed data-columns, any positive number; 4 for none', () => {
    document.body.innerHTML = ['7', '2', 'x', '0']
      .map(
        (n) =>
          `<div class="woocommerce-product-gallery sw-gallery sw-gallery-slider" data-columns="${n}"></div>`,
      )
      .concat('<div class="woocommerce-product-gallery sw-gallery" data-columns="6"></div>')
      .join('');
    start(document)();
    expect(
      Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery'), (g) =>
        g.style.getPropertyValue('--sw-gallery-columns'),
      ),
    ).toEqual(['7', '2', '4', '1', '']);
  });
});
