// Applying points on the cart or checkout (spec §4 "Applying points", §5 rules, §7 call): validate in the
// spec's order, send wps_wpr_apply_fee_on_cart_subtotal once per intent with the forms blocked, show the
// server's message above the form, scroll to the form over 800 ms, and reload 1500 ms after a success (at once
// when the block cart's add-points section exists). A failure leaves the form usable with a clear message.
import { adminAjax, isAbort, submitGuard } from '../../src/ajax';
import { __ } from '../../src/i18n';
import { bool, obj, str } from '../../src/settings/parse';
import { currentPoints, isCheckoutPage, readPointsSettings } from '../../src/settings/points';
import { blockForms } from './block';
import { failureMessage } from '../../src/ajax/failureMessage';
import { barePath, nav } from './nav';
import { clearNotices, showNotice, showValidationError } from './notices';
import { decideApply } from './rules';
import { animateScrollTo, offsetTop } from './scroll';

export const RELOAD_AFTER_APPLY_MS = 1500;
/** the points calls' deadline (tests shorten it) */
export const config = { timeoutMs: 20_000 };
const ADD_POINTS_SECTION = '#wps_wpr_button_to_add_points_section';

export const parseResult = obj({ result: bool(false), message: str('') });

/** Where the page scrolls: the cart form, or the checkout points box; the notices above it stay in view. */
function scrollTarget(): Element | null {
  return document.querySelector('.woocommerce-cart-form') ?? document.querySelector('.custom_point_checkout');
}

function scrollToForm(): void {
  const form = scrollTarget();
  if (!form) return;
  const above = Array.from(document.querySelectorAll('#wps_wpr_cart_points_notice, #wps_wpr_cart_points_success, .wps_error')).filter(
    (n) => n instanceof HTMLElement && n.offsetParent !== null,
  );
  animateScrollTo(Math.min(offsetTop(form), ...above.map(offsetTop)));
}

export function mountApply(box: HTMLElement): () => void {
  const button = box.querySelector<HTMLButtonElement>('#wps_cart_points_apply, .wps_cart_points_apply');
  const input = box.querySelector<HTMLInputElement>('#wps_cart_points');
  if (!button || !input) return () => {};
  const guard = submitGuard();
  const timers: number[] = [];
  let alive = true;

  const run = async () => {
    const s = readPointsSettings();
    clearNotices();
    const decision = decideApply(input.value, currentPoints(s), Number(button.dataset.orderLimit ?? 0) || 0);
    if (decision.kind === 'none') return;
    if (decision.kind !== 'send') {
      const html = decision.kind === 'above_order_limit' ? s.above_order_limit : s.not_suffient;
      const before = scrollTarget();
      if (before) showValidationError(before, __(html));
      scrollToForm();
      return;
    }
    const unblock = blockForms();
    button.setAttribute('aria-busy', 'true');
    let ok = false;
    try {
      const res = await adminAjax(
        'wps_wpr_apply_fee_on_cart_subtotal',
        { user_id: button.dataset.id ?? '', wps_cart_points: decision.points, wps_nonce: s.wps_wpr_nonce },
        parseResult,
        { url: s.ajaxurl, timeoutMs: config.timeoutMs },
      );
      ok = res.result;
      if (ok) showNotice('success', { html: res.message });
      else if (res.message) showNotice('error', { html: res.message });
      else showNotice('error', { text: __('The points could not be applied. Please try again.') });
    } catch (e) {
      if (isAbort(e) || !alive) return;
      showNotice('error', { text: failureMessage(e, __('The points could not be applied. Please try again.')) });
    } finally {
      unblock();
      button.removeAttribute('aria-busy');
    }
    const addSection = document.querySelector(ADD_POINTS_SECTION);
    if (!addSection && !isCheckoutPage(s)) scrollToForm();
    if (!ok) return;
    if (s.is_restrict_message_enable) nav.setUrl(`${barePath()}?status=active&nonce=${encodeURIComponent(s.wps_wpr_nonce)}`);
    if (addSection) nav.reload();
    else timers.push(window.setTimeout(() => nav.reload(), RELOAD_AFTER_APPLY_MS));
  };

  const onClick = (e: Event) => {
    e.preventDefault(); // the button sits in the cart form: never submit it
    if (guard.busy) return;
    void guard.run(run);
  };
  // Enter in the points field applies the points instead of submitting the cart form
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') onClick(e);
  };
  button.addEventListener('click', onClick);
  input.addEventListener('keydown', onKey);
  return () => {
    alive = false;
    timers.forEach((t) => window.clearTimeout(t));
    button.removeEventListener('click', onClick);
    input.removeEventListener('keydown', onKey);
  };
}
