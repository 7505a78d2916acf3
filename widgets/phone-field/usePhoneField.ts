// The phone field's logic around the platform's input: hosts intl-tel-input (the one imperative widget a
// React root may host), keeps the status the view shows, rewrites the value to E.164 without '+' on blur (as
// the platform does), and shares the country through the store's identity slice:
// - a saved or prefilled number (`pre_phone=966501234567`, a checkout's saved billing phone) selects its own
//   country and shows its verdict at once, as the platform's field does (a saved invalid number is flagged);
// - the status line is the platform's `div.intl-tel-status`, the next sibling of `.iti`: printed scripts find it
//   there (Wawp's phone-verification bar hides it with `.closest('.iti').next('.intl-tel-status')`);
// - the shopper's pick wins over a saved number, which wins over the IP lookup (3 s time-out, once a page);
// - an empty field the shopper has not touched follows the country chosen in another phone field;
// - on the Checkout block the app owns the input's value, error and ARIA state: the rewrite and the invalid
//   verdict go through its stores (blockPhone.ts) and no status line of ours is added.
import { useLayoutEffect, useRef, useState } from 'react';
import { useStorefrontStore } from '../../src/store';
import { registerPhoneCommit } from '../../src/identity/phoneCommit';
import { nextTask } from '../../src/dom/nextTask';
import { markFocusIn, restoreFocus } from '../../src/dom/focusMark';
import { readIntlTelSettings, readTelInputStrings } from '../../src/settings/wawp';
import { fallbackCountry, lookupCountry, pickCountry } from './geo';
import { createIti, flagSide, iso2Of, keepPadding, type Iti } from './iti';
import {
  countryOf,
  phoneError,
  phoneStatus,
  toE164Digits,
  type PhoneErrorKind,
  type PhoneStatus,
} from './phone';
import { warmUp } from './warmUp';
import { blockPhone } from './blockPhone';

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** The platform writes the value through the native setter and fires `input`, so frameworks notice. */
function writeValue(input: HTMLInputElement, value: string): void {
  if (nativeValue) nativeValue.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A status text without its check or cross mark (the block draws its own warning icon). */
const plainText = (text: string) => text.replace(/^[✓✗]\s*/u, '');

export interface PhoneFieldState {
  status: PhoneStatus;
  /** why the number is invalid, when it is */
  error: PhoneErrorKind | null;
  /** the status line, right after `.iti` once intl-tel-input has wrapped the field */
  line: HTMLElement | null;
  /** the status texts: awpTelInputStrings when printed, else ours */
  texts: Record<Exclude<PhoneStatus, 'empty'>, string>;
  side: 'left' | 'right';
}

/** The international number a value already is (`966…`, `+966…`, `00966…`), as E.164 digits, or null. */
function savedNumber(value: string, fallback: string): string | null {
  if (value.trim() === '') return null;
  const e164 = toE164Digits(value, fallback);
  return e164 && countryOf(e164) ? e164 : null;
}

export function usePhoneField(
  input: HTMLInputElement,
  statusId: string,
  texts: PhoneFieldState['texts'],
): PhoneFieldState {
  const store = useStorefrontStore();
  const [settings] = useState(readIntlTelSettings);
  const [status, setStatus] = useState<PhoneStatus>('empty');
  const [error, setError] = useState<PhoneErrorKind | null>(null);
  const [line, setLine] = useState<HTMLElement | null>(null);
  const side = flagSide(settings);
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useLayoutEffect(() => {
    if (input.dataset.intlTelInitialized === 'true') return; // another copy hosts it already
    const allowed = settings.allowedCountries.map(iso2Of).filter((c) => c !== undefined);
    const rules = { defaultCountry: settings.defaultCountry, allowedCountries: allowed.map(String) };
    const isAllowed = (c: string) => allowed.length === 0 || allowed.some((a) => a === c);
    const shared = store.getState().identity.phoneCountry;
    const initial =
      iso2Of(shared && isAllowed(shared) ? shared : fallbackCountry(rules)) ?? allowed[0] ?? 'us';
    // intl-tel-input moves the input into its box, which drops the focus (and the keys typed next): give it back
    const focus = markFocusIn([input]);
    const iti: Iti = createIti(input, initial, allowed, readTelInputStrings().searchPlaceholder);
    restoreFocus(focus);
    input.dataset.intlTelInitialized = 'true';
    const container = input.closest<HTMLElement>('.iti');
    container?.classList.toggle('iti--flag-right', side === 'right');
    const block = blockPhone(input);
    const statusLine = block ? null : document.createElement('div');
    const describedBy = input.getAttribute('aria-describedby');
    if (statusLine) {
      statusLine.className = 'intl-tel-status';
      statusLine.id = statusId;
      statusLine.setAttribute('aria-live', 'polite');
      (container ?? input).after(statusLine);
      setLine(statusLine);
      input.setAttribute('aria-describedby', `${describedBy ? `${describedBy} ` : ''}${statusId}`);
    }

    let byUs = false;
    let touched = false; // the shopper has been in the field: a value set later is theirs, not a saved one
    let chosenHere = false; // the shopper picked a country or typed here
    let committed = '';
    const selected = () => iti.getSelectedCountry()?.iso2 ?? initial;
    const setCountry = (c: string | undefined) => {
      const code = iso2Of(c);
      if (!code || code === selected() || !isAllowed(code)) return;
      byUs = true;
      iti.setSelectedCountry(code);
      byUs = false;
    };
    const update = () => {
      const focused = document.activeElement === input;
      const s = phoneStatus(input.value, focused);
      setStatus(s);
      setError(s === 'invalid' ? phoneError(input.value, selected()) : null);
      if (block) return block.report(s === 'invalid' ? plainText(textsRef.current.invalid) : null);
      if (s === 'invalid') input.setAttribute('aria-invalid', 'true');
      else if (s === 'valid' || s === 'empty') input.setAttribute('aria-invalid', 'false');
    };
    /** A value the shopper did not type (saved, prefilled, set by a script): its own country. */
    const adoptSaved = () => {
      const e164 = savedNumber(input.value, selected());
      const country = e164 ? countryOf(e164) : undefined;
      if (country && isAllowed(country)) {
        setCountry(country);
        store.getState().setPhoneCountry(country, 'number');
      }
    };

    /** The on-blur rewrite: an E.164 value without '+' (and plain 0-9), in the country it belongs to. */
    const commit = () => {
      touched = true;
      const v = input.value;
      if (v.trim() === '' || v === committed) return update();
      const e164 = toE164Digits(v, selected());
      if (e164) {
        setCountry(countryOf(e164));
        if (block) block.write(e164);
        else if (e164 !== v) writeValue(input, e164);
        committed = block ? e164 : input.value;
      }
      update();
    };

    const onInput = () => {
      if (byUs) return;
      if (document.activeElement === input) chosenHere ||= input.value.trim() !== '';
      else if (!touched) adoptSaved();
      update();
    };
    const onCountry = () => {
      if (!byUs) {
        chosenHere = true;
        store.getState().setPhoneCountry(selected(), 'shopper');
      }
      update();
    };
    const onFocus = () => {
      touched = true;
      update();
    };
    const onBlur = () => commit();
    input.addEventListener('input', onInput);
    input.addEventListener('countrychange', onCountry);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    const unregister = registerPhoneCommit(input, commit);
    const stopPadding = keepPadding(input, side);
    adoptSaved();
    // a number already in the field at mount and not being typed now (typed before the widget was there, or saved
    // in national form) is rewritten to E.164 digits in its country, as leaving the field would
    if (document.activeElement !== input && input.value.trim() !== '') commit();
    else update();

    // another phone field's choice (or the IP answer) reaches an empty field the shopper has not touched here
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.identity === prev.identity || chosenHere || input.value.trim() !== '') return;
      setCountry(s.identity.phoneCountry);
    });
    let live = true;
    if (settings.enableIpDetection) {
      void lookupCountry().then((answer) => {
        if (!live || !answer) return;
        store.getState().setPhoneCountry(pickCountry(answer, rules), 'ip');
      });
    }
    // a task of its own: intl-tel-input's set-up above is already one long task on a slow phone
    void nextTask().then(() => live && warmUp(Object.values(textsRef.current)));

    return () => {
      live = false;
      stopPadding();
      unsubscribe();
      unregister();
      input.removeEventListener('input', onInput);
      input.removeEventListener('countrychange', onCountry);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      const still = markFocusIn([input]);
      iti.destroy(); // moves the input back out of the box
      restoreFocus(still);
      block?.destroy();
      if (statusLine) {
        input.removeAttribute('aria-describedby');
        if (describedBy) input.setAttribute('aria-describedby', describedBy);
        input.removeAttribute('aria-invalid');
        statusLine.remove();
        setLine(null);
      }
      delete input.dataset.intlTelInitialized;
    };
  }, [input, statusId, settings, side, store]);

  return { status, error, line, texts, side };
}
