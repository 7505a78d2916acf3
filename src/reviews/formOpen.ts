// Whether a printed review form (`.cr-review-form-wrap`) is open over the page: its openers (the product tab's
// add-review swap, the all-reviews and grid blocks) mark it on the element, so the form's widget knows each
// opening, also one made before it mounted (its first opening mounts it), and a form printed open (the
// no-reviews layout) is not one.
import { useEffect, useState } from 'react';

const ATTR = 'data-sw-open';

export function markFormOpen(form: HTMLElement | null | undefined, open: boolean): void {
  if (!form) return;
  if (open) form.setAttribute(ATTR, '');
  else form.removeAttribute(ATTR);
}

export function useFormOpen(el: HTMLElement): boolean {
  const [open, setOpen] = useState(() => el.hasAttribute(ATTR));
  useEffect(() => {
    const sync = () => setOpen(el.hasAttribute(ATTR));
    const mo = new MutationObserver(sync);
    mo.observe(el, { attributes: true, attributeFilter: [ATTR] });
    sync();
    return () => mo.disconnect();
  }, [el]);
  return open;
}
