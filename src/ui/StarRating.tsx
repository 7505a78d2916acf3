// Star rating input as a radio group (APG radio pattern): arrow keys change the value, shown as 'n/5'.
import { useId, type KeyboardEvent } from 'react';
import { __, sprintf } from '../i18n';
import './ui.css';

export function StarRating({
  value,
  onChange,
  label,
  max = 5,
  invalid,
}: {
  value: number;
  onChange(v: number): void;
  label: string;
  max?: number;
  invalid?: boolean;
}) {
  const id = useId();
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const up = ['ArrowUp', rtl ? 'ArrowLeft' : 'ArrowRight'];
    const down = ['ArrowDown', rtl ? 'ArrowRight' : 'ArrowLeft'];
    if (up.includes(e.key)) onChange(Math.min(max, value + 1));
    else if (down.includes(e.key)) onChange(Math.max(1, value - 1));
    else return;
    e.preventDefault();
  };
  return (
    <div className="sw-stars">
      <span id={`${id}-label`} className="sw-stars__label">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid || undefined}
        className="sw-stars__group"
        onKeyDown={onKeyDown}
      >
        {stars.map((n) => (
          <span
            key={n}
            role="radio"
            aria-checked={n === value}
            aria-label={sprintf(__('%1$d of %2$d stars'), n, max)}
            tabIndex={n === (value || 1) ? 0 : -1}
            className={`sw-stars__star${n <= value ? ' is-on' : ''}`}
            onClick={() => onChange(n)}
          >
            ★
          </span>
        ))}
      </div>
      <span className="sw-stars__value" aria-hidden="true">{`${value}/${max}`}</span>
    </div>
  );
}
