import type { WidgetManifest } from '../../src/mount/types';

// WooCommerce's single-product.js gallery: the slider (FlexSlider) and zoom (jQuery Zoom); its lightbox
// (PhotoSwipe) is product-lightbox's. A DOM widget: React loads only when the shopper reaches for the lightbox.
// The first paint shows the gallery WooCommerce's markup keeps at opacity 0 for its script, laid out as its
// slider where the plugin file marks one (`sw-gallery-slider`): one image in view and the thumbnail row's
// space kept, so nothing moves when the slider starts.
export default {
  kind: 'dom',
  replaces: ['wc-single-product'],
  rows: [{ order: 145, selector: '.woocommerce-product-gallery' }],
  firstPaintCss:
    '.sw-gallery{opacity:1!important}.sw-gallery-slider .woocommerce-product-gallery__wrapper{display:flex;overflow:hidden}.sw-gallery-slider .woocommerce-product-gallery__image{flex:0 0 100%;min-inline-size:0}.sw-gallery-slider:not(.sw-gallery-ready){padding-block-end:25%}',
} satisfies WidgetManifest;
