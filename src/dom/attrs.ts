// data-* attributes as WooCommerce posts them (each value is then checked by its reader).
/** Raw data-* attributes with their original (snake_case) names, as WooCommerce posts them. */
export function rawDataAttributes(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of Array.from(el.attributes)) if (a.name.startsWith('data-')) out[a.name.slice(5)] = a.value;
  return out;
}
