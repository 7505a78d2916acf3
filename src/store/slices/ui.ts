// Which overlay holds the page scroll lock. Only one owner at a time; releasing someone else's lock is a no-op,
// so a drawer closed while a modal opens never unlocks the page under the modal.
import type { StateCreator } from 'zustand/vanilla';
import type { StorefrontState } from '../store';

export interface UiSlice {
  ui: { scrollLockOwners: string[] };
  lockScroll(owner: string): void;
  unlockScroll(owner: string): void;
}

export const createUiSlice: StateCreator<StorefrontState, [], [], UiSlice> = (set) => ({
  ui: { scrollLockOwners: [] },
  lockScroll: (owner) =>
    set((s) =>
      s.ui.scrollLockOwners.includes(owner)
        ? s
        : { ui: { scrollLockOwners: [...s.ui.scrollLockOwners, owner] } },
    ),
  unlockScroll: (owner) =>
    set((s) => ({ ui: { scrollLockOwners: s.ui.scrollLockOwners.filter((o) => o !== owner) } })),
});
