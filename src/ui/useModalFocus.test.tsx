// The one modal focus handling for theme-printed panels: focus in on open, Escape asks to close, focus back to
// the opener on close.
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useModalFocus } from './useModalFocus';

function Harness({ panel, onEscape }: { panel: HTMLElement; onEscape(): void }) {
  const [open, setOpen] = useState(false);
  useModalFocus(panel, open, {
    onEscape: () => {
      onEscape();
      setOpen(false);
    },
    initial: () => panel.querySelector('button'),
  });
  return (
    <button type="button" id="opener" onClick={() => setOpen(true)}>
      open
    </button>
  );
}

describe('useModalFocus', () => {
  it('moves focus in, closes on Escape and returns focus to the opener', () => {
    const panel = document.createElement('div');
    panel.tabIndex = -1;
    panel.innerHTML = '<button type="button">close</button><a href="/x">link</a>';
    document.body.append(panel);
    const onEscape = vi.fn();
    const { container } = render(<Harness panel={panel} onEscape={onEscape} />);
    const opener = container.querySelector<HTMLButtonElement>('#opener');
    if (!opener) throw new Error('no opener');
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(panel.querySelector('button'));
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    // closed: Escape is no longer ours
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(onEscape).toHaveBeenCalledTimes(1);
    panel.remove();
  });
});
