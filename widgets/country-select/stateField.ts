// country-select.js: the state field follows the country in the same address group. A country with states gets
// a select of them (the chosen state kept when it is one of them), a country whose list is empty a hidden input
// and its row hidden, a country WooCommerce knows no states for a text field. The field keeps its id, name,
// classes and what assistive technology reads (autocomplete, aria-required, aria-describedby);
// `country_to_state_changed` tells others when the field was replaced or refilled, then
// `country_to_state_changing` (the address locale acts on it) always.
import { emit } from '../../src/dom/events';
import { asJQuery } from '../../src/cart/bridge';
import type { States } from '../../src/settings/address';

const GROUPS =
  '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';
const STATE_BOXES = '#billing_state, #shipping_state, #calc_shipping_state';
const CARRIED = ['autocomplete', 'aria-required', 'aria-describedby', 'data-label'];

/** The element whose fields belong with this country field (the form-row's parent outside the known groups). */
export function addressGroup(country: Element): Element | null {
  return country.closest(GROUPS) ?? country.closest('.form-row')?.parentElement ?? null;
}

function replacement(
  old: HTMLElement,
  make: 'select' | 'text' | 'hidden',
): HTMLInputElement | HTMLSelectElement {
  const el = make === 'select' ? document.createElement('select') : document.createElement('input');
  if (el instanceof HTMLInputElement) el.type = make;
  el.id = old.id;
  el.setAttribute('name', old.getAttribute('name') ?? '');
  const classes = old.getAttribute('data-input-classes') ?? '';
  el.setAttribute('data-input-classes', classes);
  const kind = make === 'select' ? 'state_select' : make === 'hidden' ? 'hidden' : 'input-text';
  el.className = `${kind} ${classes}`.trim();
  const placeholder = old.getAttribute('placeholder') ?? old.getAttribute('data-placeholder') ?? '';
  el.setAttribute(make === 'select' ? 'data-placeholder' : 'placeholder', placeholder);
  for (const name of CARRIED) {
    const v = old.getAttribute(name);
    if (v !== null) el.setAttribute(name, v);
  }
  old.replaceWith(el);
  return el;
}

function fillStates(
  box: HTMLSelectElement,
  states: Record<string, string>,
  value: string,
  prompt: string,
): void {
  const first = document.createElement('option');
  first.value = '';
  first.textContent = prompt;
  const options = Object.entries(states).map(([code, name]) => {
    const o = document.createElement('option');
    o.value = code;
    o.textContent = name;
    return o;
  });
  box.replaceChildren(first, ...options);
  box.value = code(states, value);
}

const code = (states: Record<string, string>, value: string) => (value in states ? value : '');

function setRowShown(row: HTMLElement | null, shown: boolean): void {
  if (row) row.style.display = shown ? '' : 'none';
}

/** Put the state field of `group` in step with `country`; the events say what happened. */
export function updateStateField(group: Element, country: string, states: States, prompt: string): void {
  const box = group.querySelector<HTMLInputElement | HTMLSelectElement>(STATE_BOXES);
  const $group = asJQuery(group);
  if (box) {
    const row = box.closest<HTMLElement>('.form-row');
    const value = box.value;
    const list = states[country];
    let changed = false;
    if (list && !Object.keys(list).length) {
      const hidden = replacement(box, 'hidden');
      hidden.value = '';
      setRowShown(row, false);
      changed = true;
    } else if (list) {
      setRowShown(row, true);
      const select = box instanceof HTMLSelectElement ? box : replacement(box, 'select');
      if (select instanceof HTMLSelectElement) {
        if (!select.getAttribute('data-placeholder')) select.setAttribute('data-placeholder', prompt);
        fillStates(select, list, value, prompt);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      changed = true;
    } else if (box instanceof HTMLSelectElement || box.type === 'hidden') {
      replacement(box, 'text');
      setRowShown(row, true);
      changed = true;
    }
    if (changed) emit('country_to_state_changed', [country, $group]);
  }
  emit('country_to_state_changing', [country, $group]);
}
