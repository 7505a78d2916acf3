// The shopper's choice and the variations it matches, as add-to-cart-variation.js reads and matches them:
// every `.variations select` by its data-attribute_name (or name); a variation matches when none of its
// attributes differs from a chosen value ('' on either side means "any").
import type { Variation } from '../../src/cart/variation';

export interface Chosen {
  /** attribute name => chosen value ('' when not chosen) */
  data: Record<string, string>;
  count: number;
  chosenCount: number;
}

export const attributeSelects = (form: HTMLFormElement): HTMLSelectElement[] =>
  Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));

export const attributeName = (select: HTMLSelectElement): string =>
  select.getAttribute('data-attribute_name') || select.name;

export function readChosen(form: HTMLFormElement): Chosen {
  const data: Record<string, string> = {};
  let chosenCount = 0;
  const selects = attributeSelects(form);
  for (const select of selects) {
    data[attributeName(select)] = select.value;
    if (select.value) chosenCount++;
  }
  return { data, count: selects.length, chosenCount };
}

export function isMatch(attributes: Record<string, string>, chosen: Record<string, string>): boolean {
  return Object.entries(attributes).every(([name, value]) => {
    const wanted = chosen[name];
    return wanted === undefined || !value || !wanted || value === wanted;
  });
}

export const matching = (list: Variation[], chosen: Record<string, string>): Variation[] =>
  list.filter((v) => isMatch(v.attributes, chosen));
