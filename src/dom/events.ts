// The event bridge. Other plugins listen for jQuery events on document.body (added_to_cart, ...), so when
// jQuery is on the page we trigger them with the same arguments; the same moments are DOM CustomEvents named
// `storefront:<event>` (detail = the argument list) for code without jQuery.
import { readWindow } from './globals';
interface JQueryLike {
  (el: Element | Document): {
    trigger(event: string | JQueryEventLike, args?: unknown[]): unknown;
    on(name: string, handler: (...args: unknown[]) => void): unknown;
    off(name: string, handler: (...args: unknown[]) => void): unknown;
  };
  Event?: (name: string) => JQueryEventLike;
}
interface JQueryEventLike {
  result?: unknown;
}

function jq(): JQueryLike | null {
  const j = readWindow('jQuery');
  return typeof j === 'function' ? (j as JQueryLike) : null; // duck-typed: any jQuery version will do
}

export const EVENT_PREFIX = 'storefront:';

/** Trigger `name` on document.body: as a jQuery event (when jQuery exists) and as `storefront:<name>`. */
export function emit(name: string, args: unknown[] = [], target: Element = document.body): void {
  const $ = jq();
  if ($) {
    try {
      $(target).trigger(name, args);
    } catch (e) {
      console.error(`[storefront-widgets] a "${name}" listener threw`, e);
    }
  }
  target.dispatchEvent(new CustomEvent(EVENT_PREFIX + name, { detail: args, bubbles: true }));
}

/**
 * Listen for `name` whoever triggers it: a jQuery trigger by another plugin (when jQuery exists) or our own
 * emit. Each occurrence reaches the handler once. Returns the unsubscribe function.
 */
export function on(
  name: string,
  handler: (args: unknown[]) => void,
  target: Element = document.body,
): () => void {
  const $ = jq();
  if ($) {
    // jQuery sees its own triggers and ours (emit triggers through jQuery first).
    const jh = (...all: unknown[]) => handler(all.slice(1));
    $(target).on(name, jh);
    return () => void $(target).off(name, jh);
  }
  const dh = (e: Event) => handler(e instanceof CustomEvent && Array.isArray(e.detail) ? e.detail : []);
  target.addEventListener(EVENT_PREFIX + name, dh);
  return () => target.removeEventListener(EVENT_PREFIX + name, dh);
}

/** A veto hook like WooCommerce's `should_send_ajax_request.adding_to_cart`: any listener returning false vetoes. */
export function vetoed(name: string, args: unknown[], target: Element = document.body): boolean {
  const $ = jq();
  const ev = new CustomEvent(EVENT_PREFIX + name, { detail: args, cancelable: true });
  const domVeto = !target.dispatchEvent(ev);
  if (!$?.Event) return domVeto;
  const jev = $.Event(name); // a jQuery.Event carries the handlers' return value in `result`
  $(target).trigger(jev, args);
  return domVeto || jev.result === false;
}

/**
 * A DOM event (`change`) on `target` or inside it, native or triggered through jQuery: jQuery's trigger runs
 * jQuery handlers only, and other plugins change a field with `.val(x).trigger('change')`. The handler gets
 * the element it happened on.
 */
export function onDomEvent(
  name: string,
  target: Element,
  handler: (origin: EventTarget | null) => void,
): () => void {
  const $ = jq();
  if ($) {
    const jh = (...all: unknown[]) => {
      const ev = all[0];
      handler(typeof ev === 'object' && ev !== null ? (Reflect.get(ev, 'target') ?? null) : null);
    };
    $(target).on(name, jh);
    return () => void $(target).off(name, jh);
  }
  const dh = (e: Event) => handler(e.target);
  target.addEventListener(name, dh);
  return () => target.removeEventListener(name, dh);
}
