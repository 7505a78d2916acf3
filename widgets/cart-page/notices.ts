// cart.js's notice helpers: the page's notices cleared, server notices prepended to the first notices wrapper
// (through the sanitizer), and the coupon field's own error line (`p.coupon-error-message`, aria-describedby).
import { loadSanitizer } from '../../src/html/loadSanitizer';

export const NOTICES =
  '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';

export function clearNotices(withCouponError = false): void {
  document
    .querySelectorAll(withCouponError ? `${NOTICES}, .coupon-error-message` : NOTICES)
    .forEach((el) => el.remove());
}

/** show_notice(): prepend the answer's notices to `.woocommerce-notices-wrapper:first`. */
export async function showNotice(html: string): Promise<void> {
  const target = document.querySelector('.woocommerce-notices-wrapper');
  if (!target || !html.trim()) return;
  const { sanitizeFragment } = await loadSanitizer();
  target.prepend(sanitizeFragment(html));
}

/** show_coupon_error(): the answer's text (never its markup) under the coupon field, which points at it. */
export async function showCouponError(
  html: string | HTMLElement,
  wrapper: Element,
  live: boolean,
): Promise<void> {
  let line: HTMLElement;
  if (typeof html === 'string') {
    const { toPlainText } = await loadSanitizer();
    const msg = toPlainText(html).trim();
    if (!msg) return;
    line = document.createElement('p');
    line.className = 'coupon-error-message';
    line.id = 'coupon-error-message';
    line.textContent = msg;
  } else {
    line = html;
  }
  if (live) line.setAttribute('role', 'alert');
  const field = wrapper.querySelector('#coupon_code');
  field?.classList.add('has-error');
  field?.setAttribute('aria-invalid', 'true');
  field?.setAttribute('aria-describedby', 'coupon-error-message');
  wrapper.append(line);
}

/** remove_coupon_error(): typing in or leaving the field takes its error away. */
export function removeCouponError(field: Element): void {
  field.classList.remove('has-error');
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  field.closest('.coupon')?.querySelector('.coupon-error-message')?.remove();
}
