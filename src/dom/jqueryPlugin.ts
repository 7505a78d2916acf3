// A jQuery plugin a classic script defines (`jQuery.fn.<name>`): where WooCommerce's own script runs on the page
// (a theme that enqueues the bundle without the plugin file, which would have told the widget to stand down), it
// owns the markup, and a second handler would fight it.
import { readWindow } from './globals';

export function hasJQueryPlugin(name: string): boolean {
  const jq = readWindow('jQuery');
  const fn: unknown = typeof jq === 'function' ? Reflect.get(jq, 'fn') : undefined;
  return typeof fn === 'object' && fn !== null && typeof Reflect.get(fn, name) === 'function';
}
