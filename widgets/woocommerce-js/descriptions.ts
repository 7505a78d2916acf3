// woocommerce.js: a form field's description (`span.description` in `.woocommerce-input-wrapper`, printed
// hidden) shows while its field has focus or was clicked, and hides when another field takes over, on a click
// elsewhere on the page, or on Escape in the field. Shown and hidden inline, as jQuery's slides leave it, over
// WooCommerce's stylesheet that hides it.
function setShown(description: HTMLElement, shown: boolean): void {
  description.style.display = shown ? 'block' : 'none';
  description.setAttribute('aria-hidden', shown ? 'false' : 'true');
}

const isShown = (d: HTMLElement) => d.style.display === 'block';

const descriptionOf = (wrapper: Element) => wrapper.querySelector<HTMLElement>(':scope > span.description');

function hideOthers(except: Element | null): void {
  document.querySelectorAll<HTMLElement>('.woocommerce-input-wrapper > span.description').forEach((d) => {
    if (d.parentElement !== except && isShown(d)) setShown(d, false);
  });
}

/** Every field's wrapper: its focus hides the other descriptions, and shows its own where it has one. */
export function mountDescription(wrapper: HTMLElement): () => void {
  const description = descriptionOf(wrapper);
  const show = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.matches('input, select, textarea, button')) return;
    hideOthers(wrapper);
    if (description) setShown(description, true);
  };
  if (!description) {
    wrapper.addEventListener('focusin', show);
    wrapper.addEventListener('click', show);
    return () => {
      wrapper.removeEventListener('focusin', show);
      wrapper.removeEventListener('click', show);
    };
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !isShown(description)) return;
    setShown(description, false);
    e.preventDefault();
  };
  const onDocumentClick = (e: MouseEvent) => {
    if (isShown(description) && (!(e.target instanceof Node) || !wrapper.contains(e.target)))
      setShown(description, false);
  };
  wrapper.addEventListener('focusin', show);
  wrapper.addEventListener('click', show);
  wrapper.addEventListener('keydown', onKey);
  document.addEventListener('click', onDocumentClick);
  return () => {
    wrapper.removeEventListener('focusin', show);
    wrapper.removeEventListener('click', show);
    wrapper.removeEventListener('keydown', onKey);
    document.removeEventListener('click', onDocumentClick);
  };
}
