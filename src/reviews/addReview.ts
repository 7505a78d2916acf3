// 'Add a review' on a CusRev reviews block: as the plugin's script does, the list (`.cr-reviews-ajax-comments`)
// is hidden and the form's container (`.cr-ajax-reviews-review-form`, printed display:none beside it) shown;
// the form's close event swaps back and returns focus to the button that opened it.
import { FORM_CLOSE_EVENT } from './events';

export function bindAddReview(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>('.cr-reviews-ajax-comments');
  const box = root.querySelector<HTMLElement>('.cr-ajax-reviews-review-form');
  if (!list || !box || box.classList.contains('cr-ajax-reviews-review-form-nc')) return () => {}; // no reviews yet: the form is shown as printed
  let opener: HTMLElement | null = null;
  const buttons = () => Array.from(root.querySelectorAll<HTMLElement>('.cr-ajax-reviews-add-review, .cr-nosummary-add'));
  buttons().forEach((b) => b.setAttribute('aria-expanded', 'false'));
  const open = (e: Event) => {
    const b = e.target instanceof Element ? e.target.closest<HTMLElement>('.cr-ajax-reviews-add-review, .cr-nosummary-add') : null;
    if (!b || !root.contains(b)) return;
    e.preventDefault();
    opener = b;
    list.style.display = 'none';
    box.style.display = 'block';
    b.setAttribute('aria-expanded', 'true');
    // focus the form once its widget has rendered (it mounts when it becomes visible)
    requestAnimationFrame(() => box.querySelector<HTMLElement>('[role="radio"][tabindex="0"], input:not([type="hidden"]), textarea')?.focus());
  };
  const close = () => {
    box.style.display = '';
    list.style.display = '';
    buttons().forEach((b) => b.setAttribute('aria-expanded', 'false'));
    opener?.focus();
  };
  root.addEventListener('click', open);
  box.addEventListener(FORM_CLOSE_EVENT, close);
  return () => {
    root.removeEventListener('click', open);
    box.removeEventListener(FORM_CLOSE_EVENT, close);
  };
}
