// The cart page's coupons, as cart.js does them: the coupon button (or Enter in the field) POSTs
// `{security: wc_cart_params.apply_coupon_nonce, coupon_code}` to `?wc-ajax=apply_coupon`; a success notice goes
// above the cart, an error under the field; `applied_coupon [code]`; the field is cleared and the cart re-fetched
// keeping the notices. A totals row's `a.woocommerce-remove-coupon[data-coupon]` POSTs `{security:
// remove_coupon_nonce, coupon}` to `remove_coupon`, shows the notice, `removed_coupon [code]`, re-fetches.
import { readCartParams } from '../../src/settings/woocommerce';
import { emit } from '../../src/dom/events';
import { block, post } from './request';
import { clearNotices, showCouponError, showNotice } from './notices';

export type UpdateCart = (preserveNotices: boolean) => Promise<void>;

export async function applyCoupon(
  form: HTMLFormElement,
  updateCart: UpdateCart,
  onFailure: (e: unknown) => void,
): Promise<void> {
  const field = form.querySelector<HTMLInputElement>('#coupon_code');
  const code = field?.value ?? '';
  block(form, true);
  try {
    const answer = await post('apply_coupon', {
      security: readCartParams().apply_coupon_nonce,
      coupon_code: code,
    });
    clearNotices(true);
    const wrapper = field?.closest('.coupon');
    if (!answer.includes('woocommerce-error')) await showNotice(answer);
    else if (wrapper) await showCouponError(answer, wrapper, false);
    emit('applied_coupon', [code]);
  } catch (e) {
    onFailure(e);
  } finally {
    block(form, false);
    if (field) field.value = '';
  }
  await updateCart(true);
}

export async function removeCoupon(
  link: HTMLElement,
  updateCart: UpdateCart,
  onFailure: (e: unknown) => void,
): Promise<void> {
  const totals = link.closest('.cart_totals');
  const coupon = link.getAttribute('data-coupon') ?? '';
  block(totals, true);
  try {
    const answer = await post('remove_coupon', { security: readCartParams().remove_coupon_nonce, coupon });
    clearNotices();
    await showNotice(answer);
    emit('removed_coupon', [coupon]);
  } catch (e) {
    onFailure(e);
  } finally {
    block(totals, false);
  }
  await updateCart(true);
}
