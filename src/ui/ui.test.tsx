import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import { Dialog, StarRating, BusyButton, Notice } from './index';
import { getStore } from '../store';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>افتح</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="سلة التسوق">
        <button>داخل</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens modally, locks scroll, closes on Escape (cancel) and returns focus to the opener', () => {
    render(<DialogHarness />);
    const opener = screen.getByText('افتح');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(getStore().getState().ui.scrollLockOwners).toHaveLength(1);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(getStore().getState().ui.scrollLockOwners).toHaveLength(0);
  });

  it('ends in the last asked state when opened and closed very fast', () => {
    render(<DialogHarness />);
    const opener = screen.getByText('افتح');
    for (let i = 0; i < 5; i++) {
      fireEvent.click(opener);
      fireEvent.click(screen.getByLabelText('Close'));
    }
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false);
    expect(getStore().getState().ui.scrollLockOwners).toHaveLength(0);
  });
});

describe('StarRating', () => {
  it('is a keyboard-operable radio group showing n/5', () => {
    const onChange = vi.fn();
    render(<StarRating value={3} onChange={onChange} label="الجودة" />);
    expect(screen.getByRole('radiogroup', { name: 'الجودة' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('3/5')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('radiogroup'), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenCalledWith(4);
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    expect(onChange).toHaveBeenCalledWith(1);
  });
});

describe('BusyButton and Notice', () => {
  it('ignores presses while busy', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <BusyButton busy={true} onClick={onClick}>
        طبّق
      </BusyButton>,
    );
    fireEvent.click(screen.getByText('طبّق'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByText('طبّق').getAttribute('aria-busy')).toBe('true');
    rerender(
      <BusyButton busy={false} onClick={onClick}>
        طبّق
      </BusyButton>,
    );
    fireEvent.click(screen.getByText('طبّق'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
  it('announces errors assertively and messages politely, as text', () => {
    const { rerender } = render(<Notice type="error" message="<b>x</b>" />);
    expect(screen.getByRole('alert').textContent).toBe('<b>x</b>');
    rerender(<Notice type="success" message="تم" />);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });
});
