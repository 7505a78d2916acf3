// 'Add a review' on the product tab, as the plugin's script does it: the list (`#comments`) is hidden and the
// form's container (`.cr-ajax-reviews-review-form`, printed display:none beside it; the review-form widget owns
// the form) shown; the form's close event swaps back and returns focus to the button that opened it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_CLOSE_EVENT } from './events';
import { markFormOpen } from './formOpen';

export interface AddReview {
  open: boolean;
  /** no container, or the no-reviews layout (`-nc`) where the form is shown as printed */
  available: boolean;
  openFrom(button: HTMLElement): void;
}

export function useAddReview(list: HTMLElement | null, box: HTMLElement | null): AddReview {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const available = Boolean(list && box && !box.classList.contains('cr-ajax-reviews-review-form-nc'));

  useEffect(() => {
    if (!available || !list || !box) return;
    list.style.display = open ? 'none' : '';
    box.style.display = open ? 'block' : '';
    markFormOpen(box.querySelector<HTMLElement>('.cr-review-form-wrap'), open);
    if (!open) return;
    // focus the form once its widget has rendered (it mounts when it becomes visible)
    const raf = requestAnimationFrame(() =>
      box
        .querySelector<HTMLElement>('[role="radio"][tabindex="0"], input:not([type="hidden"]), textarea')
        ?.focus(),
    );
    return () => cancelAnimationFrame(raf);
  }, [available, open, list, box]);

  useEffect(() => {
    if (!available || !list || !box) return;
    // at once, not after a render: the form reads where focus went as soon as its close event returns (its
    // history entry is taken back and the focus put there again)
    const close = () => {
      list.style.display = '';
      box.style.display = '';
      markFormOpen(box.querySelector<HTMLElement>('.cr-review-form-wrap'), false);
      opener.current?.focus();
      setOpen(false);
    };
    box.addEventListener(FORM_CLOSE_EVENT, close);
    return () => box.removeEventListener(FORM_CLOSE_EVENT, close);
  }, [available, list, box]);

  const openFrom = useCallback((button: HTMLElement) => {
    opener.current = button;
    setOpen(true);
  }, []);
  return { open, available, openFrom };
}
