// WooCommerce's blockUI 'processing' state on the cart and checkout forms while a points request runs:
// the class the platform's CSS and other scripts know, plus aria-busy for assistive technology.
const FORMS = '.woocommerce-cart-form, form.woocommerce-checkout, .custom_point_checkout';

export function blockForms(only?: string): () => void {
  const forms = Array.from(document.querySelectorAll<HTMLElement>(only ?? FORMS)).filter(
    (f) => !f.classList.contains('processing'),
  );
  for (const f of forms) {
    f.classList.add('processing', 'sw-points-blocked');
    f.setAttribute('aria-busy', 'true');
  }
  return () => {
    for (const f of forms) {
      f.classList.remove('processing', 'sw-points-blocked');
      f.removeAttribute('aria-busy');
    }
  };
}
