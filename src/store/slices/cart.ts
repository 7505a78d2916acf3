// Cart slice: what the header count, the drawer and analytics share.
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

export interface CartSlice {
  cart: {
    count: number;
    hash: string;
    drawerOpen: boolean;
    /** the latest add, for the analytics widget; `id` grows with every add */
    lastAdd: CartAdd | null;
  };
  setCartCount(count: number): void;
  setCartHash(hash: string): void;
  setDrawerOpen(open: boolean): void;
  publishAdd(add: Omit<CartAdd, 'id'>): void;
}

let addSeq = 0;

export const createCartSlice: StateCreator<StorefrontState, [], [], CartSlice> = (set) => ({
  cart: { count: 0, hash: '', drawerOpen: false, lastAdd: null },
  setCartCount: (count) => set((s) => ({ cart: { ...s.cart, count: Math.max(0, Math.trunc(count)) } })),
  setCartHash: (hash) => set((s) => ({ cart: { ...s.cart, hash } })),
  setDrawerOpen: (drawerOpen) => set((s) => ({ cart: { ...s.cart, drawerOpen } })),
  publishAdd: (add) => set((s) => ({ cart: { ...s.cart, lastAdd: { ...add, id: ++addSeq } } })),
});
