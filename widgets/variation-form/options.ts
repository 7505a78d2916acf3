// The attribute selects show only what can still be chosen (add-to-cart-variation.js onUpdateAttributes): each
// select is rebuilt from its options as printed, keeping the placeholder and the attached options, disabling
// those no active variation has; the placeholder goes only when `data-show_option_none` is "no" and the choice
// is valid. A chosen value that can no longer be had is dropped (the caller checks again, as WooCommerce's
// change trigger does). Not on an ajax form: without the variations there is nothing to tell.
import type { Variation } from '../../src/cart/variation';
import { attributeName, attributeSelects, readChosen } from './attributes';
import { optionStates } from './optionStates';

const printed = new WeakMap<HTMLSelectElement, HTMLOptionElement[]>();

function printedOptions(select: HTMLSelectElement): HTMLOptionElement[] {
  let options = printed.get(select);
  if (!options) {
    options = Array.from(select.options, (o) => {
      const copy = new Option(o.text, o.value);
      copy.className = o.className;
      return copy;
    });
    printed.set(select, options);
  }
  return options;
}

/** Rebuilds every select; returns those whose chosen value was dropped. */
export function applyOptionStates(
  form: HTMLFormElement,
  list: Variation[],
  decode: (text: string) => string,
): HTMLSelectElement[] {
  const chosen = readChosen(form).data;
  const dropped: HTMLSelectElement[] = [];
  for (const select of attributeSelects(form)) {
    const [placeholder, ...options] = printedOptions(select);
    const states = optionStates(
      list,
      chosen,
      attributeName(select),
      options.map((o) => o.value),
      decode,
    );
    const selected = select.value;
    const attached = options.filter((o) => states.get(o.value)?.attached);
    const valid = !selected || Boolean(states.get(selected)?.enabled);
    const dropPlaceholder =
      attached.length > 0 && selected !== '' && valid && select.dataset.show_option_none === 'no';
    const next = attached.map((o) => {
      const copy = new Option(o.text, o.value);
      copy.className = o.className;
      copy.disabled = !states.get(o.value)?.enabled;
      return copy;
    });
    if (placeholder && !dropPlaceholder) next.unshift(new Option(placeholder.text, placeholder.value));
    const same =
      next.length === select.options.length &&
      next.every((o, i) => {
        const now = select.options[i];
        return now?.value === o.value && now.disabled === o.disabled;
      });
    // unchanged selects keep their nodes: a screen reader's place in an open list stays
    if (!same) select.replaceChildren(...next);
    select.value = valid ? selected : '';
    if (!valid) dropped.push(select);
  }
  return dropped;
}
