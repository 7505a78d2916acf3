// Download products (Easy Digital Downloads, a second shop extension the shop may run): priced for
// analytics the same way as the cart's adds. No fixture page prints an EDD purchase form,
// so no widget mounts on one yet; an EDD mount (or the analytics widget) calls this with the form.
import type { CartAdd } from '../../src/store/slices/cart';
import { qtyOf, round2, simpleAdd } from './value';

type Add = Omit<CartAdd, 'id'>;

/**
 * Easy Digital Downloads' purchase form (a second shop extension the shop may run): download id, price
 * options (single or multi price mode), quantity. Priced the same way for analytics.
 */
export function downloadAdd(form: HTMLFormElement, name: string): Add | null {
  const id = Number(
    form.querySelector<HTMLInputElement>('input[name="download_id"]')?.value ?? form.dataset.download_id ?? 0,
  );
  if (!id) return null;
  const quantity = qtyOf(form.querySelector('input[name="edd_download_quantity"]'), 1) || 1;
  const options = Array.from(form.querySelectorAll<HTMLInputElement>('input[name^="edd_options[price_id]"]'));
  const variable = form.dataset.variable_price === 'yes' || options.length > 0;
  const ticked = variable ? options.filter((o) => o.checked || o.type === 'hidden') : [];
  if (!variable) {
    const price = Number(form.dataset.price ?? '0') || 0;
    return simpleAdd(id, name, price, quantity, 'download');
  }
  // single price mode: one option; multi: every ticked one
  const chosen = form.dataset.price_mode === 'multi' ? ticked : ticked.slice(0, 1);
  const items = chosen.map((o) => ({
    id,
    name,
    price: Number(o.dataset.price ?? '0') || 0,
    quantity,
    variant: o.value,
  }));
  const value = round2(items.reduce((s, i) => s + i.price * i.quantity, 0));
  return items.length
    ? { productId: id, variationId: 0, name, quantity, value, type: 'download', items }
    : null;
}
