export { getStore, resetStore, createStorefrontStore, type StorefrontState, type StorefrontStore } from './store';
export { StoreProvider, useStorefront, useStorefrontStore } from './context';
export type { CartAdd } from './slices/cart';
export type { HistoryProduct } from './slices/history';
