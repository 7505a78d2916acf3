// Astra Pro's quantity in a mini-cart row as one control: − / the number / +, stepping within the printed
// min, max and step; Arabic-Indic and Persian digits count as digits. `buttons_added` tells the quantity
// steppers' widget that this one has its buttons already.
import { useId } from 'react';
import { __ } from '../../src/i18n';
import { readValue, step, stepLabels, type Limits } from '../../src/cart/stepper';
import { parseLocalNumber } from '../../src/i18n/digits';

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
  const labels = stepLabels();
  const button = (kind: 'minus' | 'plus') => (
    <button
      type="button"
      className={kind}
      aria-label={labels[kind]}
      aria-controls={id}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        const next = step(readValue(value), limits, kind === 'plus' ? 1 : -1);
        onChange(String(next), next);
      }}
    >
      <span aria-hidden="true">{kind === 'plus' ? '+' : '-'}</span>
    </button>
  );
  return (
    <div className="quantity buttons_added">
      {button('minus')}
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
      {button('plus')}
    </div>
  );
}
