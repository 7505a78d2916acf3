import { describe, expect, it } from 'vitest';
import {
  cleanPhone,
  countryOf,
  isValidPhone,
  MAX_INPUT_LENGTH,
  phoneError,
  phoneStatus,
  toE164Digits,
} from './phone';

const arabicIndic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const persian = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

describe('phone rules', () => {
  it('prepends + before the validity check (E.164 without + is valid)', () => {
    expect(isValidPhone('201001234567')).toBe(true);
    expect(isValidPhone('+201001234567')).toBe(true);
    expect(isValidPhone('01001234567')).toBe(false); // a national number is not valid until rewritten
    expect(isValidPhone('')).toBe(false);
  });

  it.each([
    ['Arabic-Indic digits', arabicIndic('01001234567')],
    ['Persian digits', persian('01001234567')],
    ['spaces', '010 0123 4567'],
    ['dashes', '010-0123-4567'],
    ['a leading +', '+20 100 123 4567'],
    ['a leading 00', '0020 100 123 4567'],
    ['Arabic-Indic with +', `+${arabicIndic('201001234567')}`],
    ['Persian with 00 and dashes', persian('00-20-100-123-4567')],
    ['already E.164 without +', '201001234567'],
  ])('rewrites %s to E.164 without + in the selected country', (_name, raw) => {
    expect(toE164Digits(raw, 'eg')).toBe('201001234567');
  });

  it('a number with its own country code keeps it, whatever country is selected', () => {
    expect(toE164Digits('+966 50 123 4567', 'eg')).toBe('966501234567');
    expect(countryOf('966501234567')).toBe('sa');
    expect(toE164Digits('00 44 7911 123456', 'eg')).toBe('447911123456');
    // an invalid international number (a saved one) keeps its own country too, and is flagged there
    expect(toE164Digits('966521234567', 'eg')).toBe('966521234567');
    expect(countryOf('966521234567')).toBe('sa');
  });

  it('cleans pasted text to digits with one leading +', () => {
    expect(cleanPhone(' (٠٠٢٠) ١٠٠-١٢٣ ٤٥٦٧ ')).toBe('+201001234567');
    expect(cleanPhone('+20 (100) 123.4567')).toBe('+201001234567');
  });

  it('rejects input over 250 characters', () => {
    const long = `2010012345${' '.repeat(MAX_INPUT_LENGTH)}67`;
    expect(long.length).toBeGreaterThan(250);
    expect(isValidPhone(long)).toBe(false);
    expect(toE164Digits(long, 'eg')).toBeNull();
    const exactly = `201001234567${' '.repeat(MAX_INPUT_LENGTH - 12)}`;
    expect(exactly).toHaveLength(250);
    expect(isValidPhone(exactly)).toBe(true);
  });

  it('needs a national number of 2-17 digits', () => {
    expect(toE164Digits('1', 'eg')).toBeNull();
    expect(toE164Digits('12', 'eg')).toBe('2012');
    expect(toE164Digits('1'.repeat(17), 'eg')).toBe(`20${'1'.repeat(17)}`);
    expect(toE164Digits('1'.repeat(18), 'eg')).toBeNull();
    expect(toE164Digits('', 'eg')).toBeNull();
    expect(toE164Digits('abc', 'eg')).toBeNull();
  });

  it('status: nothing when empty, waiting while typing, then valid or invalid', () => {
    expect(phoneStatus('', true)).toBe('empty');
    expect(phoneStatus('   ', false)).toBe('empty');
    expect(phoneStatus('0100', true)).toBe('waiting');
    expect(phoneStatus('201001234567', false)).toBe('valid');
    expect(phoneStatus('0100', false)).toBe('invalid');
  });

  it('names the library error kinds', () => {
    expect(phoneError('201001234567', 'eg')).toBeNull();
    expect(phoneError('+99912345', 'eg')).toBe('invalid-country-code');
    expect(phoneError('+2010', 'eg')).toBe('too-short');
    expect(phoneError('0100', 'eg')).toBe('too-short'); // a national number, read in the selected country
    expect(phoneError('+2', 'eg')).toBe('too-short'); // not a number yet
    expect(phoneError(`+20${'1'.repeat(20)}`, 'eg')).toBe('too-long');
    expect(phoneError('+44 55555555', 'eg')).toBe('invalid-length');
  });

  // Numbers of the right length with a prefix the numbering plan does not have: the full metadata rejects
  // them, length-only metadata passed them
  it.each([
    ['an Egyptian 013 mobile prefix', '201301234567', 'eg'],
    ['an Egyptian 016 mobile prefix', '+20 160 123 4567', 'eg'],
    ['an Egyptian 019 mobile prefix, typed nationally', '01901234567', 'eg'],
    ['a Saudi 052 prefix', '966521234567', 'sa'],
    ['a UAE number with a 040 prefix', '+971 40 123 4567', 'ae'],
    ['a Kuwaiti 20 prefix', '96520123456', 'kw'],
  ])('%s is invalid: not a possible-length pass, the "invalid-number" kind', (_name, raw, iso2) => {
    expect(isValidPhone(raw.startsWith('0') ? (toE164Digits(raw, iso2) ?? '') : raw)).toBe(false);
    expect(phoneStatus(raw, false)).toBe('invalid');
    expect(phoneError(raw, iso2)).toBe('invalid-number');
  });

  it('real numbers of the same countries stay valid', () => {
    for (const n of [
      '201001234567',
      '201112345678',
      '201223456789',
      '201556789012',
      '966501234567',
      '971501234567',
      '96550123456',
      '447911123456',
    ]) {
      expect(isValidPhone(n)).toBe(true);
      expect(phoneError(n, 'eg')).toBeNull();
    }
  });
});
