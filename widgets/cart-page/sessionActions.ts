// The cart's actions as WooCommerce prints them for the customer reading a page a cache printed for a guest.
// What plugins print at `woocommerce_cart_actions` (cart.php: between the update button and the cart's nonce
// field) can be for customers only: WP Swings prints its points box there for them, nothing for a guest. When the
// plugin file's logged-in hint says a customer may be reading (src/ajax/loggedInHint), the session is asked once,
// after the page's load and with the visitor's values, for that hook's output, and for a customer it replaces the
// guest's (through the sanitizer, marked as server markup: points-box declares it lives there). A form the cart
// page swapped in came from a request for this visitor and is left as it is.
import { answeredHookOutput, askHookOutput, refreshNonces } from '../../src/ajax/freshNonces';
import { loggedInHint } from '../../src/ajax/loggedInHint';
import { SERVER_MARKUP_ATTR } from '../../src/html/serverMarkup';
import { loadSanitizer } from '../../src/html/loadSanitizer';
import { readCartParams } from '../../src/settings/woocommerce';
import { followVisitor } from '../../src/store/visitor';
import type { StorefrontStore } from '../../src/store/store';

export const CART_ACTIONS_HOOK = 'woocommerce_cart_actions';

/** The hook's output for this customer: from the answer the page already has, else asked once more. */
async function hookOutput(ajaxUrl: string): Promise<string> {
  return (
    answeredHookOutput(CART_ACTIONS_HOOK) ?? (await refreshNonces(ajaxUrl))?.hooks[CART_ACTIONS_HOOK] ?? ''
  );
}

/** The printed hook output's place: the update button and the nonce field around it, or null. */
function hookRange(form: HTMLFormElement): { update: Element; nonce: Element } | null {
  const update = form.querySelector('td.actions > [name="update_cart"]');
  const nonce = update?.parentElement?.querySelector(':scope > [name="woocommerce-cart-nonce"]');
  return update && nonce ? { update, nonce } : null;
}

/** Resolves when the session's output is in place, or when there is nothing to do. */
export async function followSessionActions(form: HTMLFormElement, store: StorefrontStore): Promise<void> {
  if (
    document.body.classList.contains('logged-in') ||
    form.hasAttribute(SERVER_MARKUP_ATTR) ||
    !loggedInHint() ||
    !hookRange(form)
  )
    return;
  const { ajax_url: ajaxUrl } = readCartParams();
  askHookOutput(CART_ACTIONS_HOOK);
  const visitor = await followVisitor(store, ajaxUrl);
  if (!visitor?.loggedIn) return;
  const html = await hookOutput(ajaxUrl);
  const { sanitizeFragment } = await loadSanitizer();
  const range = form.isConnected ? hookRange(form) : null;
  if (!range) return;
  while (range.update.nextSibling && range.update.nextSibling !== range.nonce)
    range.update.nextSibling.remove();
  range.update.after(sanitizeFragment(html));
}
