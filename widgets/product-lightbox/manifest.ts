import type { WidgetManifest } from '../../src/mount/types';

// single-product.js's PhotoSwipe lightbox, in the one media lightbox. It loads (with React) when the shopper
// reaches for the gallery; a click on an image or the trigger before it runs is held and replayed on it, and if
// it cannot run the image link opens the full image.
export default {
  kind: 'react',
  replaces: ['wc-single-product'],
  rows: [
    {
      order: 147,
      selector: '.woocommerce-product-gallery',
      strategy: 'intent',
      hold: {
        fallback: 'native',
        controls: '.woocommerce-product-gallery__image a, .woocommerce-product-gallery__trigger',
      },
    },
  ],
} satisfies WidgetManifest;
