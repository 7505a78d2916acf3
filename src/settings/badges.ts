// The product-badge plugin's settings global. The contract does not name the plugin; its two settings
// (`classname`: the image container selector, `enablejquery`: 0/1) match Acowebs' "Product Labels For
// WooCommerce" (slug product-labels-for-woocommerce, handle acoplw-public), whose localized object is
// `acoplw_frontend_object`: that is the name read here, with the badge markup `.acoplw-badge`.
import { bool, obj, readGlobal, str } from './parse';

const badges = obj({
  classname: str(''), // a class name without the dot (frontend.js prefixes '.'), default '.images'
  enablejquery: bool(false),
});
export type BadgeSettings = ReturnType<typeof badges>;
export const BADGES_GLOBAL = 'acoplw_frontend_object';
export const readBadgeSettings = () => readGlobal(BADGES_GLOBAL, badges);
