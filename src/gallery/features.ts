// Which of the gallery's features run, as single-product.js decides: the theme's declared support as
// wc_single_product_params says it (after WooCommerce's woocommerce_single_product_*_enabled filters), and no
// slider for a single image.
import type { SingleProductParams } from '../settings/singleProduct';

export interface GalleryFeatures {
  slider: boolean;
  zoom: boolean;
  lightbox: boolean;
  /** the trigger button that opens the lightbox: WooCommerce adds it when zoom holds the image's pointer */
  trigger: boolean;
}

export function galleryFeatures(params: SingleProductParams, images: number): GalleryFeatures {
  const slider = params.flexslider_enabled && images > 1;
  const zoom = params.zoom_enabled;
  const lightbox = params.photoswipe_enabled;
  return { slider, zoom, lightbox, trigger: lightbox && zoom && images > 0 };
}
