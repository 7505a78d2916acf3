// Astra Pro's quantity in a mini-cart row as one control: − / the number / +, stepping within the printed
// min, max and step; Arabic-Indic and Persian digits count as digits. `buttons_added` tells the quantity
// steppers' widget that this one has its buttons already.
import { useId } from 'react';
import { __ } from '../../src/i18n';
import { readValue, step, type Limits } from '../../src/cart/stepper';
import { parseLocalNumber } from '../../src/i18n/digits';
import { readAstraQtyButtons } from '../../src/settings/astra';

interface Props {
  itemKey: string;
  label: string;
  value: string;
  limits: Limits;
  busy: boolean;
  onChange(raw: string, parsed: number): void;
}

export function QuantityControl({ itemKey, label, value, limits, busy, onChange }: Props) {
  const id = useId();
  const labels = readAstraQtyButtons();
  const stepBy = (dir: 1 | -1) => {
    if (busy) return;
    const next = step(readValue(value), limits, dir);
    onChange(String(next), next);
  };
  return (
    <div className="quantity buttons_added">
      <button type="button" className="minus" aria-label={labels.minus_qty || __('Decrease quantity')} aria-controls={id} aria-disabled={busy || undefined} onClick={() => stepBy(-1)}>
        <span aria-hidden="true">-</span>
      </button>
      <label className="screen-reader-text" htmlFor={id}>
        {label || __('Quantity')}
      </label>
      <input
        type="text"
        inputMode="numeric"
        id={id}
        className="input-text qty text"
        name={`cart[${itemKey}][qty]`}
        value={value}
        readOnly={busy}
        aria-busy={busy || undefined}
        onChange={(e) => onChange(e.target.value, parseLocalNumber(e.target.value))}
      />
      <button type="button" className="plus" aria-label={labels.plus_qty || __('Increase quantity')} aria-controls={id} aria-disabled={busy || undefined} onClick={() => stepBy(1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
