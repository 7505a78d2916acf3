// wc_single_product_params, as WC_Frontend_Scripts::get_script_data() builds it for `wc-single-product` (8.x to
// 11.x): the review form's strings and whether a rating is required, and the gallery features the theme declares
// (wc-product-gallery-slider, -zoom, -lightbox, after the woocommerce_single_product_*_enabled filters) with the
// options WooCommerce hands FlexSlider, jQuery Zoom and PhotoSwipe. Top-level flags print as "1"/"" (or "yes"/"no"
// for review_rating_required); the option objects keep their JSON types; an empty options array prints as [].
import { arr, bool, num, obj, optStr, readGlobal, str } from './parse';

const singleProduct = obj({
  i18n_required_rating_text: str(''),
  /** "1 of 5 stars" … "5 of 5 stars" (8.2 and later) */
  i18n_rating_options: arr(optStr),
  i18n_product_gallery_trigger_text: str(''),
  review_rating_required: bool(false),
  flexslider_enabled: bool(false),
  flexslider: obj({
    rtl: bool(false),
    animationLoop: bool(false),
    /** `thumbnails`, or false where a theme turned the thumbnails off */
    controlNav: str('thumbnails'),
    directionNav: bool(false),
    /** the viewport takes the shown slide's height (FlexSlider's default: false; WooCommerce passes true) */
    smoothHeight: bool(false),
    /** the slide's animation in ms, the height's too (FlexSlider's default 600; WooCommerce passes 500) */
    animationSpeed: num(600),
  }),
  zoom_enabled: bool(false),
  zoom_options: obj({
    /** jQuery Zoom's `magnify`: the zoomed image's scale against its natural size */
    magnify: num(1),
  }),
  photoswipe_enabled: bool(false),
  photoswipe_options: obj({
    /** PhotoSwipe 4's options WooCommerce passes; the ones with a PhotoSwipe 5 counterpart */
    closeOnScroll: bool(false),
    showAnimationDuration: num(0),
    hideAnimationDuration: num(0),
  }),
});
export type SingleProductParams = ReturnType<typeof singleProduct>;
export const readSingleProductParams = () => readGlobal('wc_single_product_params', singleProduct);
