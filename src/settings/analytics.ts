// Google Analytics for WooCommerce (woocommerce-google-analytics-integration 2.x) prints its page data as
// `window.ga4w = { data: {...}, settings: {...} }` in the footer (handle
// `woocommerce-google-analytics-integration-data`). Products, cart and order use the Store API shape: prices in
// minor units with `currency_minor_unit`. This reader types all of it, with defaults, and never throws.
import { arr, isRecord, num, obj, optStr, parseJson, readGlobal, str, type Parser } from './parse';

const asRecord = (v: unknown): Record<string, unknown> => {
  const x = typeof v === 'string' ? parseJson(v) : v;
  return isRecord(x) ? x : {};
};

export interface GaProduct {
  id: number;
  sku: string;
  name: string;
  categories: string[];
  /** price in minor units (Store API), see minorUnit */
  price: number;
  minorUnit: number;
  quantity: number;
  variation: string;
  /** the identifier the plugin chose for item_id (extensions.woocommerce_google_analytics_integration) */
  identifier: string;
}

const categories: Parser<string[]> = (v) =>
  arr((c) => (isRecord(c) ? optStr(c.name) : optStr(c)))(v).filter((n) => n !== '');

/** Store API variation: [{attribute, value}] or a plain string. */
const variation: Parser<string> = (v) => {
  if (typeof v === 'string') return v;
  return arr((a) => (isRecord(a) ? `${str('')(a.attribute)}: ${str('')(a.value)}` : undefined))(v).join(', ');
};

const prices = obj({ price: num(0), currency_minor_unit: num(2) });

export const product: Parser<GaProduct> = (v) => {
  const r = isRecord(v) ? v : {};
  const p = prices(r.prices);
  const ext =
    isRecord(r.extensions) && isRecord(r.extensions.woocommerce_google_analytics_integration)
      ? r.extensions.woocommerce_google_analytics_integration
      : {};
  return {
    id: num(0)(r.id),
    sku: str('')(r.sku),
    name: str('')(r.name),
    categories: categories(r.categories),
    price: p.price,
    minorUnit:
      p.currency_minor_unit >= 0 && p.currency_minor_unit <= 6 ? Math.trunc(p.currency_minor_unit) : 2,
    quantity: Math.max(1, Math.trunc(num(1)(r.quantity))),
    variation: variation(r.variation),
    identifier: str('')(ext.identifier),
  };
};
const optProduct: Parser<GaProduct | undefined> = (v) => (isRecord(v) ? product(v) : undefined);

const totals = obj({
  currency_code: str('EGP'),
  currency_minor_unit: num(2),
  total_price: num(0),
  shipping_total: num(0),
  tax_total: num(0),
});

const cart = obj({
  items: arr(optProduct),
  coupons: arr((c) => (isRecord(c) ? optStr(c.code) : undefined)),
  totals,
});
export type GaCart = ReturnType<typeof cart>;

const order = obj({
  id: str(''),
  affiliation: str(''),
  totals,
  items: arr(optProduct),
});
export type GaOrder = ReturnType<typeof order>;

export interface Ga4wData {
  cart: GaCart | null;
  products: GaProduct[];
  product: GaProduct | null;
  order: GaOrder | null;
  /** events the page asks to send on load (view_item, view_item_list, begin_checkout, purchase, add_to_cart ...) */
  events: string[];
  /** the product a page load added (a no-JS add): the instant add_to_cart event's product */
  addedToCart: GaProduct | null;
}

export interface Ga4wSettings {
  trackerFunctionName: string;
  /** enabled events; empty means all */
  events: string[];
  identifier: string;
}

const names = arr(optStr);

export function readGa4w(): { data: Ga4wData; settings: Ga4wSettings } {
  const raw = readGlobal('ga4w', asRecord);
  const d = asRecord(raw.data);
  const s = asRecord(raw.settings);
  const fn = str('gtag')(s.tracker_function_name);
  return {
    data: {
      cart: isRecord(d.cart) ? cart(d.cart) : null,
      // the plugin appends products one by one; some versions key them by id
      products: arr(optProduct)(isRecord(d.products) ? Object.values(d.products) : d.products),
      product: isRecord(d.product) ? product(d.product) : null,
      order: isRecord(d.order) ? order(d.order) : null,
      events: names(isRecord(d.events) ? Object.values(d.events) : d.events),
      addedToCart: isRecord(d.added_to_cart) ? product(d.added_to_cart) : null,
    },
    settings: {
      // a function name is looked up on window: only a plain identifier is accepted
      trackerFunctionName: /^[A-Za-z_$][\w$]{0,63}$/.test(fn) ? fn : 'gtag',
      events: names(s.events),
      identifier: str('')(s.identifier),
    },
  };
}
