// The one-time-code field's enhancement on a printed input: what it writes while mounted, and every attribute
// given back as printed on unmount (a later mount, or the PHP markup without the widget, starts from the same).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanCode, enhanceCodeInput } from './codeInput';

const attrs = (el: Element) => Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value]));

function printed(html: string): HTMLInputElement {
  document.body.innerHTML = html;
  const el = document.querySelector('input');
  if (!(el instanceof HTMLInputElement)) throw new Error('no input');
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('enhanceCodeInput', () => {
  it('labels an unlabelled field while mounted and takes the label away on unmount', () => {
    const input = printed('<input type="text" id="awp_otp_code" name="otp_code" maxlength="6" required>');
    const was = attrs(input);
    const undo = enhanceCodeInput(input, 'رمز التحقق');
    expect(input.getAttribute('aria-label')).toBe('رمز التحقق');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.hasAttribute('maxlength')).toBe(false);
    undo();
    expect(attrs(input)).toEqual(was);
  });

  it('keeps a printed aria-label and a <label>, and gives every printed attribute back', () => {
    const own = printed('<input id="c" aria-label="Code" inputmode="text" autocomplete="off" maxlength="6">');
    const ownWas = attrs(own);
    const undoOwn = enhanceCodeInput(own, 'رمز التحقق');
    expect(own.getAttribute('aria-label')).toBe('Code');
    undoOwn();
    expect(attrs(own)).toEqual(ownWas);

    const labelled = printed('<label for="c2">Code</label><input id="c2">');
    const undoLabelled = enhanceCodeInput(labelled, 'رمز التحقق');
    expect(labelled.hasAttribute('aria-label')).toBe(false);
    undoLabelled();
    expect(labelled.hasAttribute('aria-label')).toBe(false);
  });

  it('a code typed before it starts, in any digits, is kept as its 6 ASCII digits', () => {
    const input = printed('<input id="c" value="">');
    input.value = '١٢٣ ٤٥٦';
    const undo = enhanceCodeInput(input, 'رمز التحقق');
    expect(input.value).toBe('123456');
    undo();
    expect(input.value).toBe('123456');
  });

  it('cleans typed and pasted codes while mounted, not after', () => {
    const input = printed('<input id="c">');
    const undo = enhanceCodeInput(input, 'رمز التحقق');
    input.value = '١٢٣ ٤٥٦-7';
    input.dispatchEvent(new Event('input'));
    expect(input.value).toBe('123456');
    undo();
    input.value = '١٢';
    input.dispatchEvent(new Event('input'));
    expect(input.value).toBe('١٢');
    expect(cleanCode('۱۲۳۴۵۶۷۸')).toBe('123456');
  });
});
