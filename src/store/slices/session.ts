import type { StateCreator } from 'zustand/vanilla';
import type { StorefrontState } from '../store';

export interface SessionSlice {
  session: { loggedIn: boolean; userId: number };
  setSession(session: { loggedIn: boolean; userId: number }): void;
}

function fromPage(): { loggedIn: boolean; userId: number } {
  const loggedIn = typeof document !== 'undefined' && document.body?.classList.contains('logged-in');
  return { loggedIn: Boolean(loggedIn), userId: 0 };
}

export const createSessionSlice: StateCreator<StorefrontState, [], [], SessionSlice> = (set) => ({
  session: fromPage(),
  setSession: (session) => set({ session }),
});
