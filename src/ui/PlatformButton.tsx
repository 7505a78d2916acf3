// A control the platform printed (Wawp's `<button type="button">`s, its edit link: an <a> without href), driven
// by a React view that does not own the node: busy (aria-busy, Wawp's `is-loading` look, aria-disabled keeps it
// focusable; a press while busy does nothing), shown or hidden inline as the plugin does, disabled, and pressed
// by click, or by Enter/Space when the printed element is not a button (then it gets role=button and a tab stop).
// The click's default is prevented: a link goes nowhere, a submit button submits nothing (the press is the action).
import { busyProps, usePlatformProps } from './usePlatformProps';
import { usePlatformEvent } from './usePlatformEvent';

interface Props {
  el: HTMLElement | null;
  onPress(): void;
  busy?: boolean;
  /** undefined: as printed */
  shown?: boolean;
  disabled?: boolean;
}

export function PlatformButton({ el, onPress, busy = false, shown, disabled }: Props) {
  const native = el instanceof HTMLButtonElement;
  const b = busyProps(busy);
  usePlatformProps(el, {
    attrs: {
      ...b.attrs,
      ...(native ? { disabled: disabled ? '' : null } : { role: 'button', tabindex: '0' }),
    },
    classes: b.classes,
    style: shown === undefined ? {} : { display: shown ? '' : 'none' },
  });
  usePlatformEvent(el, 'click', (e) => {
    e.preventDefault();
    if (!busy) onPress();
  });
  usePlatformEvent(el, 'keydown', (e) => {
    if (native || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    if (!busy) onPress();
  });
  return null;
}

/** Enter in a printed field (not while composing) does `action` instead of the form's implicit submission. */
export function useEnterKey(input: HTMLElement | null, action: () => void): void {
  usePlatformEvent(input, 'keydown', (e) => {
    if (e.key !== 'Enter' || e.isComposing) return;
    e.preventDefault();
    action();
  });
}
