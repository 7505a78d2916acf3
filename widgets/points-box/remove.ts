// The remove link on the 'Cart Discount' row, headless:
// wps_wpr_remove_cart_point; on success the points field is cleared, on checkout the row goes and the totals
// refresh after 200 ms, then the page reloads. A failure keeps the link usable and says why.
import { adminAjax, isAbort } from '../../src/ajax';
import { failureMessage } from '../../src/ajax/failureMessage';
import { emit } from '../../src/dom/events';
import { __ } from '../../src/i18n';
import { isCheckoutPage, readPointsSettings } from '../../src/settings/points';
import { config, parseResult, type FlowEnd, type FlowUi } from './apply';
import { blockForms } from './block';
import { nav } from './nav';

export const CHECKOUT_REFRESH_MS = 200;

export async function removePoints(link: HTMLElement, ui: FlowUi): Promise<FlowEnd> {
  const s = readPointsSettings();
  const checkout = isCheckoutPage(s);
  const unblock = checkout ? () => {} : blockForms('.woocommerce-cart-form');
  try {
    const res = await adminAjax(
      'wps_wpr_remove_cart_point',
      { coupon_code: link.dataset.coupon ?? '', wps_nonce: s.wps_wpr_nonce, is_checkout: checkout },
      parseResult,
      { url: s.ajaxurl, timeoutMs: config.timeoutMs },
    );
    if (!res.result) {
      if (res.message) ui.show({ kind: 'error', html: res.message });
      else
        ui.show({ kind: 'error', text: __('The points discount could not be removed. Please try again.') });
      return 'done';
    }
    document.querySelectorAll<HTMLInputElement>('#wps_cart_points').forEach((i) => (i.value = ''));
    if (checkout) {
      ui.timers.push(
        window.setTimeout(() => {
          link.closest('tr.cart-discount')?.remove();
          emit('update_checkout');
          nav.reload();
        }, CHECKOUT_REFRESH_MS),
      );
    } else nav.reload();
    return 'reloading';
  } catch (e) {
    if (isAbort(e) || !ui.alive()) return 'done';
    ui.show({
      kind: 'error',
      text: failureMessage(e, __('The points discount could not be removed. Please try again.')),
    });
    return 'done';
  } finally {
    unblock();
  }
}
