import { describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { attachPasswordToggle } from '../../src/dom/passwordToggle';
import widget from './index';
import { getStore } from '../../src/store';

describe('password toggle', () => {
  it('adds a labelled button that shows and hides the password, twice-safe and reversible', () => {
    document.body.innerHTML =
      '<form><label for="pw">كلمة المرور</label><input type="password" id="pw" name="password"></form>';
    const input = document.querySelector<HTMLInputElement>('#pw')!;
    const stop = widget.mount(input, { name: 'password-toggle', store: getStore() });
    expect(attachPasswordToggle(input)).toBeTypeOf('function'); // second attach is a no-op
    const buttons = document.querySelectorAll<HTMLButtonElement>('.show-password-input');
    expect(buttons).toHaveLength(1);
    const button = buttons[0]!;
    expect(button.getAttribute('aria-label')).toBe('إظهار كلمة المرور');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(input.type).toBe('text');
    expect(button.getAttribute('aria-label')).toBe('إخفاء كلمة المرور');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(input);
    fireEvent.click(button);
    expect(input.type).toBe('password');
    stop();
    expect(document.querySelector('.show-password-input')).toBeNull();
    expect(input.parentElement?.tagName).toBe('FORM');
  });

  it('uses the labels WooCommerce prints', () => {
    (window as unknown as Record<string, unknown>).woocommerce_params = {
      i18n_password_show: 'Show it',
      i18n_password_hide: 'Hide it',
    };
    document.body.innerHTML = '<input type="password" id="pw2">';
    const input = document.querySelector<HTMLInputElement>('#pw2')!;
    attachPasswordToggle(input);
    expect(document.querySelector('.show-password-input')?.getAttribute('aria-label')).toBe('Show it');
    delete (window as unknown as Record<string, unknown>).woocommerce_params;
  });

  it('stands down where woocommerce.js already added its toggle (it stays loaded on a real shop)', () => {
    // woocommerce.js 9.x: `.woocommerce-Input[type=password]` wrapped in span.password-input + its button
    document.body.innerHTML =
      '<form class="woocommerce-form"><span class="password-input"><input class="woocommerce-Input" type="password" id="pw3"><button type="button" class="show-password-input" aria-label="Show password"></button></span></form>';
    const input = document.querySelector<HTMLInputElement>('#pw3')!;
    const stop = widget.mount(input, { name: 'password-toggle', store: getStore() });
    expect(document.querySelectorAll('.show-password-input')).toHaveLength(1);
    stop();
    expect(document.querySelectorAll('.show-password-input')).toHaveLength(1);
  });
});
