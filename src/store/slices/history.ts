// Search history (recent products and phrases). The search widget owns the storage format (FiboSearch's own
// localStorage keys); the slice only holds what is shown, so other widgets can read it.
import type { StateCreator } from 'zustand/vanilla';
import type { StorefrontState } from '../store';

export interface HistoryProduct {
  post_id: number;
  value: string;
  url: string;
  [key: string]: unknown;
}

export interface HistorySlice {
  history: { products: HistoryProduct[]; phrases: string[] };
  setHistory(history: { products: HistoryProduct[]; phrases: string[] }): void;
}

export const createHistorySlice: StateCreator<StorefrontState, [], [], HistorySlice> = (set) => ({
  history: { products: [], phrases: [] },
  setHistory: (history) => set({ history }),
});
