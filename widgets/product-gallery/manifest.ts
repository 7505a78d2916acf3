import type { WidgetManifest } from '../../src/mount/types';

// WooCommerce's single-product.js gallery (FlexSlider, jQuery Zoom, PhotoSwipe). A click on an image before it
// runs is held and replayed on it (the lightbox opens); if it cannot run, the link opens the full image.
// The first paint shows the gallery WooCommerce's markup keeps at opacity 0 for its script, laid out as its
// slider where the plugin file marks one (`sw-gallery-slider`): one image in view and the thumbnail row's
// space kept, so nothing moves when the slider starts.
export default {
  kind: 'react',
  replaces: ['wc-single-product'],
  rows: [
    {
      order: 145,
      selector: '.woocommerce-product-gallery',
      hold: { fallback: 'native', controls: '.woocommerce-product-gallery__image a' },
    },
  ],
  firstPaintCss:
    '.sw-gallery{opacity:1!important}.sw-gallery-slider .woocommerce-product-gallery__wrapper{display:flex;overflow:hidden}.sw-gallery-slider .woocommerce-product-gallery__image{flex:0 0 100%;min-inline-size:0}.sw-gallery-slider:not(.sw-gallery-ready){padding-block-end:25%}',
} satisfies WidgetManifest;
