// Typed reader for Customer Reviews for WooCommerce's `cr_ajax_object`. Product pages print every
// key; the all-reviews and grid blocks print only ajax_url, disable_lightbox and flags_url, so every key has a
// default.
import { bool, num, obj, readGlobal, str } from './parse';

const crAjaxObject = obj({
  ajax_url: str('/wp-admin/admin-ajax.php'),
  ivole_recaptcha: bool(false),
  disable_lightbox: bool(false),
  cr_upload_initial: str(''),
  cr_upload_error_file_type: str(''),
  cr_upload_error_too_many: str(''),
  cr_upload_error_file_size: str(''),
  cr_images_upload_limit: num(5),
  /** bytes (wp_max_upload_size()); see src/reviews/upload.ts for the one size rule we apply */
  cr_images_upload_max_size: num(5 * 1024 * 1024),
  /** CR_Reviews::$rating_get_filter and $reviews_tab (the filter 'cr_productpage_reviews_tab' may change it) */
  rating_filter: str('ivrating'),
  reviews_tab: str('#tab-reviews'),
  flags_url: str(''),
});

export type CrAjaxObject = ReturnType<typeof crAjaxObject>;
export const parseCrAjaxObject = crAjaxObject;
export const readCrAjaxObject = (): CrAjaxObject => readGlobal('cr_ajax_object', crAjaxObject);
