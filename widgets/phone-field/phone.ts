// The phone rules of the country-code selector, headless (spec "Phone numbers"): eastern digits become 0-9,
// pasted punctuation and a leading 00 are understood, '+' is prepended before the validity check, and the
// value the server gets is E.164 without the '+'. Metadata: libphonenumber-js `max`, the full numbering plan (as
// Google's utils the platform loaded): `min` checks lengths only and passes a mobile prefix no operator has.
// This module is reached from the lazy phone chunk only, so the metadata never loads on a page without a field.
import {
  isPossiblePhoneNumber,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';
import { normalizeDigits } from '../../src/i18n/digits';

/** Longer input is not a phone number (libphonenumber's own limit). */
export const MAX_INPUT_LENGTH = 250;
export const MIN_NATIONAL_DIGITS = 2;
export const MAX_NATIONAL_DIGITS = 17;

export type PhoneStatus = 'empty' | 'waiting' | 'valid' | 'invalid';
/**
 * Why a number is invalid, in the spec's catalogue names. `invalid-number`: a possible length, but no number the
 * country's plan has (an unused prefix). libphonenumber-js never reports the catalogue's "local-only" (a length
 * dialable only inside an area), so no kind of that name is made.
 */
export type PhoneErrorKind =
  'invalid-country-code' | 'too-short' | 'too-long' | 'invalid-length' | 'invalid-number';

const region = (iso2: string) => {
  const up = iso2.toUpperCase();
  return isSupportedCountry(up) ? up : undefined;
};

/** The digits and one leading '+' of what was typed or pasted (eastern digits, spaces, dashes, 00). */
export function cleanPhone(raw: string): string {
  const s = normalizeDigits(raw).trim();
  const plus = s.startsWith('+');
  const digits = s.replace(/\D/g, '');
  if (plus) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return digits;
}

/** The platform's check: '+' prepended, then standard validity. */
export function isValidPhone(raw: string): boolean {
  if (raw.length > MAX_INPUT_LENGTH) return false;
  const clean = cleanPhone(raw);
  if (clean.replace('+', '') === '') return false;
  const test = clean.startsWith('+') ? clean : `+${clean}`;
  return isValidPhoneNumber(test);
}

/** What the status line shows: waiting while the shopper types, nothing when empty. */
export function phoneStatus(raw: string, focused: boolean): PhoneStatus {
  if (raw.trim() === '') return 'empty';
  if (focused) return 'waiting';
  return isValidPhone(raw) ? 'valid' : 'invalid';
}

/**
 * E.164 without '+' for the number typed in the selected country (the on-blur rewrite), or null when the input
 * is not a number at all (over 250 characters, a national number outside 2-17 digits).
 */
export function toE164Digits(raw: string, iso2: string): string | null {
  if (raw.length > MAX_INPUT_LENGTH) return null;
  const clean = cleanPhone(raw);
  let parsed;
  if (clean.startsWith('+')) parsed = parsePhoneNumberFromString(clean);
  // digits that read as an international number of a possible length keep their country code, valid or not (a
  // saved 9665… stays Saudi, and is then flagged invalid): not rewritten into the selected country
  else if (clean !== '' && isPossiblePhoneNumber(`+${clean}`))
    parsed = parsePhoneNumberFromString(`+${clean}`);
  else {
    const country = region(iso2);
    parsed = country ? parsePhoneNumberFromString(clean, country) : undefined;
  }
  if (!parsed) return null;
  const len = parsed.nationalNumber.length;
  if (len < MIN_NATIONAL_DIGITS || len > MAX_NATIONAL_DIGITS) return null;
  return parsed.number.replace(/^\+/, '');
}

/** The ISO2 country of a full international number, lowercased, if it has one. */
export function countryOf(e164Digits: string): string | undefined {
  return parsePhoneNumberFromString(`+${e164Digits}`)?.country?.toLowerCase();
}

/** The library's error kind for an invalid number (spec's phone error catalogue), null for a valid one. */
export function phoneError(raw: string, iso2: string): PhoneErrorKind | null {
  if (isValidPhone(raw)) return null;
  if (raw.length > MAX_INPUT_LENGTH) return 'too-long';
  const clean = cleanPhone(raw);
  const country = region(iso2);
  // read as the validity check reads it ('+' prepended), unless it is a national number of the selected
  // country: a trunk 0 (no calling code starts with 0) or no calling code to read
  const intl = clean.startsWith('+') ? clean : `+${clean}`;
  const asIntl = validatePhoneNumberLength(intl);
  const national =
    !clean.startsWith('+') &&
    country !== undefined &&
    (clean.startsWith('0') || asIntl === 'INVALID_COUNTRY');
  const r = national ? validatePhoneNumberLength(clean, country) : asIntl;
  switch (r) {
    case 'INVALID_COUNTRY':
      return 'invalid-country-code';
    case 'TOO_SHORT':
    case 'NOT_A_NUMBER': // fewer than two digits: too short to be read as a number
      return 'too-short';
    case 'TOO_LONG':
      return 'too-long';
    case 'INVALID_LENGTH':
      return 'invalid-length';
    default:
      return 'invalid-number';
  }
}
