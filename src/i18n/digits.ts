// Arabic-Indic (٠-٩) and Persian (۰-۹) digits typed into numeric fields become 0-9; the Arabic decimal
// separator (٫) becomes '.', and the Arabic thousands separator (٬) is dropped.
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

export function normalizeDigits(input: string): string {
  let out = '';
  for (const ch of input) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= ARABIC_INDIC_ZERO && c <= ARABIC_INDIC_ZERO + 9) out += String(c - ARABIC_INDIC_ZERO);
    else if (c >= PERSIAN_ZERO && c <= PERSIAN_ZERO + 9) out += String(c - PERSIAN_ZERO);
    else if (ch === '\u066B') out += '.';
    else if (ch === '\u066C') continue;
    else out += ch;
  }
  return out;
}

/** A number from user input in any of the digit sets; NaN when it is not one. */
export function parseLocalNumber(input: string): number {
  const s = normalizeDigits(input).trim().replace(/,/g, '');
  return s === '' ? Number.NaN : Number(s);
}

/** The digits a printed text is written in: Latin unless it holds Arabic-Indic or Persian ones. */
export type DigitSet = 'latn' | 'arab' | 'arabext';

export function digitSetOf(text: string): DigitSet {
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= ARABIC_INDIC_ZERO && c <= ARABIC_INDIC_ZERO + 9) return 'arab';
    if (c >= PERSIAN_ZERO && c <= PERSIAN_ZERO + 9) return 'arabext';
  }
  return 'latn';
}

/**
 * A whole number as the page writes it next to it: its Latin digits mapped to `set`, no grouping (a count the
 * PHP prints with intval() and a plugin's script writes as a bare number).
 */
export function writeDigits(n: number, set: DigitSet): string {
  const latin = String(Math.trunc(n));
  if (set === 'latn') return latin;
  const zero = set === 'arab' ? ARABIC_INDIC_ZERO : PERSIAN_ZERO;
  return latin.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
}
