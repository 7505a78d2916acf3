// Applying points on the cart or checkout, headless: validate in the plugin's order, send
// wps_wpr_apply_fee_on_cart_subtotal with the forms blocked, put the server's message in the store's points
// notice, scroll to the form, and reload after a short pause once the server has answered, success or refusal,
// as the plugin's `complete` does (at once when the block cart's add-points section exists): the page then shows
// the cart as the server has it. Only when no answer came (offline, our deadline) is there no reload, which would
// land on an error page: the form stays usable with a clear message. The page may be a cached copy printed for
// someone else: the balance checked and the user id sent are the session's (src/ajax/visitor), never the page's;
// until the session has answered, the check uses the printed balance and the send waits for the answer.
import { adminAjax, isAbort, isApiError } from '../../src/ajax';
import { knownVisitor, sessionVisitor } from '../../src/ajax/visitor';
import { failureMessage } from '../../src/ajax/failureMessage';
import { __ } from '../../src/i18n';
import { bool, obj, str } from '../../src/settings/parse';
import { currentPoints, isCheckoutPage, readPointsSettings, POINTS_NONCE } from '../../src/settings/points';
import type { PointsNotice } from '../../src/store/slices/points';
import { blockForms } from './block';
import { barePath, nav } from './nav';
import { scrollTarget } from './notices';
import { decideApply } from './rules';
import { animateScrollTo, offsetTop } from './scroll';

export const RELOAD_AFTER_APPLY_MS = 1500;
/** the points calls' deadline (tests shorten it) */
export const config = { timeoutMs: 20_000 };
const ADD_POINTS_SECTION = '#wps_wpr_button_to_add_points_section';

export const parseResult = obj({ result: bool(false), message: str('') });

/**
 * What a flow resolves to: `reloading` once the page is reloading or about to (its control stays busy: a second
 * click in the moment before the reload would apply again), `done` when the control is usable again.
 */
export type FlowEnd = 'done' | 'reloading';

/** What a points flow needs from its view: show a notice (rendered before it returns) and a timer list. */
export interface FlowUi {
  show(notice: PointsNotice | null): void;
  timers: number[];
  alive(): boolean;
}

function scrollToForm(): void {
  const form = scrollTarget();
  if (!form) return;
  const above = Array.from(
    document.querySelectorAll('#wps_wpr_cart_points_notice, #wps_wpr_cart_points_success, .wps_error'),
  ).filter((n) => n instanceof HTMLElement && n.offsetParent !== null);
  animateScrollTo(Math.min(offsetTop(form), ...above.map(offsetTop)));
}

type Decision = ReturnType<typeof decideApply>;

function refuse(decision: Exclude<Decision, { kind: 'none' | 'send' }>, ui: FlowUi): FlowEnd {
  const s = readPointsSettings();
  ui.show({
    kind: 'validation',
    html: __(decision.kind === 'above_order_limit' ? s.above_order_limit : s.not_suffient),
  });
  scrollToForm();
  return 'done';
}

/** One apply, from the button's data and the field's text (Arabic-Indic digits count). */
export async function applyPoints(entered: string, button: HTMLElement, ui: FlowUi): Promise<FlowEnd> {
  const s = readPointsSettings();
  const limit = Number(button.dataset.orderLimit ?? 0) || 0;
  ui.show(null);
  const decision = decideApply(entered, knownVisitor()?.points ?? currentPoints(s), limit);
  if (decision.kind === 'none') return 'done';
  if (decision.kind !== 'send') return refuse(decision, ui);
  const unblock = blockForms();
  const visitor = await sessionVisitor(s.ajaxurl, { now: true });
  if (!visitor?.loggedIn) {
    // the session is a guest's (the box was printed for someone else) or could not be read: nothing is sent
    unblock();
    ui.show({ kind: 'error', text: __('The points could not be applied. Please try again.') });
    return 'done';
  }
  const checked = decideApply(entered, visitor.points, limit);
  if (checked.kind !== 'send') {
    unblock();
    return checked.kind === 'none' ? 'done' : refuse(checked, ui);
  }
  let answered = true;
  try {
    const res = await adminAjax(
      'wps_wpr_apply_fee_on_cart_subtotal',
      { user_id: visitor.userId, wps_cart_points: checked.points, wps_nonce: s.wps_wpr_nonce },
      parseResult,
      { url: s.ajaxurl, timeoutMs: config.timeoutMs, nonce: { field: 'wps_nonce', from: POINTS_NONCE } },
    );
    if (res.result) ui.show({ kind: 'success', html: res.message });
    else if (res.message) ui.show({ kind: 'error', html: res.message });
    else ui.show({ kind: 'error', text: __('The points could not be applied. Please try again.') });
  } catch (e) {
    if (isAbort(e) || !ui.alive()) return 'done';
    answered = !isApiError(e) || (e.code !== 'network' && e.code !== 'timeout');
    ui.show({
      kind: 'error',
      text: failureMessage(e, __('The points could not be applied. Please try again.')),
    });
  } finally {
    unblock();
  }
  const addSection = document.querySelector(ADD_POINTS_SECTION);
  if (!addSection && !isCheckoutPage(s)) scrollToForm();
  if (!answered) return 'done';
  if (s.is_restrict_message_enable)
    // the nonce as it is now: a refused one was replaced in the global before the call was sent again
    nav.setUrl(`${barePath()}?status=active&nonce=${encodeURIComponent(readPointsSettings().wps_wpr_nonce)}`);
  if (addSection) nav.reload();
  else ui.timers.push(window.setTimeout(() => nav.reload(), RELOAD_AFTER_APPLY_MS));
  return 'reloading';
}
