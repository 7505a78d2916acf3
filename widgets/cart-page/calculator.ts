// The shipping calculator in `.cart_totals`, as cart.js's cart_shipping does it: its link opens and closes the
// form (a disclosure: aria-expanded, Space and Enter), and the form's submit posts it (with calc_shipping) to
// its action in the background; the answer is the cart page, whose cart, totals and notices replace these.
// Delegated on the document: the totals, the calculator with them, are replaced after every update.
import { httpPage } from '../../src/ajax/http';
import { MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';

const TOGGLE = '.shipping-calculator-button';

function toggle(link: HTMLElement): void {
  const form = link.closest('form')?.querySelector<HTMLElement>('.shipping-calculator-form');
  if (!form) return;
  const open = form.style.display === 'none' || getComputedStyle(form).display === 'none';
  form.style.display = open ? '' : 'none';
  link.setAttribute('aria-expanded', String(open));
  if (open)
    form
      .querySelector<HTMLElement>('select.country_to_state, input.country_to_state')
      ?.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The toggle as a button for assistive technology, closed as printed. */
function describe(): void {
  document.querySelectorAll<HTMLElement>(TOGGLE).forEach((link) => {
    const form = link.closest('form')?.querySelector<HTMLElement>('.shipping-calculator-form');
    if (!form) return;
    if (!form.id) form.id = 'sw-shipping-calculator-form';
    link.setAttribute('role', 'button');
    link.setAttribute('aria-controls', form.id);
    link.setAttribute('aria-expanded', String(form.style.display !== 'none'));
  });
}

export function mountShippingCalculator(send: (request: () => Promise<string>) => Promise<void>): () => void {
  describe();
  const onClick = (e: MouseEvent) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLElement>(TOGGLE) : null;
    if (!link) return;
    e.preventDefault();
    toggle(link);
  };
  const onKey = (e: KeyboardEvent) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLElement>(TOGGLE) : null;
    if (!link || e.key !== ' ') return;
    e.preventDefault();
    toggle(link);
  };
  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('form.woocommerce-shipping-calculator')) return;
    e.preventDefault();
    const data = new FormData(form);
    data.set('calc_shipping', 'x'); // the submit button's value WC_Form_Handler expects
    const action = form.getAttribute('action') || location.href;
    void send(() => httpPage(action, { method: 'POST', body: data, timeoutMs: MUTATION_TIMEOUT_MS })).then(
      describe,
    );
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  document.addEventListener('submit', onSubmit);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('submit', onSubmit);
  };
}
