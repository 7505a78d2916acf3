// The remove link on the 'Cart Discount' row, headless: wps_wpr_remove_cart_point. On success the points field
// is cleared, on checkout the row goes and the totals refresh after the plugin's delay, then the page reloads. On the cart
// the plugin's `complete` reloads whatever the server answered (a refusal too: the page shows the cart as the
// server has it); only when no answer came (offline, our deadline) is there no reload, as for applying. On
// checkout a failure keeps the link usable and says why.
import { adminAjax, isAbort, isApiError } from '../../src/ajax';
import { failureMessage } from '../../src/ajax/failureMessage';
import { emit } from '../../src/dom/events';
import { __ } from '../../src/i18n';
import { isCheckoutPage, readPointsSettings, POINTS_NONCE } from '../../src/settings/points';
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
      { url: s.ajaxurl, timeoutMs: config.timeoutMs, nonce: { field: 'wps_nonce', from: POINTS_NONCE } },
    );
    if (!res.result) {
      if (res.message) ui.show({ kind: 'error', html: res.message });
      else
        ui.show({ kind: 'error', text: __('The points discount could not be removed. Please try again.') });
      return reloadOnCart(checkout);
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
    const answered = !isApiError(e) || (e.code !== 'network' && e.code !== 'timeout');
    return answered ? reloadOnCart(checkout) : 'done';
  } finally {
    unblock();
  }
}

/** The plugin's `complete` off the checkout: the cart page reloads once the server has answered. */
function reloadOnCart(checkout: boolean): FlowEnd {
  if (checkout) return 'done';
  nav.reload();
  return 'reloading';
}
