// Where the points notices go: the plugin's #wps_wpr_cart_points_notice and #wps_wpr_cart_points_success above
// the cart form (or the checkout points box), created there when a theme dropped them.
const HIDDEN = 'wps_rwpr_settings_display_none_notice';

/** The cart form, or the checkout points box: the notices sit above it and the page scrolls to it. */
export function scrollTarget(): Element | null {
  return document.querySelector('.woocommerce-cart-form') ?? document.querySelector('.custom_point_checkout');
}

function ensure(id: string): HTMLElement | null {
  const found = document.getElementById(id);
  if (found) return found;
  const at = scrollTarget();
  if (!at) return null;
  const el = document.createElement('div');
  el.id = id;
  el.className = HIDDEN;
  at.before(el);
  return el;
}

export function noticeEls(): { error: HTMLElement | null; success: HTMLElement | null } {
  const error = ensure('wps_wpr_cart_points_notice');
  const success = ensure('wps_wpr_cart_points_success');
  error?.setAttribute('role', 'alert');
  success?.setAttribute('role', 'status');
  return { error, success };
}
