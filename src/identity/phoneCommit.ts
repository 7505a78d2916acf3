// A tiny seam between the phone field and the forms that send its value (signup, login): before sending, a
// form asks the field to write its E.164 value (what blur does), without importing the phone library.
import { normalizeDigits } from '../i18n/digits';

const committers = new WeakMap<HTMLInputElement, () => void>();

export function registerPhoneCommit(input: HTMLInputElement, commit: () => void): () => void {
  committers.set(input, commit);
  return () => committers.delete(input);
}

/**
 * The field's value as the server wants it: E.164 digits without '+' when the phone field runs; otherwise the
 * digits the shopper typed (eastern digits, spaces, dashes, a leading 00 or + removed).
 */
export function committedPhone(input: HTMLInputElement): string {
  committers.get(input)?.();
  const digits = normalizeDigits(input.value).replace(/\D/g, '');
  return digits.startsWith('00') ? digits.slice(2) : digits;
}
