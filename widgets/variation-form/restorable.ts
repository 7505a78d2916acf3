// WooCommerce's way of showing a variation's value in the page and putting the product's back: the first
// change keeps what the page printed (`data-o_content` for text, `data-o_<attr>` for an attribute), a reset
// restores it (jQuery.fn.wc_set_content / wc_reset_content / wc_set_variation_attr / wc_reset_variation_attr).
export function setContent(el: Element, text: string): void {
  if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
  el.textContent = text;
}

export function resetContent(el: Element): void {
  const printed = el.getAttribute('data-o_content');
  if (printed !== null) el.textContent = printed;
}

/** `value` null removes the attribute (an image without srcset). */
export function setAttr(el: Element, attr: string, value: string | null): void {
  if (!el.hasAttribute(`data-o_${attr}`)) el.setAttribute(`data-o_${attr}`, el.getAttribute(attr) ?? '');
  if (value === null) el.removeAttribute(attr);
  else el.setAttribute(attr, value);
}

export function resetAttr(el: Element, attr: string): void {
  const printed = el.getAttribute(`data-o_${attr}`);
  if (printed !== null) el.setAttribute(attr, printed);
}
