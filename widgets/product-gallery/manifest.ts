import type { WidgetManifest } from '../../src/mount/types';

// WooCommerce's single-product.js gallery: the slider (FlexSlider) and zoom (jQuery Zoom); its lightbox
// (PhotoSwipe) is product-lightbox's. A DOM widget: React loads only when the shopper reaches for the lightbox.
// The first paint shows the gallery WooCommerce's markup keeps at opacity 0 for its script, laid out as its
// slider where the plugin file marks one (`sw-gallery-slider`), so nothing moves when the slider starts: one
// image in view at its own height (the others take none: with smoothHeight, WooCommerce's default, the viewport
// takes the shown image's height) and the thumbnail row's space below it as product-gallery.css lays the row out:
// 1em, then a square thumbnail (width + 1em) / columns - 1em wide. `data-columns` is read for 3 to 5 columns, the
// ones WooCommerce's and Astra's CSS style (4 otherwise). The space is an `::after`, so its percentage is of the
// gallery's width, not its container's (a floated gallery).
export default {
  kind: 'dom',
  replaces: ['wc-single-product'],
  rows: [{ order: 145, selector: '.woocommerce-product-gallery' }],
  firstPaintCss:
    '.sw-gallery{opacity:1!important}.sw-gallery-slider .woocommerce-product-gallery__wrapper{display:flex;overflow:hidden}.sw-gallery-slider .woocommerce-product-gallery__image{flex:0 0 100%;min-inline-size:0}.sw-gallery-slider:not(.sw-gallery-ready) .woocommerce-product-gallery__image~div{block-size:0}.sw-gallery-slider:not(.sw-gallery-ready)::after{content:"";display:block;padding-block-end:calc((100% + 1em)/var(--sw-gallery-columns,4))}.sw-gallery[data-columns="3"]{--sw-gallery-columns:3}.sw-gallery[data-columns="5"]{--sw-gallery-columns:5}',
} satisfies WidgetManifest;
