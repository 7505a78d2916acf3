// The cart page (cart.js): a changed quantity updates the cart and the totals in place. The form is posted in
// the background to its action (form data + update_cart), and `.woocommerce-cart-form`, `.cart_totals` and the
// notices are swapped for the answer's. Changes are debounced and only the newest answer is applied, so fast
// +/- never jumps back to an older quantity. `wc_update_cart` / `added_to_cart` re-submit; remove links work
// in place too. Coupons (coupons.ts) and the shipping methods in the totals (shipping.ts) as cart.js does them.
import { cartQueue } from '../../src/ajax/queue';
import { httpPage } from '../../src/ajax/http';
import { failureMessage } from '../../src/ajax/failureMessage';
import { debounce } from '../../src/dom/debounce';
import { emit, on } from '../../src/dom/events';
import { __ } from '../../src/i18n';
import { safeUrl } from '../../src/html/safeUrl';
import { loadSanitizer } from '../../src/html/loadSanitizer';
import { asJQuery, MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';
import { applyCoupon, removeCoupon } from './coupons';
import { removeCouponError, showCouponError, showNotice } from './notices';
import { mountShippingMethods, replaceTotals } from './shipping';
import { block } from './request';
import { mountShippingCalculator } from './calculator';

export const UPDATE_DEBOUNCE_MS = 300;
let generation = 0; // module-wide: the form is replaced (and this widget re-mounted) after each update

const currentForm = () => document.querySelector<HTMLFormElement>('form.woocommerce-cart-form');

/**
 * Replace the page's cart parts with those of a WooCommerce cart page answer (update_wc_div). `preserveNotices`
 * (after a coupon call) keeps the notices on the page, adds the answer's, and carries the coupon field's error
 * over to the new form, announced.
 */
export async function swapCart(page: string, preserveNotices = false): Promise<void> {
  const doc = new DOMParser().parseFromString(page, 'text/html'); // inert parse; the sanitizer cleans what we insert
  const { replaceWithSafeHtml, setSafeHtml } = await loadSanitizer();
  const newForm = doc.querySelector('form.woocommerce-cart-form');
  const newNotices = doc.querySelector('.woocommerce-notices-wrapper');
  const notices = document.querySelector('.woocommerce-notices-wrapper');
  if (notices && !preserveNotices) setSafeHtml(notices, newNotices?.innerHTML ?? '');
  else if (newNotices?.innerHTML.trim()) await showNotice(newNotices.innerHTML);
  const form = currentForm();
  const couponError = preserveNotices
    ? form?.querySelector<HTMLElement>('.coupon .coupon-error-message')
    : null;
  if (!newForm) {
    // the cart is empty now: WooCommerce shows the empty-cart block instead of form and totals
    const empty = doc.querySelector('.wc-empty-cart-message');
    const back = doc.querySelector('.return-to-shop');
    const container = form?.closest('.woocommerce');
    if (container)
      setSafeHtml(container, (notices?.outerHTML ?? '') + (empty?.outerHTML ?? '') + (back?.outerHTML ?? ''));
    emit('wc_cart_emptied');
  } else {
    if (form) replaceWithSafeHtml(form, newForm.outerHTML);
    const field = currentForm()?.querySelector<HTMLInputElement>('#coupon_code');
    const wrapper = field?.closest('.coupon');
    if (couponError && field && wrapper) {
      field.focus(); // before the live line, or a screen reader misses it (cart.js)
      await showCouponError(couponError, wrapper, true);
    }
    await replaceTotals(doc);
  }
  emit('updated_wc_div');
}

function setBusy(busy: boolean): void {
  for (const el of [currentForm(), document.querySelector('.cart_totals')]) block(el, busy);
}

function failureText(e: unknown): string {
  return failureMessage(e, __('The cart could not be updated. Please try again.'));
}

function showError(text: string): void {
  const notices = document.querySelector('.woocommerce-notices-wrapper');
  if (!notices) return;
  const ul = document.createElement('ul');
  ul.className = 'woocommerce-error';
  ul.setAttribute('role', 'alert');
  const li = document.createElement('li');
  li.textContent = text;
  ul.append(li);
  notices.replaceChildren(ul);
}

/** One cart update: in the cart queue; only the newest one's answer is put on the page. */
export function sendUpdate(request: () => Promise<string>, preserveNotices = false): Promise<void> {
  const mine = ++generation;
  setBusy(true);
  return cartQueue
    .push(request)
    .then(async (page) => {
      if (mine !== generation) return; // a newer change is on its way: this answer is already stale
      await swapCart(page, preserveNotices);
    })
    .catch((e: unknown) => {
      if (mine === generation) showError(failureText(e));
    })
    .finally(() => {
      if (mine === generation) setBusy(false);
    });
}

const postForm = (form: HTMLFormElement, withUpdate: boolean) => () => {
  const data = new FormData(form);
  if (withUpdate) data.set('update_cart', 'Update Cart');
  return httpPage(form.getAttribute('action') || location.href, {
    method: 'POST',
    body: data,
    timeoutMs: MUTATION_TIMEOUT_MS,
  });
};

/** A cart line's field the shopper changed before the widget ran: its value is not the one the page printed. */
const editedBeforeMount = (form: HTMLFormElement): boolean =>
  Array.from(form.querySelectorAll<HTMLInputElement>('.cart_item input')).some((i) =>
    i.type === 'checkbox' || i.type === 'radio' ? i.checked !== i.defaultChecked : i.value !== i.defaultValue,
  );

export function mountCartForm(form: HTMLFormElement): () => void {
  const update = form.querySelector<HTMLButtonElement>('[name="update_cart"]');
  // cart.js disables "Update cart" at start-up until a line changes; a change typed before we ran counts
  if (update) update.disabled = !editedBeforeMount(form);
  const sendLater = debounce(() => {
    const f = currentForm();
    if (f) void sendUpdate(postForm(f, true));
  }, UPDATE_DEBOUNCE_MS);

  const schedule = () => {
    generation++; // invalidates answers already on their way
    setBusy(true);
    sendLater();
  };

  const onChange = (e: Event) => {
    if (e.target instanceof Element && e.target.closest('.cart_item') && update) update.disabled = false;
  };
  const updateCart = (preserve: boolean) => {
    const f = currentForm();
    return f ? sendUpdate(postForm(f, false), preserve) : Promise.resolve();
  };
  const onFailure = (e: unknown) => showError(failureText(e));
  const onSubmit = (e: SubmitEvent) => {
    const submitter =
      e.submitter instanceof HTMLButtonElement || e.submitter instanceof HTMLInputElement
        ? e.submitter
        : null;
    const active = document.activeElement;
    // cart_submit: the clicked button, or the focused field when Enter submitted
    if (
      submitter?.name === 'apply_coupon' ||
      (!submitter && active instanceof HTMLInputElement && active.id === 'coupon_code')
    ) {
      e.preventDefault();
      void applyCoupon(form, updateCart, onFailure);
      return;
    }
    const isUpdate = submitter
      ? submitter.name === 'update_cart'
      : active instanceof HTMLInputElement && active.matches('input.qty');
    if (!isUpdate) return; // other buttons (the points box's) keep their own behaviour
    e.preventDefault();
    schedule();
  };
  const onRemoveCoupon = (e: MouseEvent) => {
    const a =
      e.target instanceof Element ? e.target.closest<HTMLElement>('a.woocommerce-remove-coupon') : null;
    if (!a) return;
    e.preventDefault();
    void removeCoupon(a, updateCart, onFailure);
  };
  const onCouponField = (e: Event) => {
    if (e.target instanceof HTMLInputElement && e.target.id === 'coupon_code') removeCouponError(e.target);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.matches('input.qty')) {
      e.preventDefault();
      schedule();
    }
  };
  const onRemove = (e: MouseEvent) => {
    const a =
      e.target instanceof Element
        ? e.target.closest<HTMLAnchorElement>('td.product-remove > a.remove')
        : null;
    if (!a || !form.contains(a)) return;
    e.preventDefault();
    const href = safeUrl(a.getAttribute('href'), '');
    if (!href) return;
    void sendUpdate(() => httpPage(href, { timeoutMs: MUTATION_TIMEOUT_MS })).then(() =>
      emit('removed_from_cart', [undefined, undefined, asJQuery(a)]),
    );
  };
  form.addEventListener('change', onChange);
  form.addEventListener('input', onChange);
  form.addEventListener('submit', onSubmit);
  form.addEventListener('keydown', onKey);
  form.addEventListener('click', onRemove);
  // delegated on the document as cart.js does: the form (and the totals) are replaced after every update
  for (const type of ['focusout', 'change', 'input']) document.addEventListener(type, onCouponField);
  document.addEventListener('click', onRemoveCoupon);
  const stopShipping = mountShippingMethods(onFailure);
  const stopCalculator = mountShippingCalculator((request) => sendUpdate(request));
  const offs = [
    on('wc_update_cart', () => schedule()),
    on('added_to_cart', () => {
      const f = currentForm();
      if (f) void sendUpdate(postForm(f, false));
    }),
  ];
  return () => {
    sendLater.cancel();
    form.removeEventListener('change', onChange);
    form.removeEventListener('input', onChange);
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('keydown', onKey);
    form.removeEventListener('click', onRemove);
    for (const type of ['focusout', 'change', 'input']) document.removeEventListener(type, onCouponField);
    document.removeEventListener('click', onRemoveCoupon);
    stopShipping();
    stopCalculator();
    offs.forEach((off) => off());
  };
}
