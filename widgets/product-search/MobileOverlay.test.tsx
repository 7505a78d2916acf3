import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './SearchBox';
import './index';
import { loadPage } from '../../src/testing/page';

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

function setup() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  loadPage('/?sw_dgwt_debounce_wait_ms=0');
  const el = document.querySelector<HTMLElement>('.dgwt-wcas-search-wrapp') as HTMLElement;
  const form = el.querySelector('form') as HTMLFormElement;
  const input = el.querySelector<HTMLInputElement>('input.dgwt-wcas-search-input') as HTMLInputElement;
  render(<SearchBox el={el} />);
  return { el, form, input, user: userEvent.setup() };
}

describe('mobile overlay', () => {
  it('below the breakpoint, the trigger opens a dialog holding the form and the suggestions; Escape and back close it', async () => {
    const opened: string[] = [];
    document.addEventListener('fibosearch/show-mobile-overlay', () => opened.push('show'));
    document.addEventListener('fibosearch/hide-mobile-overlay', () => opened.push('hide'));
    const { el, form, input, user } = setup();
    expect(el.classList.contains('sw-search-mobile')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'فتح البحث في النافذة المخصصة للجوال' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.contains(form)).toBe(true);
    expect(document.activeElement).toBe(input);
    await user.type(input, 'قهوة');
    await waitFor(() => expect(dialog.querySelector('[role="listbox"]')).not.toBeNull());
    expect(dialog.querySelector('.dgwt-wcas-details-wrapp')).toBeNull(); // no details panel in the overlay
    const html = document.documentElement.classList;
    expect([html.contains('dgwt-wcas-overlay-mobile-on'), html.contains('dgwt-wcas-open-solaris')]).toEqual([
      true,
      true,
    ]);
    await user.keyboard('{Escape}'); // the first Escape closes the list
    expect(dialog.querySelector('[role="listbox"]')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeNull();
    expect(html.contains('dgwt-wcas-open-solaris')).toBe(true); // FiboSearch keeps it while the overlay is on
    dialog.dispatchEvent(new Event('cancel', { cancelable: true })); // Escape on the dialog
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([html.contains('dgwt-wcas-overlay-mobile-on'), html.contains('dgwt-wcas-open-solaris')]).toEqual([
      false,
      false,
    ]);
    expect(el.contains(form)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'فتح البحث في النافذة المخصصة للجوال' }));
    await user.click(await screen.findByRole('button', { name: 'رجوع' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(el.contains(form)).toBe(true);
    expect(opened).toEqual(['show', 'hide', 'show', 'hide']);
  });

  it('a focus on the input (the tap that loaded the widget) opens it, and submitting closes it', async () => {
    const { el, form, input, user } = setup();
    form.addEventListener('submit', (e) => e.preventDefault());
    input.dispatchEvent(new FocusEvent('focus'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.contains(form)).toBe(true);
    await user.type(input, 'قهوة{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(el.contains(form)).toBe(true);
  });
});
