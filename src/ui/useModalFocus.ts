// The one focus handling for a modal that cannot be a native <dialog> because the theme prints the panel as a
// <div> (Astra's cart flyout): while open, focus moves in (retried while a CSS transition keeps the panel
// hidden), Tab and Shift+Tab stay inside, Escape asks to close; on close, focus returns to the opener. The
// WAI-ARIA APG modal dialog pattern, with the one Tab rule of src/dom/focusTrap.ts; everything else in src/ui uses
// <dialog> (Dialog.tsx).
import { useEffect, useRef, type RefObject } from 'react';
import { focusablesIn, trapTab } from '../dom/focusTrap';

/** shown (laid out), or the element that has the focus now */
const shown = (el: HTMLElement) => el.offsetParent !== null || el === document.activeElement;

export interface ModalFocusOptions {
  onEscape(): void;
  /** where focus goes on open; default the panel itself */
  initial(): HTMLElement | null;
  /** where focus returns on close; default the element focused when it opened */
  opener?: RefObject<HTMLElement | null>;
}

export function useModalFocus(
  panel: HTMLElement,
  open: boolean,
  { onEscape, initial, opener }: ModalFocusOptions,
): void {
  const latest = useRef({ onEscape, initial });
  latest.current = { onEscape, initial };
  const wasOpen = useRef(false);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) {
        wasOpen.current = false;
        const back = opener?.current ?? returnTo.current;
        returnTo.current = null;
        if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
      }
      return;
    }
    if (!wasOpen.current) returnTo.current = document.activeElement;
    wasOpen.current = true;
    // a theme's CSS may transition `visibility`, keeping the panel unfocusable for a moment: try now, when the
    // transition ends, and after a bounded wait at the latest
    const focusIn = () => {
      if (panel.contains(document.activeElement)) return;
      (latest.current.initial() ?? panel).focus({ preventScroll: true });
    };
    focusIn();
    const late = window.setTimeout(focusIn, 250);
    panel.addEventListener('transitionend', focusIn, { once: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (e.key === 'Tab') trapTab(e, panel, focusablesIn(panel, shown));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(late);
      panel.removeEventListener('transitionend', focusIn);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, panel, opener]);
}
