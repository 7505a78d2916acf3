// Where Astra opens its cart flyout from (mobile-cart.js, Astra 4.13.1) and when it sends the shopper to the
// cart page instead.
import { readAstra, readAstraCart } from '../../src/settings/astra';

export function triggerSelector(): string {
  const parts = ['.ast-mobile-header-wrap .ast-header-woo-cart', '.ast-slidein-cart'];
  if (readAstraCart().desktop_layout === 'flyout') parts.push('#ast-desktop-header .ast-desktop-cart-flyout');
  return parts.join(', ');
}

/** Below Astra's breakpoint the shop may send the shopper to the cart page instead. */
export function redirectsOnMobile(): boolean {
  const mobile =
    document.body.classList.contains('ast-header-break-point') ||
    window.innerWidth <= readAstra().break_point;
  return (
    mobile &&
    (readAstraCart().responsive_cart_click === 'redirect' || readAstra().responsive_cart_click === 'redirect')
  );
}
