import type { StateCreator } from 'zustand/vanilla';
import type { StorefrontState } from '../store';

export interface PointsSlice {
  points: { balance: number | null };
  setPointsBalance(balance: number | null): void;
}

export const createPointsSlice: StateCreator<StorefrontState, [], [], PointsSlice> = (set) => ({
  points: { balance: null },
  setPointsBalance: (balance) => set({ points: { balance } }),
});
