// The grid's 'add review' button and its form (the grid's markup is not rebuilt from CusRev's templates yet;
// CusRev itself toggles cr-reviews-grid-new-review on .cr-reviews-grid).
import { FORM_CLOSE_EVENT } from '../../src/reviews/events';

/** 'Add review' swaps the list for the CusRev form; the form's close event swaps back and returns focus. */
export function bindAddReview(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>('.cr-ajax-reviews-add-review');
  const form = root.querySelector<HTMLElement>('.cr-review-form-wrap');
  if (!button || !form) return () => {};
  button.setAttribute('aria-expanded', 'false');
  const open = () => {
    root.classList.add('cr-reviews-form-open');
    form.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    // focus the form once its widget has rendered (it mounts when it becomes visible)
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[data-autofocus], input, textarea, [tabindex="0"]')?.focus());
  };
  const close = () => {
    root.classList.remove('cr-reviews-form-open');
    form.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  };
  button.addEventListener('click', open);
  form.addEventListener(FORM_CLOSE_EVENT, close);
  return () => {
    button.removeEventListener('click', open);
    form.removeEventListener(FORM_CLOSE_EVENT, close);
  };
}
