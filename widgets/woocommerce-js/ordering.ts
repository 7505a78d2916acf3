// woocommerce.js: the catalogue's sort-order select submits its form when it changes (a GET to the same listing
// with `orderby` and `paged=1`, the form's hidden fields carrying the rest of the query).
export function mountOrdering(form: HTMLFormElement): () => void {
  const onChange = (e: Event) => {
    if (e.target instanceof HTMLSelectElement && e.target.matches('select.orderby')) form.requestSubmit();
  };
  form.addEventListener('change', onChange);
  return () => form.removeEventListener('change', onChange);
}
