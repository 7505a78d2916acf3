// The client checks before a submit or verify (spec "Signup" validation): every required field non-empty after
// trimming, e-mail fields well-formed, custom number fields a number (eastern digits allowed). Pure: the
// values in, the errors by field id out, in the order the first one to fix comes first.
import { parseLocalNumber } from '../../src/i18n';

export interface FieldValue {
  id: string;
  value: string;
  required: boolean;
  type: string;
}

export interface CheckTexts {
  required: string;
  invalidEmail: string;
  invalidNumber: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,63}$/i;

export function checkFields(fields: readonly FieldValue[], t: CheckTexts): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const filled = (f: FieldValue) => f.value.trim() !== '';
  for (const f of fields) if (f.required && !filled(f)) out.push([f.id, t.required]);
  for (const f of fields)
    if (f.type === 'email' && filled(f) && !EMAIL.test(f.value.trim())) out.push([f.id, t.invalidEmail]);
  for (const f of fields)
    if (f.type === 'number' && filled(f) && Number.isNaN(parseLocalNumber(f.value)))
      out.push([f.id, t.invalidNumber]);
  return out;
}
