// data-* attributes parsed by schema, like settings globals: typed, defaulted, never trusted.
import type { Parser } from '../settings/parse';

/** All data-* attributes of an element as a plain object (dataset keys, camelCased). */
export function dataOf(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  if (el instanceof HTMLElement || el instanceof SVGElement) {
    for (const [k, v] of Object.entries(el.dataset)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/** Parse an element's data attributes with a schema (see settings/parse `obj`). */
export function readData<T>(el: Element, parse: Parser<T>): T {
  return parse(dataOf(el));
}

/** Raw data-* attributes with their original (snake_case) names, as WooCommerce posts them. */
export function rawDataAttributes(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of Array.from(el.attributes)) if (a.name.startsWith('data-')) out[a.name.slice(5)] = a.value;
  return out;
}
