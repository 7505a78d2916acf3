import type { WidgetManifest } from '../../src/mount/types';

// WooCommerce's single-product.js gallery: the slider (FlexSlider) and zoom (jQuery Zoom); its lightbox
// (PhotoSwipe) is product-lightbox's. A DOM widget: React loads only when the shopper reaches for the lightbox.
// The first paint shows the gallery WooCommerce's markup keeps at opacity 0 for its script, laid out as its
// slider where the plugin file marks one (`sw-gallery-slider`), so nothing moves when the slider starts: one
// image in view at its own height (the others take none: with smoothHeight, WooCommerce's default, the viewport
// takes the shown image's height; where the plugin file marks smoothHeight off, `sw-gallery-tallest`, every slide
// takes part, so the row is as tall as the tallest, as FlexSlider's viewport holding its floated slides then is)
// and the thumbnail row's space below it as product-gallery.css lays the row out:
// 1em, then a square thumbnail (width + 1em) / columns - 1em wide, columns being the gallery's
// `--sw-gallery-columns`, which the first-paint job sets from the printed `data-columns` (any number; 4 until
// then). The space is an `::after`, so its percentage is of the gallery's width, not its container's (a floated
// gallery), and it comes with the first image: a paint while the page is still parsing the gallery would put it
// where the image is about to be, and the image would push it down (a layout shift).
export default {
  kind: 'dom',
  replaces: ['wc-single-product'],
  rows: [{ order: 145, selector: '.woocommerce-product-gallery' }],
  firstPaintCss:
    '.sw-gallery{opacity:1!important}.sw-gallery-slider .woocommerce-product-gallery__wrapper{display:flex;overflow:hidden}.sw-gallery-slider .woocommerce-product-gallery__image{flex:0 0 100%;min-inline-size:0}.sw-gallery-slider:not(.sw-gallery-ready,.sw-gallery-tallest) .woocommerce-product-gallery__image~div{block-size:0}.sw-gallery-slider:not(.sw-gallery-ready):has(img)::after{content:"";display:block;padding-block-end:calc((100% + 1em)/var(--sw-gallery-columns,4))}',
  firstPaint: './firstPaint.ts',
  // printed on product pages and with WooCommerce's product page shortcode, as the product tabs' job
  firstPaintWith: { conditions: ['is_product'], shortcodes: ['product_page'] },
} satisfies WidgetManifest;
