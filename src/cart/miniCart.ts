// WooCommerce's mini-cart (templates/cart/mini-cart.php, printed inside `div.widget_shopping_cart_content`, and
// the same HTML as the fragment of that name) read into plain data: the drawer renders it as React. Server HTML
// pieces (the product link with its image, variation data, the price) stay HTML and are sanitized where shown.
import { parseLocalNumber } from '../i18n/digits';
import type { MiniCart, MiniCartItem } from '../store/slices/cart';

export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';

const attr = (el: Element | null | undefined, name: string): string => el?.getAttribute(name) ?? '';
const num = (raw: string, fallback: number | null): number | null => {
  if (raw.trim() === '') return fallback;
  const n = parseLocalNumber(raw);
  return Number.isFinite(n) ? n : fallback;
};

function readItem(li: Element, index: number): MiniCartItem | null {
  const remove = li.querySelector('a.remove_from_cart_button, a.remove');
  const key = attr(remove, 'data-cart_item_key');
  const qtyInput = li.querySelector<HTMLInputElement>('input.qty');
  // the product: its link with image and name, or (no permalink) the image and name alone; what is left of the
  // row once the remove link, the variation data and the quantity are taken out
  const product = li.cloneNode(true);
  if (!(product instanceof Element)) return null;
  product
    .querySelectorAll('a.remove, a.remove_from_cart_button, dl.variation, .quantity')
    .forEach((n) => n.remove());
  const shown = li.querySelector('span.quantity');
  const quantity =
    num(qtyInput?.value ?? '', null) ?? num((shown?.textContent ?? '').split('×')[0] ?? '', 1) ?? 1;
  const productHtml = product.innerHTML.trim();
  if (!key && !productHtml) return null;
  return {
    key: key || `item-${index}`,
    productId: attr(remove, 'data-product_id'),
    sku: attr(remove, 'data-product_sku'),
    removeUrl: attr(remove, 'href'),
    removeLabel: attr(remove, 'aria-label'),
    removedMessage: attr(remove, 'data-success_message'),
    productHtml,
    name: (product.textContent ?? '').trim(),
    metaHtml: li.querySelector('dl.variation')?.outerHTML ?? '',
    quantity,
    quantityHtml: shown?.innerHTML ?? '',
    stepper: qtyInput
      ? {
          min: num(attr(qtyInput, 'min'), null),
          max: num(attr(qtyInput, 'max'), null),
          step: num(attr(qtyInput, 'step'), 1) ?? 1,
          label: (
            Array.from(li.querySelectorAll('label')).find((l) => qtyInput.id && l.htmlFor === qtyInput.id)
              ?.textContent || attr(qtyInput, 'aria-label')
          ).trim(),
        }
      : null,
  };
}

/** The mini-cart in a `div.widget_shopping_cart_content` (HTML text or an element). */
export function readMiniCart(source: string | Element): MiniCart {
  let root: Element | null;
  if (typeof source === 'string') {
    // DOMParser documents are inert: nothing loads or runs; we only read
    const doc = new DOMParser().parseFromString(source, 'text/html');
    root = doc.querySelector(MINI_CART_SELECTOR) ?? doc.body;
  } else root = source;
  const items = Array.from(root?.querySelectorAll('li.woocommerce-mini-cart-item, li.mini_cart_item') ?? [])
    .map(readItem)
    .filter((i): i is MiniCartItem => i !== null);
  const buttons = Array.from(root?.querySelectorAll('.woocommerce-mini-cart__buttons a') ?? []).map((a) => ({
    href: attr(a, 'href'),
    label: (a.textContent ?? '').trim(),
    checkout: a.classList.contains('checkout'),
  }));
  return {
    items,
    totalHtml: root?.querySelector('.woocommerce-mini-cart__total')?.innerHTML ?? '',
    buttons,
    emptyText: (root?.querySelector('.woocommerce-mini-cart__empty-message')?.textContent ?? '').trim(),
  };
}
