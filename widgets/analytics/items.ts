// GA4 ecommerce payloads from the page data (ga4w, Store API shapes: prices in minor units, divided by
// 10^currency_minor_unit) and from the cart widget's adds (EGP already). Pure functions, no DOM.
import type { GaCart, GaOrder, GaProduct } from '../../src/settings/analytics';
import type { CartAdd } from '../../src/store';

export const CURRENCY = 'EGP';

export interface GaItem {
  item_id: string;
  item_name: string;
  price?: number;
  quantity?: number;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  [category: `item_category${string}`]: string;
}

/** Minor units to money: 150000 with 2 → 1500. */
export const fromMinor = (amount: number, minorUnit = 2): number => Math.round(amount) / 10 ** minorUnit;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** getProductId() of the plugin: its identifier, else the SKU (or #id) or the id as the settings say. */
export const itemIdOf = (p: { id: number; sku?: string; identifier?: string }, identifier: string): string =>
  itemId(p, identifier);

function itemId(p: { id: number; sku?: string; identifier?: string }, identifier: string): string {
  if (p.identifier) return p.identifier;
  if (identifier === 'product_sku') return p.sku ? p.sku : `#${p.id}`;
  return String(p.id);
}

function categoryFields(names: string[]): Record<`item_category${string}`, string> {
  const out: Record<string, string> = {};
  names.slice(0, 5).forEach((name, i) => (out[`item_category${i ? i + 1 : ''}`] = name));
  return out;
}

export function productItem(p: GaProduct, identifier: string, withQuantity = true): GaItem {
  return {
    item_id: itemId(p, identifier),
    item_name: p.name,
    ...categoryFields(p.categories),
    price: fromMinor(p.price, p.minorUnit),
    ...(withQuantity ? { quantity: p.quantity } : {}),
    ...(p.variation ? { item_variant: p.variation } : {}),
  };
}

export function listSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/(^_+|_+$)/g, '');
}

export function viewItemList(products: GaProduct[], listName: string, identifier: string) {
  const item_list_id = listSlug(listName);
  return {
    item_list_id,
    item_list_name: listName,
    items: products.map((p, i) => ({
      ...productItem(p, identifier, false),
      item_list_id,
      item_list_name: listName,
      index: i + 1,
    })),
  };
}

export function viewItem(p: GaProduct, identifier: string) {
  const item = productItem(p, identifier, false);
  return { currency: CURRENCY, value: item.price ?? 0, items: [item] };
}

export function cartPayload(cart: GaCart, identifier: string) {
  return {
    currency: cart.totals.currency_code || CURRENCY,
    value: fromMinor(cart.totals.total_price, cart.totals.currency_minor_unit),
    ...(cart.coupons[0] ? { coupon: cart.coupons[0] } : {}),
    items: cart.items.map((p) => productItem(p, identifier)),
  };
}

export function purchase(order: GaOrder, identifier: string) {
  const t = order.totals;
  return {
    transaction_id: order.id,
    ...(order.affiliation ? { affiliation: order.affiliation } : {}),
    currency: t.currency_code || CURRENCY,
    value: fromMinor(t.total_price, t.currency_minor_unit),
    tax: fromMinor(t.tax_total, t.currency_minor_unit),
    shipping: fromMinor(t.shipping_total, t.currency_minor_unit),
    items: order.items.map((p) => productItem(p, identifier)),
  };
}

/**
 * The cart widget's add (EGP); null when no item was added (a grouped add with every quantity 0). A free
 * product's add is reported with value 0: only a grouped add worth 0 is skipped, and the cart widget does not
 * publish one.
 */
export function addToCart(add: CartAdd, known: (id: number) => GaProduct | undefined) {
  const items = add.items.filter((i) => i.quantity > 0);
  if (!items.length || (add.type === 'grouped' && !(add.value > 0))) return null;
  return {
    currency: CURRENCY,
    value: round2(add.value),
    items: items.map((i) => ({
      item_id: String(i.id),
      item_name: i.name,
      ...categoryFields(known(i.id)?.categories ?? known(add.productId)?.categories ?? []),
      price: round2(i.price),
      quantity: i.quantity,
      ...(i.variant ? { item_variant: i.variant } : {}),
    })),
  };
}

export function removeFromCart(item: GaItem) {
  return { currency: CURRENCY, value: round2((item.price ?? 0) * (item.quantity ?? 1)), items: [item] };
}
