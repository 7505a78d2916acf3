// What the head script (head.ts) does for the frames Chromium paints while the HTML is still being parsed: the
// parser yields inside an element (its time budget, a network chunk's end), the browser paints what is there,
// and the rest arrives after. A part whose layout depends on children parsed later moves when they arrive (a
// fixed part at the viewport's bottom grows upward, a flex row moves its items as the next one comes, a table
// sizes its columns again as rows come). Such a part stays unpainted while the parser is inside it: it shows
// whole, in the frame its last child came. Nothing after it is parsed yet, so its growing moves nothing painted.
// A part is marked from the moment it is opened, not only once its first child came: its padding and background
// may paint while it is still empty. The widgets' manifests name their plugins' parts (`parsedWhole`) and add
// their first-paint CSS (`firstPaintCss`); the platform's own are here:
// - a WooCommerce table (`table.shop_table`: orders, cart, order details) sizes its columns again as rows come
//   (the orders table's columns move sideways), and so does the variations table (its selects);
// - Astra's header row (`.ast-primary-header-bar`, flex) moves its search box and buttons as the next item comes.
import { firstPaintCss, parsedWhole } from 'virtual:storefront/first-paint';

/** the parts a paint must not show half-parsed (see above) */
export const PARSED_WHOLE = `table.shop_table,table.variations,.ast-primary-header-bar,${parsedWhole}`;

const ATTR = 'data-sw-parsing';

/** `!important` and every descendant: CusRev and ACO set `visibility: visible` on some of theirs */
export const FIRST_PAINT_CSS = `[${ATTR}],[${ATTR}] *{visibility:hidden!important}${firstPaintCss}`;

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
