// address-i18n.js: when the country changes, each address field of its group takes that country's locale (over
// the default): its label, placeholder, required or optional mark, whether it shows, its width class and its
// place; then the rows of each address field set are put in priority order. The phone's required mark is the
// store's, not the country's: what the page printed is kept unless the locale hides the field.
import type { AddressI18n, FieldLocale } from '../../src/settings/address';

const FIELDSETS =
  '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';
const printedPhoneRequired = new WeakMap<Element, boolean>();

function mark(label: HTMLLabelElement, cls: 'required' | 'optional', text: string): void {
  const span = document.createElement('span');
  span.className = cls;
  if (cls === 'required') span.setAttribute('aria-hidden', 'true');
  span.textContent = text;
  label.append('\u00a0', span);
}

function setRequired(row: HTMLElement, required: boolean, optionalText: string): void {
  const label = row.querySelector('label');
  const inputs = row.querySelectorAll('input, select, textarea');
  if (required) {
    row.querySelectorAll('label .optional').forEach((e) => e.remove());
    row.classList.add('validate-required');
    if (label && !label.querySelector('.required[aria-hidden="true"]')) mark(label, 'required', '*');
    inputs.forEach((i) => i.setAttribute('aria-required', 'true'));
  } else {
    row.querySelectorAll('label .required').forEach((e) => e.remove());
    row.classList.remove('validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field');
    if (label && !label.querySelector('.optional')) mark(label, 'optional', `(${optionalText})`);
    inputs.forEach((i) => i.removeAttribute('aria-required'));
  }
}

function applyField(row: HTMLElement, key: string, loc: FieldLocale, optionalText: string): void {
  const label = row.querySelector<HTMLLabelElement>('label');
  if (loc.label !== undefined && label) label.textContent = loc.label;
  const inputs = row.querySelectorAll<HTMLElement>('input, select, textarea');
  const placeholder =
    loc.placeholder ??
    (loc.label !== undefined && !row.querySelector('label:not(.screen-reader-text)') ? loc.label : undefined);
  if (placeholder !== undefined)
    inputs.forEach((i) => {
      i.setAttribute('placeholder', placeholder);
      i.setAttribute('data-placeholder', placeholder);
    });
  if (key === 'phone') {
    if (!printedPhoneRequired.has(row))
      printedPhoneRequired.set(row, row.classList.contains('validate-required'));
    setRequired(row, printedPhoneRequired.get(row) === true && loc.hidden !== true, optionalText);
  } else setRequired(row, loc.required === true && loc.hidden !== true, optionalText);
  if (loc.priority !== undefined) row.setAttribute('data-priority', String(loc.priority));
  if (loc.hidden === true) {
    row.style.display = 'none';
    inputs.forEach((i) => {
      if (i instanceof HTMLInputElement || i instanceof HTMLSelectElement || i instanceof HTMLTextAreaElement)
        i.value = '';
    });
  } else if (key !== 'state' || !row.querySelector('input[type="hidden"]')) row.style.display = '';
  if (loc.class) {
    row.classList.remove('form-row-first', 'form-row-last', 'form-row-wide');
    row.classList.add(...loc.class.filter(Boolean));
  }
}

/** Each row in priority order; a row without one takes the place after the row before it. */
function sortRows(fieldset: Element): void {
  const rows = Array.from(fieldset.querySelectorAll<HTMLElement>('.form-row'));
  const parent = rows[0]?.parentElement;
  if (!parent) return;
  let last = 0;
  const ranked = rows.map((row, index) => {
    const p = parseInt(row.getAttribute('data-priority') ?? '', 10);
    last = Number.isFinite(p) && p > 0 ? p : last + 1;
    return { row, priority: last, index };
  });
  ranked.sort((a, b) => a.priority - b.priority || a.index - b.index);
  // rows move only when the order changed, so the field in focus keeps it otherwise
  if (ranked.every(({ index }, i) => index === i)) return;
  for (const { row } of ranked) parent.append(row);
}

/** The country's value of each setting where it has one, else the default's. */
function merged(base: FieldLocale | undefined, own: FieldLocale | undefined): FieldLocale {
  const pick = <K extends keyof FieldLocale>(k: K): FieldLocale[K] =>
    own?.[k] !== undefined ? own[k] : base?.[k];
  return {
    label: pick('label'),
    placeholder: pick('placeholder'),
    required: pick('required'),
    hidden: pick('hidden'),
    priority: pick('priority'),
    class: pick('class'),
  };
}

export function applyCountryLocale(group: Element, country: string, i18n: AddressI18n): void {
  const base = i18n.locale.default ?? {};
  const own = i18n.locale[country] ?? base;
  for (const [key, selector] of Object.entries(i18n.fields)) {
    const loc = merged(base[key], own[key]);
    group
      .querySelectorAll<HTMLElement>(selector)
      .forEach((row) => applyField(row, key, loc, i18n.optionalText));
  }
  document.querySelectorAll(FIELDSETS).forEach(sortRows);
}
