// Small things every cart widget shares with the platform around it.
import { readWindow } from '../dom/globals';
import { navigateTo } from '../dom/navigate';

/**
 * What WooCommerce hands its jQuery listeners as "the button": a jQuery object when jQuery is on the page
 * (other plugins call `.data()` / `.attr()` on it), otherwise the element itself.
 */
export function asJQuery(el: Element): unknown {
  const j = readWindow('jQuery');
  return typeof j === 'function' ? (j as (e: Element) => unknown)(el) : el; // duck-typed: any jQuery version
}

/** Leave the page (redirect after add, product_url, a remove link followed): within the site only. */
export function go(url: string): void {
  navigateTo(url);
}

/** Cart mutations get a deadline: a request that never answers ends as a 'timeout' error, not a spinner. */
export const MUTATION_TIMEOUT_MS = 10_000;
