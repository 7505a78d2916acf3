// Cart slice: what the header count, the mini-cart drawer, the fragments and analytics share.
import type { StateCreator } from 'zustand/vanilla';
import type { StorefrontState } from '../store';

/** One add to cart as analytics needs it (published by the cart widget, read by the analytics widget). */
export interface CartAdd {
  id: number;
  productId: number;
  variationId: number;
  name: string;
  quantity: number;
  /** total value of this add in EGP (quantity × unit price, bundles and grouped summed) */
  value: number;
  type: 'simple' | 'variable' | 'grouped' | 'bundle' | 'download';
  items: Array<{ id: number; name: string; price: number; quantity: number; variant?: string }>;
}

/** One line of the mini-cart as its fragment prints it (src/cart/miniCart.ts reads it). */
export interface MiniCartItem {
  /** cart item key (`data-cart_item_key`) */
  key: string;
  productId: string;
  sku: string;
  /** the remove link's href: followed when the in-place remove fails */
  removeUrl: string;
  removeLabel: string;
  /** WooCommerce's `data-success_message` for the live region after a remove ('' when not printed) */
  removedMessage: string;
  /** server HTML: the product link with its image and name (or both without a link when it has no page) */
  productHtml: string;
  name: string;
  /** server HTML: `dl.variation` */
  metaHtml: string;
  quantity: number;
  /** server HTML: `span.quantity` ("1 × price") */
  quantityHtml: string;
  /** limits of the quantity input Astra Pro prints, or null without one */
  stepper: { min: number | null; max: number | null; step: number; label: string } | null;
}

export interface MiniCart {
  items: MiniCartItem[];
  /** server HTML: the subtotal line's content */
  totalHtml: string;
  buttons: Array<{ href: string; label: string; checkout: boolean }>;
  emptyText: string;
}

export interface CartSlice {
  cart: {
    count: number;
    hash: string;
    /** the mini-cart's items from the printed markup or the latest fragments; null until one is read */
    mini: MiniCart | null;
    drawerOpen: boolean;
    /** the latest add, for the analytics widget; `id` grows with every add */
    lastAdd: CartAdd | null;
  };
  setCartCount(count: number): void;
  setCartHash(hash: string): void;
  setDrawerOpen(open: boolean): void;
  setMiniCart(mini: MiniCart): void;
  publishAdd(add: Omit<CartAdd, 'id'>): void;
}

let addSeq = 0;

export const createCartSlice: StateCreator<StorefrontState, [], [], CartSlice> = (set) => ({
  cart: { count: 0, hash: '', mini: null, drawerOpen: false, lastAdd: null },
  setCartCount: (count) => set((s) => ({ cart: { ...s.cart, count: Math.max(0, Math.trunc(count)) } })),
  setCartHash: (hash) => set((s) => ({ cart: { ...s.cart, hash } })),
  setDrawerOpen: (drawerOpen) => set((s) => ({ cart: { ...s.cart, drawerOpen } })),
  setMiniCart: (mini) => set((s) => ({ cart: { ...s.cart, mini } })),
  publishAdd: (add) => set((s) => ({ cart: { ...s.cart, lastAdd: { ...add, id: ++addSeq } } })),
});
