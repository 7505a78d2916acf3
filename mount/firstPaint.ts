// What the head script (head.ts) does for the frames Chromium paints while the HTML is still being parsed: the
// parser yields inside an element (its time budget, a network chunk's end), the browser paints what is there,
// and the rest arrives after. A part whose layout depends on children parsed later moves when they arrive:
// - CusRev's floating trust badge (includes/trust-badge/class-cr-floating-trust-badge.php: `#cr_floatingtrustbadge`, fixed at the
//   viewport's bottom) grows upward;
// - CusRev's summary box (`.cr-summaryBox-wrap`, a flex row) moves its histogram when the rating box comes;
// - a slider card (`.cr-reviews-slider > .cr-review-card`) centres its reviewer name again when the verified
//   line comes;
// - a WooCommerce listing item (`ul.products > li.product`): ACO Product Labels' badge, printed after the image
//   link, makes the link the sale flash's containing block (src/ui/listingBadges.ts), and `span.onsale` moves
//   down;
// - a WooCommerce table (`table.shop_table`: orders, cart, order details) sizes its columns again as rows come
//   (the orders table's columns move sideways), and so does the variations table (its selects);
// - Astra's header row (`.ast-primary-header-bar`, flex) moves its search box and buttons as the next item comes;
// - WooCommerce's store notice (`p.woocommerce-store-notice`, fixed at the viewport's bottom in Astra, shown from the
//   first paint by storeNotice.ts) grows upward as its text comes: painted just opened it is its padding alone,
//   then grows. Its padding and background show while it is
//   still empty, so a part is marked from the moment it is opened, not only once its first child came.
// Such a part stays unpainted while the parser is inside it: it shows whole, in the frame its last child came.
// Nothing after it is parsed yet, so its growing moves nothing painted. The same first-paint style hides Wawp's
// login tab list when it holds one tab, which the plugin's login script hides only at DOM ready (its
// hideTabsIfSingle, as the otp-login widget does at mount), after the form was painted lower by the list's height.

/** the parts a paint must not show half-parsed (see above) */
export const PARSED_WHOLE =
  '#cr_floatingtrustbadge,.cr-summaryBox-wrap,.cr-reviews-slider>.cr-review-card,ul.products>li.product,table.shop_table,table.variations,.ast-primary-header-bar,.woocommerce-store-notice';

const ATTR = 'data-sw-parsing';

/** `!important` and every descendant: CusRev and ACO set `visibility: visible` on some of theirs */
export const FIRST_PAINT_CSS =
  `[${ATTR}],[${ATTR}] *{visibility:hidden!important}` +
  // its own rule: a browser without :has() drops only this one; Wawp's login form only (`.awp-tabs` is a name
  // other plugins print too)
  '.awp-otp-login-form .awp-tabs:not(:has(.awp-tab+.awp-tab)){display:none}';

/** Add the first-paint style to the document's head (the head script runs once). */
export function addFirstPaintStyle(doc: Document): void {
  doc.head.append(Object.assign(doc.createElement('style'), { textContent: FIRST_PAINT_CSS }));
}

/**
 * Mark the parts the parser is inside now (the ancestors of the document's last node, while it loads), and only
 * those. Called before each frame while the page is parsed, and once it is.
 */
export function markPartsBeingParsed(doc: Document): void {
  doc.querySelectorAll(`[${ATTR}]`).forEach((e) => e.removeAttribute(ATTR));
  if (doc.readyState !== 'loading') return;
  let last: Node = doc.documentElement;
  while (last.lastChild) last = last.lastChild;
  // from the last node itself: a part just opened, still empty, may paint its padding and background already
  const at = last instanceof Element ? last : last.parentElement;
  for (let e = at?.closest(PARSED_WHOLE); e; e = e.parentElement?.closest(PARSED_WHOLE))
    e.setAttribute(ATTR, '');
}
