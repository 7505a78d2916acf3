// Which options of each attribute select can still lead to a variation, as add-to-cart-variation.js's
// onUpdateAttributes decides: for one select, the variations matching the other selects' choices (its own
// left out) "attach" their value of it (a variation with '' for it attaches every option); an option is
// enabled when an attached variation is active. Headless: the DOM side is applyOptionStates (options.ts).
import type { Variation } from '../../src/cart/variation';
import { matching } from './attributes';

export interface OptionState {
  attached: boolean;
  enabled: boolean;
}

/** Per option value of `name` (from `values`), whether it is attached and enabled. */
export function optionStates(
  list: Variation[],
  chosen: Record<string, string>,
  name: string,
  values: string[],
  decode: (text: string) => string,
): Map<string, OptionState> {
  const states = new Map(values.map((v) => [v, { attached: false, enabled: false }]));
  for (const variation of matching(list, { ...chosen, [name]: '' })) {
    const value = variation.attributes[name];
    if (value === undefined) continue;
    // WooCommerce compares the option's value with the attribute's text, entities decoded
    const targets = value ? [decode(value)] : values;
    for (const target of targets) {
      const state = states.get(target);
      if (!state) continue;
      state.attached = true;
      if (variation.variation_is_active) state.enabled = true;
    }
  }
  return states;
}
