import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { getStore, type StorefrontState, type StorefrontStore } from './store';

const StoreContext = createContext<StorefrontStore | null>(null);

export function StoreProvider({ store, children }: { store: StorefrontStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStorefrontStore(): StorefrontStore {
  return useContext(StoreContext) ?? getStore();
}

/** Subscribe a component to a slice of the one store. */
export function useStorefront<T>(selector: (s: StorefrontState) => T): T {
  return useStore(useStorefrontStore(), selector);
}
