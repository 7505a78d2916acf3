// A printed control driven by a view that does not own it (Wawp's buttons and its edit link), a listener on a
// printed node, and printed content taken over only while a view state needs it: what they write, that a press
// while busy does nothing, and that unmounting leaves the markup as printed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook } from '@testing-library/react';
import { createPortal } from 'react-dom';
import userEvent from '@testing-library/user-event';
import { PlatformButton, useEnterKey } from './PlatformButton';
import { useTakeOver } from './useTakeOver';

function printed<T extends HTMLElement>(html: string, sel: string, type: abstract new () => T): T {
  document.body.innerHTML = html;
  const el = document.querySelector(sel);
  if (!(el instanceof type)) throw new Error(`no ${sel}`);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PlatformButton', () => {
  it('a printed <button>: shown, busy (a press does nothing), disabled; as printed after unmount', async () => {
    const button = printed(
      '<button type="button" id="b" class="awp-btn" style="display:none;background-color:#22c55e">Send</button>',
      '#b',
      HTMLButtonElement,
    );
    const before = button.outerHTML;
    const onPress = vi.fn();
    const user = userEvent.setup();
    const { rerender, unmount } = render(<PlatformButton el={button} shown busy={false} onPress={onPress} />);
    expect(button.style.display).toBe('');
    expect(button.style.backgroundColor).toBe('rgb(34, 197, 94)');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<PlatformButton el={button} shown busy onPress={onPress} />);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.classList.contains('is-loading')).toBe(true);
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<PlatformButton el={button} shown={false} disabled onPress={onPress} />);
    expect(button.style.display).toBe('none');
    expect(button.disabled).toBe(true);
    unmount();
    expect(button.outerHTML).toBe(before);
  });

  it('a printed link without href becomes a button: role, a tab stop, Enter and Space; given back on unmount', async () => {
    const link = printed('<p><a class="awp-edit-button">Edit</a></p>', 'a', HTMLAnchorElement);
    const before = link.outerHTML;
    const onPress = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<PlatformButton el={link} onPress={onPress} />);
    expect(link.getAttribute('role')).toBe('button');
    expect(link.tabIndex).toBe(0);
    link.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard('a');
    expect(onPress).toHaveBeenCalledTimes(2);
    unmount();
    expect(link.outerHTML).toBe(before);
    await user.click(link);
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});

describe('useEnterKey', () => {
  it('Enter in a printed field acts instead of submitting the form, the latest action; nothing after unmount', async () => {
    const input = printed('<form><input id="f"></form>', '#f', HTMLInputElement);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    input.form?.addEventListener('submit', submitted);
    const first = vi.fn();
    const second = vi.fn();
    const user = userEvent.setup();
    const { rerender, unmount } = renderHook(({ action }) => useEnterKey(input, action), {
      initialProps: { action: first },
    });
    rerender({ action: second });
    input.focus();
    await user.keyboard('x{Enter}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    unmount();
    await user.keyboard('{Enter}');
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('useTakeOver with a state', () => {
  function Title({ el, replaced }: { el: HTMLElement; replaced: string | null }) {
    useTakeOver(el, replaced !== null);
    return replaced === null ? null : createPortal(replaced, el);
  }

  it('keeps the printed content until the view replaces it, and gives it back (the same nodes) after', () => {
    const h = printed('<h3 class="awp-login-title">Welcome <b>back</b></h3>', 'h3', HTMLHeadingElement);
    const bold = h.querySelector('b');
    const { rerender, unmount } = render(<Title el={h} replaced={null} />);
    expect(h.innerHTML).toBe('Welcome <b>back</b>');
    rerender(<Title el={h} replaced="Check WhatsApp" />);
    expect(h.textContent).toBe('Check WhatsApp');
    rerender(<Title el={h} replaced={null} />);
    expect(h.innerHTML).toBe('Welcome <b>back</b>');
    expect(h.querySelector('b')).toBe(bold);
    rerender(<Title el={h} replaced="Check WhatsApp" />);
    unmount();
    expect(h.innerHTML).toBe('Welcome <b>back</b>');
  });
});
