// Points slice: the shopper's balance (printed by the plugin, lowered by a wallet conversion) and the one
// points notice of the cart/checkout (above the form), which the points box and the remove link share.
import type { StateCreator } from 'zustand/vanilla';
import type { StorefrontState } from '../store';

/** A server message (`html`, sanitized where shown) or ours (`text`); `validation` is the list before the form. */
export type PointsNotice =
  { kind: 'error' | 'success'; html?: string; text?: string } | { kind: 'validation'; html: string };

export interface PointsSlice {
  points: { balance: number | null; notice: PointsNotice | null };
  setPointsBalance(balance: number | null): void;
  setPointsNotice(notice: PointsNotice | null): void;
}

export const createPointsSlice: StateCreator<StorefrontState, [], [], PointsSlice> = (set) => ({
  points: { balance: null, notice: null },
  setPointsBalance: (balance) => set((s) => ({ points: { ...s.points, balance } })),
  setPointsNotice: (notice) => set((s) => ({ points: { ...s.points, notice } })),
});
