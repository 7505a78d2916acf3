// The shipping calculator in `.cart_totals`, as cart.js's cart_shipping does it: its link opens and closes the
// form (a disclosure: aria-expanded, Space and Enter), and the form's submit posts it (with calc_shipping) to
// its action in the background; the answer is the cart page, whose cart, totals and notices replace these.
// Delegated on the document: the totals, the calculator with them, are replaced after every update.
// WC_Shortcode_Cart::output skips a calc_shipping post whose nonce fails without a word, while calculate_shipping
// always queues a notice (its "updated" notice or an error): an answer with neither is the nonce refused (a page a
// cache kept past its nonce's life), so fresh nonces are asked once and the post is sent once more.
import { ApiError } from '../../src/ajax/errors';
import { httpPage } from '../../src/ajax/http';
import { sendWithFreshNonce, type NonceField } from '../../src/ajax/nonceRetry';
import { MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';
import { readCartParams } from '../../src/settings/woocommerce';

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

/** The notices calculate_shipping queues, as the cart page prints them (wc_print_notices: notice, error). */
export function calculated(page: string): boolean {
  const doc = new DOMParser().parseFromString(page, 'text/html'); // inert parse: only read
  return (
    doc.querySelector('.woocommerce-notices-wrapper :is(.woocommerce-info, .woocommerce-error)') !== null
  );
}

const NONCE: NonceField = {
  field: 'woocommerce-shipping-calculator-nonce',
  from: { selector: '#woocommerce-shipping-calculator-nonce', attribute: 'value' },
  refused: (answer) => typeof answer === 'string' && !calculated(answer),
};

/** The calculator's post; a nonce refused twice (or no fresh one to send) is a nonce error. */
export async function postCalculator(action: string, data: FormData): Promise<string> {
  const send = (body: FormData) => httpPage(action, { method: 'POST', body, timeoutMs: MUTATION_TIMEOUT_MS });
  const page = await sendWithFreshNonce(data, NONCE, readCartParams().ajax_url, send);
  if (!calculated(page)) throw new ApiError('nonce', 'shipping calculator nonce refused');
  return page;
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
    void send(() => postCalculator(action, data)).then(describe);
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
