import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import intlTelInput from 'intl-tel-input';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { mountWidget } from '../../src/testing/mountWidget';
import { axeViolations } from '../../src/testing/axe';
import { getStore } from '../../src/store';
import { identityState } from '../../fixtures/backend/routes/identity';
import { committedPhone } from '../../src/identity/phoneCommit';
import { resetLookup, LOOKUP_TIMEOUT_MS } from './geo';

const phone = () => document.querySelector<HTMLInputElement>('#awp_phone')!;
const status = () => document.querySelector<HTMLElement>('.intl-tel-status')!;
const selected = (input = phone()) => intlTelInput.getInstance(input)?.getSelectedCountry()?.iso2;
let stop: () => Promise<void> = async () => {};

afterEach(async () => {
  await stop();
  stop = async () => {};
  resetLookup();
  vi.useRealTimers();
});

const mount = async (path = '/signup/') => {
  loadPage(path);
  stop = await mountWidget('phone-field', phone());
};
const invalid = '✗ رقم هاتف غير صالح. تأكد من إضافة رمز الدولة.';
const valid = '✓ رقم هاتف صالح.';

describe('phone field (React root hosting intl-tel-input)', () => {
  it('mounts with the flag on the right in RTL and the status line right after the box', async () => {
    await mount();
    const iti = phone().closest('.iti');
    expect(iti?.classList.contains('iti--flag-right')).toBe(true);
    // the platform's shape: printed scripts find the line with `.closest('.iti').next('.intl-tel-status')`
    expect(iti?.nextElementSibling).toBe(status());
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(phone().dataset.intlTelInitialized).toBe('true');
    expect(phone().getAttribute('aria-describedby')).toContain(status().id);
    expect(selected()).toBe('eg');
    expect(document.querySelector('.iti__search-input')?.classList.contains('iti__search')).toBe(true);
    expect(document.querySelectorAll('.intl-tel-status')).toHaveLength(1);
  }, 20_000);
  it('a shopper typing when intl-tel-input wraps the field keeps the focus and caret (the keys go on into it)', async () => {
    loadPage('/signup/');
    const user = userEvent.setup();
    await user.click(phone());
    await user.keyboard('0100');
    stop = await mountWidget('phone-field', phone());
    expect(phone().closest('.iti')).not.toBeNull();
    expect(document.activeElement).toBe(phone());
    expect(phone().selectionStart).toBe(4);
    await user.keyboard('1234567');
    expect(phone().value).toBe('01001234567');
  });

  it('axe: the field, its country button and the status line', async () => {
    await mount();
    expect(await axeViolations(phone().closest('.awp-form-group') ?? document.body)).toEqual([]);
  }, 30_000);

  it('alignment left (or auto in LTR) keeps the flag on the left', async () => {
    loadPage('/signup/');
    (
      window as unknown as { wooIntlTelSettings: { countryCodeAlignment: string } }
    ).wooIntlTelSettings.countryCodeAlignment = 'left';
    stop = await mountWidget('phone-field', phone());
    expect(phone().closest('.iti')?.classList.contains('iti--flag-right')).toBe(false);
  });

  it('keyboard: waiting while typing, nothing when empty, the verdict on Tab out, aria-invalid follows', async () => {
    await mount();
    const user = userEvent.setup();
    await user.click(phone());
    await user.keyboard('٠١٠');
    expect(status().textContent).toBe('سيتم تحديث الرقم تلقائيًا بإضافة رمز الدولة بعد الانتهاء من الكتابة.');
    expect(status().dataset.status).toBe('waiting');
    await user.clear(phone());
    expect(status().textContent).toBe('');
    await user.keyboard('١٢');
    await user.tab();
    await waitFor(() => expect(status().textContent).toBe(invalid));
    expect(status().dataset.status).toBe('invalid');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    await user.click(phone());
    await user.clear(phone());
    await user.keyboard('٠١٠٠١٢٣٤٥٦٧');
    await user.tab();
    expect(phone().value).toBe('201001234567');
    expect(status().textContent).toBe(valid);
    expect(phone().getAttribute('aria-invalid')).toBe('false');
  });

  it('the blur rewrite goes through the native setter and fires input (frameworks see it)', async () => {
    await mount();
    const seen: string[] = [];
    phone().addEventListener('input', () => seen.push(phone().value));
    phone().focus();
    phone().value = '0020 100-123-4567';
    fireEvent.blur(phone());
    phone().blur();
    expect(phone().value).toBe('201001234567');
    expect(seen).toContain('201001234567');
  });

  it('a pasted foreign number switches the country, and the store’s identity slice follows the shopper', async () => {
    await mount();
    phone().focus();
    phone().value = '+966 50 123 4567';
    phone().blur();
    expect(phone().value).toBe('966501234567');
    expect(selected()).toBe('sa');
    intlTelInput.getInstance(phone())?.setSelectedCountry('ae'); // as the country list does on a pick
    phone().dispatchEvent(new CustomEvent('countrychange', { bubbles: true }));
    expect(getStore().getState().identity).toEqual({ phoneCountry: 'ae', source: 'shopper' });
  });

  it('pre_phone=966501234567: the Saudi flag and its verdict at once', async () => {
    await mount('/signup/?pre_phone=966501234567');
    // the signup prefills (as Wawp's script does, an input event) — here before or after the field mounts alike
    phone().value = '966501234567';
    phone().dispatchEvent(new Event('input', { bubbles: true }));
    expect(selected()).toBe('sa');
    await waitFor(() => expect(status().textContent).toBe(valid));
    expect(phone().getAttribute('aria-invalid')).toBe('false');
    expect(getStore().getState().identity).toEqual({ phoneCountry: 'sa', source: 'number' });
    phone().focus();
    phone().blur();
    await waitFor(() => expect(status().textContent).toBe(valid));
    expect(phone().value).toBe('966501234567');
  });

  it('a saved number printed in the field selects its own country and shows its verdict when the field mounts', async () => {
    loadPage('/signup/');
    phone().value = '971501234567';
    stop = await mountWidget('phone-field', phone());
    expect(selected()).toBe('ae');
    await waitFor(() => expect(status().textContent).toBe(valid));
  });

  it('a saved number of a prefix no operator has is flagged at start: the invalid text, aria-invalid, its kind', async () => {
    loadPage('/signup/');
    phone().value = '201301234567';
    stop = await mountWidget('phone-field', phone());
    await waitFor(() => expect(status().textContent).toBe(invalid));
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(status().dataset.status).toBe('invalid');
    expect(status().dataset.error).toBe('invalid-number');
  });

  it('the fake’s saved invalid number (user 11, a Saudi 052 number) is flagged when the bar’s field mounts', async () => {
    backend.session().userId = 11;
    loadPage('/verify-phone/');
    const field = document.querySelector<HTMLInputElement>('#awp-new-phone')!;
    expect(field.value).toBe('966521234567');
    stop = await mountWidget('phone-field', field);
    await waitFor(() => expect(status().dataset.status).toBe('invalid'));
    expect(status().textContent).toBe(invalid);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(selected(field)).toBe('sa');
    expect(field.closest('.iti')?.nextElementSibling).toBe(status());
  });

  it('committedPhone() asks the field for its E.164 value before a form sends it', async () => {
    await mount();
    phone().value = '۰۱۰۰۱۲۳۴۵۶۷';
    expect(committedPhone(phone())).toBe('201001234567');
  });

  it('uses the detected country when the shopper has not chosen one, through the store', async () => {
    identityState(backend.session()).geo = 'SA';
    await mount();
    await waitFor(() => expect(selected()).toBe('sa'));
    expect(getStore().getState().identity).toEqual({ phoneCountry: 'sa', source: 'ip' });
  });

  it('a country not allowed falls back to the default', async () => {
    identityState(backend.session()).geo = 'ZZ';
    await mount();
    await new Promise((r) => setTimeout(r, 100));
    expect(selected()).toBe('eg');
  });

  it('keeps the shopper’s own choice made before a late answer', async () => {
    identityState(backend.session()).geo = 'SA';
    backend.addFault({ route: 'geo:country', fault: 'slow:300' });
    await mount();
    intlTelInput.getInstance(phone())?.setSelectedCountry('ae');
    phone().dispatchEvent(new CustomEvent('countrychange', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 500));
    expect(selected()).toBe('ae');
  });

  it('keeps a number typed before a late answer in the default country', async () => {
    identityState(backend.session()).geo = 'SA';
    backend.addFault({ route: 'geo:country', fault: 'slow:300' });
    await mount();
    phone().focus();
    fireEvent.input(phone(), { target: { value: '0100' } });
    await new Promise((r) => setTimeout(r, 500));
    expect(selected()).toBe('eg');
  });

  it('a lookup that never answers: the default country after the 3 s time-out, and the field works meanwhile', async () => {
    backend.addFault({ route: 'geo:country', fault: 'timeout' });
    await mount();
    expect(selected()).toBe('eg');
    phone().focus();
    fireEvent.input(phone(), { target: { value: '01001234567' } });
    phone().blur();
    expect(phone().value).toBe('201001234567');
    await new Promise((r) => setTimeout(r, LOOKUP_TIMEOUT_MS + 200));
    expect(selected()).toBe('eg');
  }, 8000);

  it('an empty second field follows the country picked in the first', async () => {
    loadPage('/signup/');
    const second = document.createElement('input');
    second.type = 'tel';
    second.name = 'billing_phone';
    phone().closest('form')?.append(second);
    stop = await mountWidget('phone-field', phone());
    const stop2 = await mountWidget('phone-field', second);
    intlTelInput.getInstance(phone())?.setSelectedCountry('kw');
    phone().dispatchEvent(new CustomEvent('countrychange', { bubbles: true }));
    expect(selected(second)).toBe('kw');
    await stop2();
  });

  it('cleans up: intl-tel-input gone, status removed, can mount again', async () => {
    await mount();
    await stop();
    stop = async () => {};
    expect(document.querySelector('.iti')).toBeNull();
    expect(document.querySelector('.intl-tel-status')).toBeNull();
    expect(phone().dataset.intlTelInitialized).toBeUndefined();
    stop = await mountWidget('phone-field', phone());
    expect(document.querySelector('.iti')).not.toBeNull();
  });
});
