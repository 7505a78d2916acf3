// The remove link on the 'Cart Discount' row (spec §4 "Removing the points coupon"): wps_wpr_remove_cart_point
// once per click; on success the points field is cleared, on checkout the row goes and the totals refresh after
// 200 ms, then the page reloads. A failure keeps the link usable and says why.
import { adminAjax, isAbort, submitGuard } from '../../src/ajax';
import { emit } from '../../src/dom/events';
import { __ } from '../../src/i18n';
import { isCheckoutPage, readPointsSettings } from '../../src/settings/points';
import { config, parseResult } from './apply';
import { blockForms } from './block';
import { failureMessage } from '../../src/ajax/failureMessage';
import { nav } from './nav';
import { showNotice } from './notices';

export const CHECKOUT_REFRESH_MS = 200;

export function mountRemove(link: HTMLElement): () => void {
  const guard = submitGuard();
  const timers: number[] = [];
  let alive = true;

  const run = async () => {
    const s = readPointsSettings();
    const checkout = isCheckoutPage(s);
    const unblock = checkout ? () => {} : blockForms('.woocommerce-cart-form');
    link.setAttribute('aria-busy', 'true');
    try {
      const res = await adminAjax(
        'wps_wpr_remove_cart_point',
        { coupon_code: link.dataset.coupon ?? '', wps_nonce: s.wps_wpr_nonce, is_checkout: checkout },
        parseResult,
        { url: s.ajaxurl, timeoutMs: config.timeoutMs },
      );
      if (!res.result) {
        if (res.message) showNotice('error', { html: res.message });
        else showNotice('error', { text: __('The points discount could not be removed. Please try again.') });
        return;
      }
      document.querySelectorAll<HTMLInputElement>('#wps_cart_points').forEach((i) => (i.value = ''));
      if (checkout) {
        timers.push(
          window.setTimeout(() => {
            link.closest('tr.cart-discount')?.remove();
            emit('update_checkout');
            nav.reload();
          }, CHECKOUT_REFRESH_MS),
        );
      } else nav.reload();
    } catch (e) {
      if (isAbort(e) || !alive) return;
      showNotice('error', { text: failureMessage(e, __('The points discount could not be removed. Please try again.')) });
    } finally {
      unblock();
      link.removeAttribute('aria-busy');
    }
  };

  const onClick = (e: Event) => {
    e.preventDefault();
    if (!guard.busy) void guard.run(run);
  };
  link.addEventListener('click', onClick);
  return () => {
    alive = false;
    timers.forEach((t) => window.clearTimeout(t));
    link.removeEventListener('click', onClick);
  };
}
