// What one add is worth, for the analytics widget (CartAdd in src/store/slices/cart.ts): read from the
// product markup the PHP printed, per product type. Prices are in EGP.
import type { CartAdd } from '../../src/store/slices/cart';
import { normalizeDigits, parseLocalNumber } from '../../src/i18n/digits';

type Add = Omit<CartAdd, 'id'>;

/** A WooCommerce price element's amount: the sale (`ins`) amount when there is one, else the first amount. */
export function priceIn(el: Element | null | undefined): number {
  if (!el) return 0;
  const amount =
    el.querySelector('ins .woocommerce-Price-amount') ?? el.querySelector('.woocommerce-Price-amount');
  // the first number in the text (its digits as 0-9): the currency symbol may hold dots of its own ('ج.م.')
  const n = parseLocalNumber(normalizeDigits(amount?.textContent ?? '').match(/\d+(?:[.,]\d+)*/)?.[0] ?? '');
  return Number.isFinite(n) ? n : 0;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function qtyOf(input: Element | null | undefined, dflt: number): number {
  if (!(input instanceof HTMLInputElement)) return dflt;
  const n = parseLocalNumber(input.value);
  return Number.isFinite(n) && n >= 0 ? n : dflt;
}

export function simpleAdd(
  productId: number,
  name: string,
  unit: number,
  quantity: number,
  type: Add['type'] = 'simple',
  variationId = 0,
  variant?: string,
): Add {
  return {
    productId,
    variationId,
    name,
    quantity,
    value: round2(unit * quantity),
    type,
    items: [{ id: variationId || productId, name, price: unit, quantity, ...(variant ? { variant } : {}) }],
  };
}

/** A listing button's add: name and price from its loop item. */
export function loopAdd(button: HTMLElement, productId: number, quantity: number): Add {
  const item = button.closest('li.product, .product');
  const name = (item?.querySelector('.woocommerce-loop-product__title')?.textContent ?? '').trim();
  return simpleAdd(productId, name, priceIn(item?.querySelector('.price')), quantity);
}

interface VariationLike {
  variation_id: number;
  display_price: number;
  attributes: Record<string, string>;
}

/** The product page form's add for every type; null when there is nothing to report. */
export function formAdd(
  form: HTMLFormElement,
  productId: number,
  name: string,
  variation?: VariationLike,
): Add | null {
  const summary = form.closest('.summary') ?? document;
  const quantity = qtyOf(form.querySelector('input.qty[name="quantity"]'), 1);

  if (form.classList.contains('grouped_form')) {
    const items: Add['items'] = [];
    form.querySelectorAll<HTMLElement>('.woocommerce-grouped-product-list-item').forEach((row) => {
      const input = row.querySelector<HTMLInputElement>('input.qty');
      const q = qtyOf(input, 0); // an empty child field adds nothing (WooCommerce's form handler)
      if (!q) return;
      const id = Number((input?.name.match(/quantity\[(\d+)\]/) ?? [])[1] ?? 0);
      const priceCell = row.querySelector<HTMLElement>('.woocommerce-grouped-product-list-item__price');
      const price = priceIn(priceCell);
      items.push({
        id,
        name: (row.querySelector('.woocommerce-grouped-product-list-item__label')?.textContent ?? '').trim(),
        price,
        quantity: q,
      });
    });
    const value = round2(items.reduce((s, i) => s + i.price * i.quantity, 0));
    // the grouped add counts as one add of the group; a 0 total reports nothing
    return value > 0 ? { productId, variationId: 0, name, quantity: 1, value, type: 'grouped', items } : null;
  }

  if (form.classList.contains('bundle_form')) {
    const base = Number(form.dataset.base_price ?? '0') || 0;
    const items: Add['items'] = [{ id: productId, name, price: base, quantity: 1 }];
    form.querySelectorAll<HTMLElement>('.bundled_product').forEach((b) => {
      const optional = b.dataset.optional === '1';
      if (optional && !b.querySelector<HTMLInputElement>('input.bundled_product_checkbox')?.checked) return;
      const price = Number(b.dataset.price ?? '0') || 0;
      const q = Number(b.dataset.quantity ?? '1') || 1;
      items.push({
        id: Number(b.dataset.product_id ?? '0'),
        name: (b.textContent ?? '').trim(),
        price,
        quantity: q,
      });
    });
    const unit = items.reduce((s, i) => s + i.price * i.quantity, 0);
    return {
      productId,
      variationId: 0,
      name,
      quantity,
      value: round2(unit * quantity),
      type: 'bundle',
      items,
    };
  }

  if (form.classList.contains('variations_form')) {
    if (!variation) return null;
    return simpleAdd(
      productId,
      name,
      variation.display_price,
      quantity,
      'variable',
      variation.variation_id,
      Object.values(variation.attributes).join(', '),
    );
  }

  return simpleAdd(productId, name, priceIn(summary.querySelector('.price')), quantity);
}
