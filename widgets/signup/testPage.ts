// Test support for the signup's widget tests: Wawp's signup page as the fake WordPress prints it, the widget
// mounted on it as the page's runtime mounts it, and the helpers both test files use.
import { afterEach, beforeEach, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { addArabic } from '../../src/i18n';
import { navigateTo } from '../../src/dom/navigate';
import { resetStore } from '../../src/store';
import { $, input, type } from '../../src/testing/identity';
import { mountWidget } from '../../src/testing/mountWidget';
import { loadPage } from '../../src/testing/page';
import { server } from '../../src/testing/server';
import { arabic } from './ar';

export const message = () => $('.awp-success-message');
export const errorOf = (id: string) =>
  input(`#${id}`).closest('.awp-form-group')?.nextElementSibling?.textContent;
export const submit = () => fireEvent.submit($('#awp-signup-form'));
export const fill = () => {
  type('#awp_first_name', 'ليلى');
  type('#awp_last_name', 'فؤاد');
  type('#awp_email', 'laila@example.com');
  type('#awp_phone', '٠١٠ ٢٣٤٥-٦٧٨٩');
};

let stop: () => Promise<void> = async () => {};

/** The fixture page as printed (`before` runs on it: values typed before mount), then the widget mounted. */
export async function mount(path = '/signup/', before: () => void = () => {}): Promise<void> {
  window.history.replaceState(null, '', path);
  loadPage(path);
  before();
  stop = await mountWidget('signup', $('#awp-signup-container'));
}

export async function unmount(): Promise<void> {
  const s = stop;
  stop = async () => {};
  await s();
}

/** Each test on a fresh page and store; the test file mocks src/dom/navigateTo. */
export function signupPage(): void {
  beforeEach(() => {
    addArabic(arabic);
    vi.mocked(navigateTo).mockClear();
    resetStore();
  });
  afterEach(async () => {
    await unmount();
    server.events.removeAllListeners();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });
}
