// FiboSearch's broken-bar repairs (`dgwt_wcas.fixer`) that our mount observer does not already cover: search
// boxes inserted later (ajax, popups, mobile menus) are mounted by the observer; this covers duplicate input
// ids, the `fibosearch/ping` liveness check, focus restored by the browser's Back, the optional hard re-scan
// and the checkout refresh after an add to cart. No React, no search code: it runs at idle on every page.
import { emit, on } from '../../src/dom/events';
import { readFixerFlags, type FixerFlags } from '../../src/settings/fibosearchFixer';

const INPUT = '.dgwt-wcas-search-input';
const BACK_ARROW_EVERY_MS = 500;
const BACK_ARROW_TIMES = 12;
const HARD_SCAN_EVERY_MS = 1000;

/** Inputs this module has seen: a later box with one of their ids is the duplicate, wherever it was put. */
const seen = new WeakSet<Element>();

/** Two bars with one id: the later one (printed after, or inserted later) gets a fresh id; its label follows. */
export function fixDuplicateId(box: HTMLElement, input: HTMLInputElement): void {
  seen.add(input);
  const id = input.id;
  if (!id) return;
  const earlier = Array.from(document.querySelectorAll(INPUT)).some(
    (o) =>
      o !== input &&
      o.id === id &&
      (seen.has(o) || Boolean(o.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING)),
  );
  if (!earlier) return;
  const next = `dgwt-wcas-search-input-${Math.random().toString(36).slice(2, 6).padEnd(4, '0')}`;
  box.querySelectorAll('label').forEach((l) => {
    if (l.htmlFor === id) l.htmlFor = next;
  });
  input.id = next;
}

/**
 * After Back the browser may put the focus back in the search input without a focus event: mark its box
 * active and announce the focus (a bubbling focusin loads the search widget, which takes a focused input as
 * focused; a focus reaches one that is already running).
 */
function watchBackArrow(): () => void {
  let n = 0;
  const timer = setInterval(() => {
    const a = document.activeElement;
    const box =
      a instanceof HTMLInputElement && a.matches(INPUT) ? a.closest('.dgwt-wcas-search-wrapp') : null;
    if (a && box && !box.classList.contains('dgwt-wcas-active')) {
      box.classList.add('dgwt-wcas-active');
      a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      a.dispatchEvent(new FocusEvent('focus'));
      clearInterval(timer);
    } else if (++n >= BACK_ARROW_TIMES) clearInterval(timer);
  }, BACK_ARROW_EVERY_MS);
  return () => clearInterval(timer);
}

let backArrowStarted = false;

/** The page-wide repairs, once however many boxes the page has. */
function startPage(flags: FixerFlags): () => void {
  const stops: (() => void)[] = [];
  if (flags.broken_search_browsers_back_arrow && !backArrowStarted) {
    backArrowStarted = true;
    let stop = () => {};
    const start = () => {
      stop = watchBackArrow();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    stops.push(() => {
      window.removeEventListener('load', start);
      stop();
    });
  }
  if (flags.broken_search_ui_hard) {
    // cheap: elements that already have their widgets are skipped
    const t = setInterval(() => window.storefrontWidgets?.scan(document), HARD_SCAN_EVERY_MS);
    stops.push(() => clearInterval(t));
  }
  if (flags.force_refresh_checkout)
    stops.push(
      on('added_to_cart', () => {
        if (document.body.classList.contains('woocommerce-checkout') && document.querySelector(INPUT))
          emit('update_checkout');
      }),
    );
  return () => stops.forEach((s) => s());
}

let boxes = 0;
let stopPage: (() => void) | null = null;

export function mountFixer(box: HTMLElement): () => void {
  const flags = readFixerFlags();
  const input = box.querySelector<HTMLInputElement>(INPUT);
  const stops: (() => void)[] = [];
  if (input) {
    fixDuplicateId(box, input);
    // other code checks a bar is alive: `$(input).trigger('fibosearch/ping')`, then looks for the pong class
    const pong = () => input.classList.add('fibosearch-pong');
    input.addEventListener('fibosearch/ping', pong);
    stops.push(() => input.removeEventListener('fibosearch/ping', pong), on('fibosearch/ping', pong, input));
  }
  if (boxes++ === 0) stopPage = startPage(flags);
  return () => {
    stops.forEach((s) => s());
    if (--boxes === 0) {
      stopPage?.();
      stopPage = null;
    }
  };
}
