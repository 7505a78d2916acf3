// Astra's quantity plus/minus (add-to-cart-quantity-btn.js) on `div.quantity` / `td.quantity`: adds the class
// `buttons_added` and `a.minus` / `a.plus` around `.qty`, steps by min, max and step (src/cart/stepper.ts),
// dispatches `change` (and `input`) and clicks any `[name=update_cart]`. Only where Astra's plus/minus option is
// on (its settings global is printed); in the mini-cart only when Astra Pro's nonce is printed.
import { astraQtyButtonsOn, readAstra, readAstraQtyButtons } from '../../src/settings/astra';
import { normalizeDigits } from '../../src/i18n/digits';
import { limitsOf, readValue, step, stepLabels } from '../../src/cart/stepper';

let seq = 0;

function makeButton(kind: 'minus' | 'plus', n: number, label: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = '#';
  a.id = `${kind}_qty-${n}`;
  a.className = kind;
  a.setAttribute('role', 'button');
  const sr = document.createElement('span');
  sr.className = 'screen-reader-text';
  sr.textContent = label;
  const sign = document.createElement('span');
  sign.setAttribute('aria-hidden', 'true');
  sign.textContent = kind === 'minus' ? '-' : '+';
  a.append(sign, sr);
  return a;
}

export function mountQuantityButtons(box: HTMLElement): () => void {
  const input = box.querySelector<HTMLInputElement>('input.qty');
  if (!input || input.type === 'hidden' || box.classList.contains('buttons_added') || !astraQtyButtonsOn())
    return () => {};
  if (box.closest('.widget_shopping_cart_content') && !readAstra().single_product_qty_ajax_nonce)
    return () => {};
  const labels = readAstraQtyButtons();
  const n = ++seq;
  const names = stepLabels();
  const minus = makeButton('minus', n, names.minus);
  const plus = makeButton('plus', n, names.plus);
  minus.setAttribute('aria-controls', input.id || '');
  plus.setAttribute('aria-controls', input.id || '');
  if (!input.id) {
    minus.removeAttribute('aria-controls');
    plus.removeAttribute('aria-controls');
  }
  box.classList.add('buttons_added', `ast-qty-${labels.style_type}`);
  input.before(minus);
  input.after(plus);

  const bump = (dir: 1 | -1) => {
    const next = step(readValue(input.value), limitsOf(input), dir);
    if (String(next) === input.value) return;
    input.value = String(next);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const update = input.form?.querySelector<HTMLButtonElement>('[name="update_cart"]');
    if (update) {
      update.disabled = false;
      update.click();
    }
  };
  const onClick = (e: MouseEvent) => {
    const t = e.target instanceof Element ? e.target.closest('a.minus, a.plus') : null;
    if (!t || !box.contains(t)) return;
    e.preventDefault();
    bump(t.classList.contains('plus') ? 1 : -1);
  };
  const onKey = (e: KeyboardEvent) => {
    // role=button: Space activates like Enter
    const t = e.target instanceof Element ? e.target.closest('a.minus, a.plus') : null;
    if (t && e.key === ' ') {
      e.preventDefault();
      bump(t.classList.contains('plus') ? 1 : -1);
    }
  };
  // Arabic-Indic digits typed into a text quantity become 0-9 (a number input holds only what it accepts)
  const onBlur = () => {
    const v = normalizeDigits(input.value);
    if (v !== input.value) input.value = v;
  };
  box.addEventListener('click', onClick);
  box.addEventListener('keydown', onKey);
  input.addEventListener('blur', onBlur);
  return () => {
    box.removeEventListener('click', onClick);
    box.removeEventListener('keydown', onKey);
    input.removeEventListener('blur', onBlur);
    minus.remove();
    plus.remove();
    box.classList.remove('buttons_added', `ast-qty-${labels.style_type}`);
  };
}
