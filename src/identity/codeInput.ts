// The one-time-code field (login and signup): numeric keyboard, one-time-code autofill, and a pasted code in
// any digits (٠-٩, ۰-۹, with spaces or dashes) kept as its 6 ASCII digits. The PHP's maxlength would cut a
// pasted "١٢٣ ٤٥٦" before we could clean it, so it is enforced here instead; a code typed before the widget
// ran is cleaned when it starts.
import { normalizeDigits } from '../i18n/digits';

export const OTP_LENGTH = 6;

export const cleanCode = (raw: string, length = OTP_LENGTH): string =>
  normalizeDigits(raw).replace(/\D/g, '').slice(0, length);

export function enhanceCodeInput(input: HTMLInputElement, label: string): () => void {
  // every attribute this writes, as printed, given back on unmount
  const before = {
    maxlength: input.getAttribute('maxlength'),
    inputmode: input.getAttribute('inputmode'),
    autocomplete: input.getAttribute('autocomplete'),
    'aria-label': input.getAttribute('aria-label'),
  };
  // a code typed or pasted before mount, in any digits, kept as its ASCII digits
  const typed = cleanCode(input.value);
  if (typed !== input.value) input.value = typed;
  input.removeAttribute('maxlength');
  input.setAttribute('inputmode', 'numeric');
  input.setAttribute('autocomplete', 'one-time-code');
  if (!input.labels?.length && !input.getAttribute('aria-label')) input.setAttribute('aria-label', label);
  const onInput = () => {
    const v = cleanCode(input.value);
    if (v !== input.value) input.value = v;
  };
  input.addEventListener('input', onInput);
  return () => {
    input.removeEventListener('input', onInput);
    for (const [k, v] of Object.entries(before)) {
      if (v === null) input.removeAttribute(k);
      else input.setAttribute(k, v);
    }
  };
}
