// The product-badge plugin's settings global. It is ACO Product Labels; its two settings
// (`classname`: the image container selector, `enablejquery`: 0/1) match Acowebs' "Product Labels For
// WooCommerce" (slug product-labels-for-woocommerce, handle acoplw-public), whose localized object is
// `acoplw_frontend_object`: that is the name read here, with the badge markup `.acoplw-badge`.
import { bool, isRecord, obj, parseJson, readGlobal, str } from './parse';

// pure: a bundle that reads only readBadgeJquery (the head script) drops it
const badges = /* @__PURE__ */ obj({
  classname: /* @__PURE__ */ str(''), // a class name without the dot (frontend.js prefixes '.'), default '.images'
  enablejquery: /* @__PURE__ */ bool(false),
});
export type BadgeSettings = ReturnType<typeof badges>;
export const BADGES_GLOBAL = 'acoplw_frontend_object';
export const readBadgeSettings = () => readGlobal(BADGES_GLOBAL, badges);
/** `enablejquery` alone, read as readBadgeSettings reads it (an object, or its JSON): all the head script asks.
 * mount/head.ts bundles what it imports, and the object schema with its string parser took 84 of its gzip bytes. */
const jquery = /* @__PURE__ */ bool(false);
export const readBadgeJquery = () =>
  readGlobal(BADGES_GLOBAL, (v) => {
    const o = typeof v === 'string' ? parseJson(v) : v;
    return jquery(isRecord(o) ? o.enablejquery : undefined);
  });
