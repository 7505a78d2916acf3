export {
  getStore,
  resetStore,
  createStorefrontStore,
  type StorefrontState,
  type StorefrontStore,
} from './store';
export { StoreProvider, useStorefront, useStorefrontStore } from './context';
export type { CartAdd } from './slices/cart';
export {
  HISTORY_PHRASES_KEY,
  HISTORY_PRODUCTS_KEY,
  type HistoryProduct,
  type SearchHistory,
} from './slices/history';
export type { CountrySource } from './slices/identity';
export { followVisitor } from './visitor';
