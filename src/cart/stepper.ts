// The +/- arithmetic of quantity inputs: within min/max by step; a missing step counts as 1; a
// non-integer step rounds the result to 1 decimal; a value below min is raised to min; minus never goes
// below min, or below 0 when there is no min. Arabic-Indic and Persian digits are read as digits.
import { parseLocalNumber } from '../i18n/digits';
import { __, addArabic } from '../i18n';
import { readAstraQtyButtons } from '../settings/astra';

// registered here so both steppers (the quantity buttons, the mini-cart's) get their Arabic
addArabic({ 'Decrease quantity': 'إنقاص الكمية', 'Increase quantity': 'زيادة الكمية' });

/** The +/- buttons' names: Astra's printed labels (astra_qty_btn), else ours. */
export function stepLabels(): { minus: string; plus: string } {
  const l = readAstraQtyButtons();
  return { minus: l.minus_qty || __('Decrease quantity'), plus: l.plus_qty || __('Increase quantity') };
}

export interface Limits {
  min: number | null;
  max: number | null;
  step: number;
}

const numOrNull = (raw: string | null | undefined): number | null => {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const n = parseLocalNumber(raw);
  return Number.isFinite(n) ? n : null;
};

export function limitsOf(input: HTMLInputElement): Limits {
  const step = numOrNull(input.getAttribute('step'));
  return {
    min: numOrNull(input.getAttribute('min')),
    max: numOrNull(input.getAttribute('max')),
    step: step && step > 0 ? step : 1,
  };
}

export function readValue(raw: string): number {
  const n = parseLocalNumber(raw);
  return Number.isFinite(n) ? n : 0;
}

export function step(current: number, { min, max, step: by }: Limits, dir: 1 | -1): number {
  const fix = (n: number) => (Number.isInteger(by) ? Math.round(n) : Math.round(n * 10) / 10);
  let value = Number.isFinite(current) ? current : 0;
  if (min !== null && value < min) value = min;
  let next = fix(value + dir * by);
  if (dir > 0 && max !== null && max > 0 && next > max) next = max;
  if (dir < 0) {
    const floor = min !== null ? min : 0;
    if (next < floor) next = floor;
  }
  if (min !== null && next < min) next = min;
  return next === 0 ? 0 : next; // never -0 (it prints as "0" but compares oddly)
}
