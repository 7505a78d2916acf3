// The plugin's two notices above the cart form (or the checkout points box): #wps_wpr_cart_points_notice
// (error) and #wps_wpr_cart_points_success, printed empty and hidden. Server messages go in as sanitized HTML
// (the plugin put them in with .html()); our own messages as text. Created where a theme dropped them.
import { setSafeHtml } from '../../src/html/sanitize';

export type NoticeKind = 'error' | 'success';
const HIDDEN = 'wps_rwpr_settings_display_none_notice';

function anchor(): Element | null {
  return document.querySelector('.woocommerce-cart-form') ?? document.querySelector('.custom_point_checkout');
}

function ensure(id: string): HTMLElement | null {
  const found = document.getElementById(id);
  if (found) return found;
  const at = anchor();
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

export function clearNotices(): void {
  const { error, success } = noticeEls();
  for (const el of [error, success]) {
    if (!el) continue;
    el.replaceChildren();
    el.classList.add(HIDDEN);
    el.classList.remove('woocommerce-error', 'woocommerce-message');
  }
}

export function showNotice(kind: NoticeKind, message: { html: string } | { text: string }): void {
  clearNotices();
  const el = noticeEls()[kind];
  if (!el) return;
  if ('html' in message) setSafeHtml(el, message.html);
  else el.textContent = message.text;
  el.classList.remove(HIDDEN);
  el.classList.add(kind === 'error' ? 'woocommerce-error' : 'woocommerce-message');
}

/**
 * The plugin inserts `<ul class="woocommerce-error wps_error" role="alert"><li>msg</li></ul>` before the form;
 * role=alert on a <ul> breaks its list semantics, so the alert role sits on a wrapper that keeps `wps_error`.
 */
export function showValidationError(before: Element, html: string): HTMLElement {
  document.querySelectorAll('.wps_error').forEach((e) => e.remove());
  const wrap = document.createElement('div');
  wrap.className = 'wps_error';
  wrap.setAttribute('role', 'alert');
  const ul = document.createElement('ul');
  ul.className = 'woocommerce-error';
  const li = document.createElement('li');
  setSafeHtml(li, html);
  ul.append(li);
  wrap.append(ul);
  before.before(wrap);
  return wrap;
}
