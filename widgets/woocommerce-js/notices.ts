// woocommerce.js, page-wide: the first notice that is an alert gets focus when the page opens and after the
// classic cart changes (`updated_wc_div`, `item_removed_from_classic_cart`), so a screen reader reads it; the
// result count of a sorted listing is announced once more when the page has settled; Space on a mini-cart
// remove link (role=button) presses it when WooCommerce's add-to-cart script is not there to; and
// `jQuery.scroll_to_notices`, which other scripts (checkout.js) call, exists wherever jQuery does.
import { on } from '../../src/dom/events';
import { readWindow } from '../../src/dom/globals';

const ALERTS = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner']
  .map((c) => `.${c}[role="alert"]`)
  .join(', ');

export function focusFirstAlert(): void {
  const first = document.querySelector<HTMLElement>(ALERTS);
  if (!first) return;
  first.setAttribute('tabindex', '-1');
  first.focus();
}

/** The count's text is put back after it was hidden from the accessibility tree, so it is announced anew. */
export function announceResultCount(): void {
  const count = document.querySelector<HTMLElement>('.woocommerce-result-count[data-is-sorted-by="true"]');
  if (!count) return;
  const nodes = Array.from(count.childNodes);
  count.setAttribute('aria-hidden', 'true');
  requestAnimationFrame(() => {
    count.setAttribute('aria-hidden', 'false');
    count.replaceChildren(...nodes);
  });
}

/** Scroll so that the element sits below the fixed header, as `$.scroll_to_notices` does. */
export function scrollToNotices(target: Element | null | undefined): void {
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - 100;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
}

function defineScrollToNotices(): void {
  const $ = readWindow('jQuery');
  if (typeof $ !== 'function' || typeof Reflect.get($, 'scroll_to_notices') === 'function') return;
  // called with a jQuery collection: its first element
  Reflect.set($, 'scroll_to_notices', (collection: unknown) => {
    const first: unknown = collection instanceof Element ? collection : Reflect.get(Object(collection), 0);
    scrollToNotices(first instanceof Element ? first : null);
  });
}

function pressOnSpace(e: KeyboardEvent): void {
  if (e.key !== ' ' || !(e.target instanceof HTMLElement) || !e.target.matches('.remove_from_cart_button'))
    return;
  if (readWindow('wc_add_to_cart_params') !== undefined) return; // the add-to-cart widget's mini cart has it
  e.preventDefault();
  e.target.click();
}

export function mountPageNotices(): () => void {
  defineScrollToNotices();
  focusFirstAlert();
  announceResultCount();
  document.body.addEventListener('keydown', pressOnSpace);
  const offs = ['updated_wc_div', 'item_removed_from_classic_cart'].map((name) => on(name, focusFirstAlert));
  return () => {
    document.body.removeEventListener('keydown', pressOnSpace);
    offs.forEach((off) => off());
  };
}
