// What WooCommerce hands its jQuery listeners as "the button": a jQuery object when jQuery is on the page
// (other plugins call `.data()` / `.attr()` on it), otherwise the element itself.
export function asJQuery(el: Element): unknown {
  const j: unknown = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof j === 'function' ? (j as (e: Element) => unknown)(el) : el; // duck-typed: any jQuery version
}
