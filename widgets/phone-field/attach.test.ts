import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import intlTelInput from 'intl-tel-input';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { addArabic } from '../../src/i18n';
import { identityState } from '../../fixtures/backend/routes/identity';
import { attachPhoneField } from './attach';
import { resetLookup, LOOKUP_TIMEOUT_MS } from './geo';
import { committedPhone } from '../../src/identity/phoneCommit';
import { arabic } from './ar';

const phone = () => document.querySelector<HTMLInputElement>('#awp_phone')!;
const status = () => document.querySelector<HTMLElement>('.intl-tel-status')!;
const selected = () => intlTelInput.getInstance(phone())?.getSelectedCountry()?.iso2;
let stop = () => {};

afterEach(() => {
  stop();
  resetLookup();
  vi.useRealTimers();
});

const mount = (path = '/signup/') => {
  addArabic(arabic);
  loadPage(path);
  stop = attachPhoneField(phone());
};

describe('phone field', () => {
  it('mounts intl-tel-input with the flag on the right in RTL and a status line after it', () => {
    mount();
    const iti = phone().closest('.iti');
    expect(iti?.classList.contains('iti--flag-right')).toBe(true);
    expect(iti?.nextElementSibling).toBe(status());
    expect(phone().dataset.intlTelInitialized).toBe('true');
    expect(phone().getAttribute('aria-describedby')).toContain(status().id);
    expect(selected()).toBe('eg');
    expect(document.querySelector('.iti__search-input')?.classList.contains('iti__search')).toBe(true);
    // mounting twice is a no-op
    expect(attachPhoneField(phone())).toBeInstanceOf(Function);
    expect(document.querySelectorAll('.intl-tel-status')).toHaveLength(1);
  });

  it('alignment left (or auto in LTR) keeps the flag on the left', () => {
    loadPage('/signup/');
    (window as unknown as { wooIntlTelSettings: { countryCodeAlignment: string } }).wooIntlTelSettings.countryCodeAlignment = 'left';
    stop = attachPhoneField(phone());
    expect(phone().closest('.iti')?.classList.contains('iti--flag-right')).toBe(false);
  });

  it('status: waiting while focused, nothing when empty, valid green / invalid red with aria-invalid after blur', () => {
    mount();
    phone().focus();
    fireEvent.input(phone(), { target: { value: '٠١٠' } });
    expect(status().textContent).toBe('سيتم تحديث الرقم تلقائيًا بإضافة رمز الدولة بعد الانتهاء من الكتابة.');
    expect(status().dataset.status).toBe('waiting');
    fireEvent.input(phone(), { target: { value: '' } });
    expect(status().textContent).toBe('');
    fireEvent.input(phone(), { target: { value: 'abc' } });
    phone().blur();
    expect(status().textContent).toBe('✗ رقم هاتف غير صالح. تأكد من إضافة رمز الدولة.');
    expect(status().dataset.status).toBe('invalid');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    phone().focus();
    fireEvent.input(phone(), { target: { value: '٠١٠٠١٢٣٤٥٦٧' } });
    phone().blur();
    expect(phone().value).toBe('201001234567');
    expect(status().textContent).toBe('✓ رقم هاتف صالح.');
    expect(phone().getAttribute('aria-invalid')).toBe('false');
  });

  it('the blur rewrite goes through the native setter and fires input (frameworks see it)', () => {
    mount();
    const seen: string[] = [];
    phone().addEventListener('input', () => seen.push(phone().value));
    phone().focus();
    phone().value = '0020 100-123-4567';
    phone().blur();
    expect(phone().value).toBe('201001234567');
    expect(seen).toContain('201001234567');
  });

  it('a pasted foreign number switches the country', () => {
    mount();
    phone().focus();
    phone().value = '+966 50 123 4567';
    phone().blur();
    expect(phone().value).toBe('966501234567');
    expect(selected()).toBe('sa');
  });

  it('committedPhone() asks the field for its E.164 value before a form sends it', () => {
    mount();
    phone().value = '۰۱۰۰۱۲۳۴۵۶۷';
    expect(committedPhone(phone())).toBe('201001234567');
  });

  it('uses the detected country when the shopper has not chosen one', async () => {
    identityState(backend.session()).geo = 'SA';
    mount();
    await waitFor(() => expect(selected()).toBe('sa'));
  });

  it('a country not allowed falls back to the default', async () => {
    identityState(backend.session()).geo = 'ZZ';
    mount();
    await new Promise((r) => setTimeout(r, 100));
    expect(selected()).toBe('eg');
  });

  it('keeps the shopper’s own choice made before a late answer', async () => {
    identityState(backend.session()).geo = 'SA';
    backend.addFault({ route: 'geo:country', fault: 'slow:300' });
    mount();
    const iti = intlTelInput.getInstance(phone());
    iti?.setSelectedCountry('ae'); // as the country list does on a pick
    phone().dispatchEvent(new CustomEvent('countrychange', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 500));
    expect(selected()).toBe('ae');
  });

  it('keeps a number typed before a late answer in the default country', async () => {
    identityState(backend.session()).geo = 'SA';
    backend.addFault({ route: 'geo:country', fault: 'slow:300' });
    mount();
    fireEvent.input(phone(), { target: { value: '0100' } });
    await new Promise((r) => setTimeout(r, 500));
    expect(selected()).toBe('eg');
  });

  it('a lookup that never answers: the default country after the 3 s time-out, and the field works meanwhile', async () => {
    backend.addFault({ route: 'geo:country', fault: 'timeout' });
    mount();
    expect(selected()).toBe('eg');
    phone().focus();
    fireEvent.input(phone(), { target: { value: '01001234567' } });
    phone().blur();
    expect(phone().value).toBe('201001234567');
    await new Promise((r) => setTimeout(r, LOOKUP_TIMEOUT_MS + 200));
    expect(selected()).toBe('eg');
  }, 8000);

  it('cleans up: intl-tel-input gone, status removed, can mount again', () => {
    mount();
    stop();
    stop = () => {};
    expect(document.querySelector('.iti')).toBeNull();
    expect(document.querySelector('.intl-tel-status')).toBeNull();
    expect(phone().dataset.intlTelInitialized).toBeUndefined();
    stop = attachPhoneField(phone());
    expect(document.querySelector('.iti')).not.toBeNull();
  });
});
