// 'Add a review' on the all-reviews and grid blocks (add_review="true"), as CusRev 5.117.0's script does it
// (js/frontend.js: a click on `.cr-all-reviews-add-review` puts `cr-all-reviews-new-review` on the
// `.cr-all-reviews-shortcode`, or `cr-reviews-grid-new-review` on the `.cr-reviews-grid`; the plugin's CSS then
// hides the list and shows the printed `.cr-review-form-wrap`, which the review-form widget runs). The form's close
// event (cancel, success, back) takes the class off and returns focus to the button. Unmounted, the block and
// the button are as printed.
import { useEffect, useState } from 'react';
import { usePlatformProps } from '../ui/usePlatformProps';
import { FORM_CLOSE_EVENT } from './events';
import { markFormOpen } from './formOpen';

const FIRST_FIELD = '[role="radio"][tabindex="0"], input:not([type="hidden"]), textarea';

/** `openClass` goes on `block` while its form is open; returns whether it is. */
export function useBlockForm(block: HTMLElement, openClass: string): boolean {
  const [parts] = useState(() => ({
    button: block.querySelector<HTMLElement>('.cr-all-reviews-add-review'),
    form: block.querySelector<HTMLElement>('.cr-review-form-wrap'),
  }));
  const { button, form } = parts;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!button || !form) return;
    // delegated: the button may be printed markup the block's view keeps (Adopted), or replayed by the hold
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element) || e.target.closest('.cr-all-reviews-add-review') !== button) return;
      e.preventDefault();
      setOpen(true);
    };
    // at once, not after a render: the button shows again before it takes the focus (a hidden one cannot), and
    // the form reads where the focus went as soon as its close event returns (useBackCloses)
    const close = () => {
      block.classList.remove(openClass);
      markFormOpen(form, false);
      button.setAttribute('aria-expanded', 'false');
      button.focus();
      setOpen(false);
    };
    block.addEventListener('click', onClick);
    form.addEventListener(FORM_CLOSE_EVENT, close);
    return () => {
      block.removeEventListener('click', onClick);
      form.removeEventListener(FORM_CLOSE_EVENT, close);
    };
  }, [block, openClass, button, form]);

  // rendered onto the printed block and button, as printed again on unmount
  usePlatformProps(button && form ? block : null, { classes: { [openClass]: open } });
  usePlatformProps(form ? button : null, { attrs: { 'aria-expanded': String(open) } });
  useEffect(() => {
    if (button && form) markFormOpen(form, open);
  }, [open, button, form]);
  useEffect(() => {
    if (!button || !form || !open) return;
    // the form's widget mounts when the form shows: the printed field first, its own first rating once mounted
    const raf = requestAnimationFrame(() => form.querySelector<HTMLElement>(FIRST_FIELD)?.focus());
    return () => cancelAnimationFrame(raf);
  }, [open, button, form]);

  return open;
}
