// Shopper events for analytics (GA4 ecommerce). The bundle takes over Google Analytics for WooCommerce's
// tracker (handle woocommerce-google-analytics-integration, main.js), so this is the one sender of every event
// main.js sends, read from its `ga4w` data as main.js reads it: the page's own events on load (view_item,
// view_item_list, view_cart, begin_checkout, purchase, and add_to_cart for a page load that added), then
// select_content on product links (integrations/classic.js), add_to_cart from the cart widget's adds (store:
// cart.lastAdd, with their value) and from other scripts' `added_to_cart` (the button's product in ga4w),
// remove_from_cart on `removed_from_cart`, search on `sw_search`, and WP Consent API changes as consent updates.
// Every action is sent once: adds by their sequence id, page events once per page, a purchase once per order
// (remembered across reloads of the thank-you page).
import { readGa4w, type GaProduct } from '../../src/settings/analytics';
import { on } from '../../src/dom/events';
import { local } from '../../src/dom/storage';
import type { StorefrontStore } from '../../src/store';
import {
  addToCart,
  cartPayload,
  productItem,
  purchase,
  removeFromCart,
  viewItem,
  viewItemList,
  type GaItem,
} from './items';
import { sendEvent } from './send';
import { trackConsent } from './consent';
import { itemIdOf } from './items';

const PURCHASE_KEY = 'sw_ga_purchase_';
const ALIASES: Record<string, string> = {};

export function startTracking(store: StorefrontStore): () => void {
  const { data, settings } = readGa4w();
  const id = settings.identifier;
  const enabled = (name: string) =>
    !settings.events.length ||
    settings.events.includes(name) ||
    settings.events.includes(ALIASES[name] ?? name);
  const send = (name: string, params: Record<string, unknown> | null) => {
    if (params && enabled(name)) sendEvent(settings.trackerFunctionName, name, params);
  };
  const sentOnce = new Set<string>();
  const once = (key: string, name: string, params: Record<string, unknown> | null) => {
    if (sentOnce.has(key)) return;
    sentOnce.add(key);
    send(name, params);
  };

  const known = (pid: number): GaProduct | undefined =>
    data.product?.id === pid
      ? data.product
      : (data.products.find((p) => p.id === pid) ?? data.cart?.items.find((p) => p.id === pid));
  const listName = new URLSearchParams(location.search).has('s') ? 'Search Results' : 'Product List';

  // the page's own events
  const pageEvents = new Set(data.events);
  if (pageEvents.has('view_item') && data.product) once('view_item', 'view_item', viewItem(data.product, id));
  if (pageEvents.has('view_item_list') && data.products.length)
    once('view_item_list', 'view_item_list', viewItemList(data.products, listName, id));
  if (pageEvents.has('view_cart') && data.cart?.items.length)
    once('view_cart', 'view_cart', cartPayload(data.cart, id));
  if (pageEvents.has('begin_checkout') && data.cart?.items.length)
    once('begin_checkout', 'begin_checkout', cartPayload(data.cart, id));
  if (pageEvents.has('purchase') && data.order) {
    const key = PURCHASE_KEY + data.order.id;
    if (!local.get(key)) {
      local.set(key, '1');
      once('purchase', 'purchase', purchase(data.order, id));
    }
  }

  if (pageEvents.has('add_to_cart') && data.addedToCart)
    once('added_on_load', 'add_to_cart', { items: [productItem(data.addedToCart, id)] });

  // select_content (classic.js): in a listed product card that has a link with data-product_id, a click on the
  // product link, or on a product button that is not an add-to-cart (a variable product's "select options")
  const onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    const card = target?.closest('.products .product:not(.wp-block-post)');
    const pid = Number(card?.querySelector('a[data-product_id]')?.getAttribute('data-product_id'));
    if (!target || !card || !pid) return;
    const link = target.closest('.woocommerce-loop-product__link');
    const isProductButton = target.classList.contains('button') && target.hasAttribute('data-product_id');
    const isAddToCart =
      target.classList.contains('add_to_cart_button') && !target.classList.contains('product_type_variable');
    if (!link && (!isProductButton || isAddToCart)) return;
    const p = data.products.find((x) => x.id === pid) ?? data.cart?.items.find((x) => x.id === pid);
    if (p) send('select_content', { content_type: 'product', content_id: itemIdOf(p, id) });
  };
  document.addEventListener('click', onClick, true);

  // add_to_cart: every add the cart widget publishes, once per add id (one seen before we loaded included)
  const seenAdds = new Set<number>();
  const addedItems = new Map<number, GaItem>();
  let ownAdds = 0; // published adds whose added_to_cart event is still to come
  const onAdd = () => {
    const add = store.getState().cart.lastAdd;
    if (!add || seenAdds.has(add.id)) return;
    seenAdds.add(add.id);
    ownAdds++;
    const params = addToCart(add, known);
    for (const item of params?.items ?? []) addedItems.set(Number(item.item_id), item);
    send('add_to_cart', params);
  };
  // another script's add (its `added_to_cart`, as classic.js reads it: the button's data-product_id or value,
  // the product from ga4w); the cart widget's own adds were sent above with their value
  const offAdded = on('added_to_cart', (args) => {
    if (ownAdds > 0) {
      ownAdds--;
      return;
    }
    const button = args.map(elementOf).find((x): x is Element => x !== null);
    const pid = Number(
      button?.getAttribute('data-product_id') ||
        (button instanceof HTMLButtonElement || button instanceof HTMLInputElement ? button.value : ''),
    );
    const p = pid ? known(pid) : undefined;
    if (p) send('add_to_cart', { items: [productItem(p, id)] });
  });
  onAdd();
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.cart.lastAdd !== prev.cart.lastAdd) onAdd();
  });

  // remove_from_cart: WooCommerce's event, [fragments, cart_hash, $button] (a jQuery object or the element)
  const offRemove = on('removed_from_cart', (args) => {
    const el = args.map(elementOf).find((x): x is Element => x !== null);
    const pid = Number(el?.getAttribute('data-product_id'));
    if (!pid) return;
    const p = known(pid);
    const item: GaItem = p
      ? productItem(p, id)
      : (addedItems.get(pid) ?? { item_id: String(pid), item_name: '' });
    send('remove_from_cart', removeFromCart(item));
  });

  // search: the product search widget's submitted term
  const offSearch = on('sw_search', (args) => {
    const first: unknown = args[0];
    const term =
      typeof first === 'object' &&
      first !== null &&
      'search_term' in first &&
      typeof first.search_term === 'string'
        ? first.search_term.trim()
        : '';
    if (term) send('search', { search_term: term });
  });

  const stopConsent = trackConsent(settings.trackerFunctionName);

  return () => {
    document.removeEventListener('click', onClick, true);
    unsubscribe();
    offAdded();
    offRemove();
    offSearch();
    stopConsent();
  };
}

function elementOf(x: unknown): Element | null {
  if (x instanceof Element) return x;
  // a jQuery object: its first element
  if (typeof x === 'object' && x !== null && 0 in x) {
    const first: unknown = (x as { 0: unknown })[0];
    return first instanceof Element ? first : null;
  }
  return null;
}
