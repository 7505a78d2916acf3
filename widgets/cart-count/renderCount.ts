// Writes a cart count into a header cart (`.ast-site-header-cart`): the `span.count` inside its
// `a.cart-container` (the fragment may have replaced the link since the widget mounted, so it is looked up
// each time).
export function renderCount(headerCart: Element, count: number): void {
  const text = String(count);
  headerCart.querySelectorAll('a.cart-container .count').forEach((el) => {
    if (el.textContent !== text) el.textContent = text;
  });
}
