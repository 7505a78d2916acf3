// Read more / read less on the slider's long reviews: the text is clamped and its button toggles it.
import { __ } from '../../src/i18n';

export function bindReadMore(root: HTMLElement, onToggle: () => void): () => void {
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('button.cr-read-more'));
  const textOf = (b: HTMLButtonElement) => document.getElementById(b.getAttribute('aria-controls') ?? '');
  for (const b of buttons) {
    b.hidden = false;
    b.setAttribute('aria-expanded', 'false');
    b.textContent = __('Read more');
    textOf(b)?.classList.add('cr-review-text-clamped');
  }
  const onClick = (e: MouseEvent) => {
    const b = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('button.cr-read-more') : null;
    if (!b || !root.contains(b)) return;
    const open = b.getAttribute('aria-expanded') !== 'true';
    b.setAttribute('aria-expanded', String(open));
    b.textContent = open ? __('Read less') : __('Read more');
    textOf(b)?.classList.toggle('cr-review-text-clamped', !open);
    onToggle();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
