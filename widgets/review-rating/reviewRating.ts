// The star rating WooCommerce's single-product.js (8.2 to 11.x) puts on the comment form: `select#rating` hidden
// and `p.stars` before it with WooCommerce's markup and classes (woocommerce.css and the theme style `p.stars a`,
// `p.stars.selected a.active`), each star's text its accessible name. A star chosen (click, Enter, Space, the
// arrows) writes its number to the select, which the form posts. A submit without a rating where one is required
// is stopped, as WooCommerce stops it, but the reason is said beside the stars (WooCommerce: window.alert) and
// focus goes to them.
import { __, sprintf } from '../../src/i18n';
import { readSingleProductParams } from '../../src/settings/singleProduct';
import { isRtl, tabKeyTarget } from '../../src/ui/tabKeys';

const STARS = 5;
/** the label's id in single-product-reviews.php (8.x on), which WooCommerce's stars are named by */
const LABEL_ID = 'comment-form-rating-label';

/**
 * The star (0-based) a key on star `index` moves to, or null for a key that is no move: the ARIA radio group
 * pattern, wrapping at the ends. Down and Up are next and previous; Right and Left follow the reading direction
 * (src/ui/tabKeys.ts): on an RTL page star 1 is the rightmost and the next star is to its left, so ArrowLeft is
 * next there. WooCommerce maps the physical arrows the same way in both directions, which on an Arabic page
 * moves against what the shopper sees. Home and End go to the first and last star.
 */
export function starKeyTarget(key: string, index: number, rtl: boolean): number | null {
  if (key === 'ArrowDown') return (index + 1) % STARS;
  if (key === 'ArrowUp') return (index - 1 + STARS) % STARS;
  return tabKeyTarget(key, index, STARS, rtl);
}

/** `base`, or base-2, base-3… when the page already has an element with that id. */
function freeId(base: string): string {
  let id = base;
  for (let i = 2; document.getElementById(id); i++) id = `${base}-${i}`;
  return id;
}

export function mountReviewRating(select: HTMLSelectElement): () => void {
  // WooCommerce's own script ran on this page (it is kept there), or this select has its stars already
  if (!select.closest('#respond') || select.previousElementSibling?.matches('p.stars')) return () => {};
  const params = readSingleProductParams();
  const form = select.form;

  // the stars are named by the label: the template's id where it prints one, else one given to it
  const label = select.labels?.[0] ?? null;
  const givenId = label && !label.id ? freeId(LABEL_ID) : '';
  if (label && givenId) label.id = givenId;

  const p = document.createElement('p');
  p.className = 'stars';
  const group = document.createElement('span');
  // a radiogroup where WooCommerce prints role="group": its radios are then announced as one choice (3 of 5) and
  // it may carry aria-required and aria-invalid; the styles select classes only
  group.setAttribute('role', 'radiogroup');
  if (label) group.setAttribute('aria-labelledby', label.id);
  else group.setAttribute('aria-label', __('Your rating'));
  if (params.review_rating_required) group.setAttribute('aria-required', 'true');
  const stars = Array.from({ length: STARS }, (_, i) => {
    const a = document.createElement('a');
    a.setAttribute('role', 'radio');
    a.tabIndex = i === 0 ? 0 : -1;
    a.setAttribute('aria-checked', 'false');
    a.className = `star-${i + 1}`;
    a.setAttribute('href', '#');
    a.textContent = params.i18n_rating_options[i] || sprintf(__('%1$d of %2$d stars'), i + 1, STARS);
    return a;
  });
  group.append(...stars);
  p.append(group);

  const errorId = freeId('sw-rating-error');
  let error: HTMLElement | null = null;
  const clearError = () => {
    error?.remove();
    error = null;
    group.removeAttribute('aria-invalid');
    group.removeAttribute('aria-describedby');
  };
  const tabStop = () => stars.find((a) => a.tabIndex === 0) ?? stars[0];
  const showError = () => {
    error?.remove(); // a new alert, so a second refused submit is announced again
    error = document.createElement('p');
    error.id = errorId;
    error.className = 'sw-rating-error';
    error.setAttribute('role', 'alert');
    error.textContent = params.i18n_required_rating_text || __('Please select a rating');
    p.after(error);
    group.setAttribute('aria-invalid', 'true');
    group.setAttribute('aria-describedby', errorId);
    tabStop()?.focus();
  };

  const choose = (index: number) => {
    stars.forEach((a, i) => {
      a.classList.toggle('active', i === index);
      a.setAttribute('aria-checked', String(i === index));
      a.tabIndex = i === index ? 0 : -1;
    });
    p.classList.add('selected');
    const value = String(index + 1);
    if (select.value !== value) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    clearError();
  };

  const onClick = (e: MouseEvent) => {
    const star = e.target instanceof Element ? e.target.closest('a') : null;
    const index = star ? stars.indexOf(star) : -1;
    if (index < 0) return;
    e.preventDefault(); // href="#": no jump to the top
    choose(index);
  };
  const onKey = (e: KeyboardEvent) => {
    const index = e.target instanceof HTMLAnchorElement ? stars.indexOf(e.target) : -1;
    if (index < 0 || e.altKey || e.ctrlKey || e.metaKey) return; // Alt+Left is the browser's back
    // Enter already clicks a link; Space is the radio's own key and would scroll the page
    const to = e.key === ' ' ? index : starKeyTarget(e.key, index, isRtl(group));
    if (to === null) return;
    e.preventDefault();
    e.stopPropagation();
    stars[to]?.focus();
    stars[to]?.click(); // a click, as WooCommerce's arrows make: listeners on the stars hear every choice
  };
  // capture: before the form's other submit listeners (a captcha fetching its token), which a refused
  // submit never reaches, as no submit happens on WooCommerce's `return false`
  const onSubmit = (e: SubmitEvent) => {
    if (!params.review_rating_required || select.value) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    showError();
  };
  // a form without `novalidate` checks the select's `required` itself: the browser cannot point at a hidden
  // field, so the stars say it (in a novalidate form only a script's checkValidity() gets here: left alone)
  const onInvalid = (e: Event) => {
    if (form?.noValidate) return;
    e.preventDefault();
    showError();
  };
  // the label's click would go to the hidden select: it goes to the stars
  const onLabel = (e: MouseEvent) => {
    e.preventDefault();
    tabStop()?.focus();
  };

  const focused = document.activeElement === select;
  const display = select.style.display;
  select.style.display = 'none';
  select.before(p);
  const printed = Number(select.value);
  if (printed >= 1 && printed <= STARS) choose(printed - 1); // chosen in the select before the stars came
  if (focused) tabStop()?.focus();

  p.addEventListener('click', onClick);
  p.addEventListener('keydown', onKey);
  form?.addEventListener('submit', onSubmit, { capture: true });
  select.addEventListener('invalid', onInvalid);
  label?.addEventListener('click', onLabel);

  return () => {
    p.removeEventListener('click', onClick);
    p.removeEventListener('keydown', onKey);
    form?.removeEventListener('submit', onSubmit, { capture: true });
    select.removeEventListener('invalid', onInvalid);
    label?.removeEventListener('click', onLabel);
    clearError();
    p.remove();
    select.style.display = display;
    if (label && givenId) label.removeAttribute('id');
  };
}
