// WooCommerce's block data stores on `wp.data` (`wc/store/cart`, `wc/store/checkout`, `wc/store/validation`): the
// state of the Cart and Checkout blocks. The app renders its fields from them, so a widget there writes through
// their actions, never into the DOM the app renders. Every member is checked before it is called: the stores
// register when the blocks' scripts run, and their actions differ between WooCommerce releases.
import { readWindow } from '../dom/globals';

export const CART_STORE = 'wc/store/cart';
export const CHECKOUT_STORE = 'wc/store/checkout';
export const VALIDATION_STORE = 'wc/store/validation';

/** Call a function of `wp.data` by name; undefined when there is none or it throws (a store not registered yet). */
function callWpData(name: 'select' | 'dispatch' | 'subscribe', ...args: unknown[]): unknown {
  const wp = readWindow('wp');
  if (typeof wp !== 'object' || wp === null || !('data' in wp)) return undefined;
  const data: unknown = wp.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const fn: unknown = Reflect.get(data, name);
  if (typeof fn !== 'function') return undefined;
  try {
    const out: unknown = fn.apply(data, args);
    return out;
  } catch {
    return undefined;
  }
}

function members(which: 'select' | 'dispatch', store: string): object | null {
  const found = callWpData(which, store);
  return typeof found === 'object' && found !== null ? found : null;
}

/** Call the first of `names` the store's actions have; false when it has none (or no such store is on the page). */
export function storeAction(store: string, names: readonly string[], ...args: unknown[]): boolean {
  const actions = members('dispatch', store);
  if (!actions) return false;
  for (const name of names) {
    const fn: unknown = Reflect.get(actions, name);
    if (typeof fn !== 'function') continue;
    try {
      fn.apply(actions, args);
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/** A selector's answer (unknown: each caller checks its shape), or undefined. */
export function storeSelect(store: string, name: string, ...args: unknown[]): unknown {
  const selectors = members('select', store);
  const fn: unknown = selectors ? Reflect.get(selectors, name) : undefined;
  if (typeof fn !== 'function') return undefined;
  try {
    const value: unknown = fn.apply(selectors, args);
    return value;
  } catch {
    return undefined;
  }
}

/** Whether the store is registered and has these actions. */
export function hasStoreActions(store: string, names: readonly string[]): boolean {
  const actions = members('dispatch', store);
  return !!actions && names.every((n) => typeof Reflect.get(actions, n) === 'function');
}

/** Call `listener` after each change of the store (of any store on an old wp.data); returns the stop. */
export function subscribeStore(store: string, listener: () => void): () => void {
  const stop = callWpData('subscribe', listener, store);
  return typeof stop === 'function' ? () => void stop() : () => {};
}
