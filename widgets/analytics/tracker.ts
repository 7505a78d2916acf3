// Shopper events for analytics (GA4 ecommerce): the page's own events on load (view_item, view_item_list,
// view_cart, begin_checkout, purchase), then select_item on product links, add_to_cart from the cart widget's
// adds (store: cart.lastAdd), remove_from_cart on `removed_from_cart`, and search on `sw_search`.
// Every action is sent once: adds by their sequence id, page events once per page, a purchase once per order
// (remembered across reloads of the thank-you page).
import { readGa4w, type GaProduct } from '../../src/settings/analytics';
import { on } from '../../src/dom/events';
import { local } from '../../src/dom/storage';
import type { StorefrontStore } from '../../src/store';
import { addToCart, cartPayload, productItem, purchase, removeFromCart, viewItem, viewItemList, type GaItem } from './items';
import { sendEvent } from './send';

const PURCHASE_KEY = 'sw_ga_purchase_';
const ALIASES: Record<string, string> = { select_item: 'select_content' };

export function startTracking(store: StorefrontStore): () => void {
  const { data, settings } = readGa4w();
  const id = settings.identifier;
  const enabled = (name: string) => !settings.events.length || settings.events.includes(name) || settings.events.includes(ALIASES[name] ?? name);
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
    data.product?.id === pid ? data.product : (data.products.find((p) => p.id === pid) ?? data.cart?.items.find((p) => p.id === pid));
  const listName = new URLSearchParams(location.search).has('s') ? 'Search Results' : 'Product List';

  // the page's own events
  const pageEvents = new Set(data.events);
  if (pageEvents.has('view_item') && data.product) once('view_item', 'view_item', viewItem(data.product, id));
  if (pageEvents.has('view_item_list') && data.products.length) once('view_item_list', 'view_item_list', viewItemList(data.products, listName, id));
  if (pageEvents.has('view_cart') && data.cart?.items.length) once('view_cart', 'view_cart', cartPayload(data.cart, id));
  if (pageEvents.has('begin_checkout') && data.cart?.items.length) once('begin_checkout', 'begin_checkout', cartPayload(data.cart, id));
  if (pageEvents.has('purchase') && data.order) {
    const key = PURCHASE_KEY + data.order.id;
    if (!local.get(key)) {
      local.set(key, '1');
      once('purchase', 'purchase', purchase(data.order, id));
    }
  }

  // select_item: a click on a listed product's link (not its add-to-cart button)
  const onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    const link = target?.closest('a.woocommerce-LoopProduct-link, a.woocommerce-loop-product__link, a.ast-loop-product__link');
    const card = link?.closest('.products .product');
    if (!link || !card) return;
    const pid = Number(card.querySelector('[data-product_id]')?.getAttribute('data-product_id') ?? /post-(\d+)/.exec(card.className)?.[1]);
    const index = data.products.findIndex((p) => p.id === pid);
    const p = index >= 0 ? data.products[index] : undefined;
    if (!p) return;
    send('select_item', {
      item_list_id: viewItemList([], listName, id).item_list_id,
      item_list_name: listName,
      items: [{ ...productItem(p, id, false), index: index + 1 }],
    });
  };
  document.addEventListener('click', onClick, true);

  // add_to_cart: every add the cart widget publishes, once per add id (one seen before we loaded included)
  const seenAdds = new Set<number>();
  const addedItems = new Map<number, GaItem>();
  const onAdd = () => {
    const add = store.getState().cart.lastAdd;
    if (!add || seenAdds.has(add.id)) return;
    seenAdds.add(add.id);
    const params = addToCart(add, known);
    for (const item of params?.items ?? []) addedItems.set(Number(item.item_id), item);
    send('add_to_cart', params);
  };
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
    const item: GaItem = p ? productItem(p, id) : (addedItems.get(pid) ?? { item_id: String(pid), item_name: '' });
    send('remove_from_cart', removeFromCart(item));
  });

  // search: the product search widget's submitted term
  const offSearch = on('sw_search', (args) => {
    const first: unknown = args[0];
    const term = typeof first === 'object' && first !== null && 'search_term' in first && typeof first.search_term === 'string' ? first.search_term.trim() : '';
    if (term) send('search', { search_term: term });
  });

  return () => {
    document.removeEventListener('click', onClick, true);
    unsubscribe();
    offRemove();
    offSearch();
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
