// Session: who is logged in (WordPress's `logged-in` body class; a login or signup that succeeded in place sets
// it) and the freshest nonces, by purpose: a nonce refreshed by one call (an expired REST nonce fetched again)
// is the one every later call sends.
import type { StateCreator } from 'zustand/vanilla';
import type { StorefrontState } from '../store';

export interface SessionSlice {
  session: { loggedIn: boolean; nonces: Readonly<Record<string, string>> };
  setLoggedIn(loggedIn: boolean): void;
  setNonce(purpose: string, nonce: string): void;
}

function fromPage(): boolean {
  return typeof document !== 'undefined' && Boolean(document.body?.classList.contains('logged-in'));
}

export const createSessionSlice: StateCreator<StorefrontState, [], [], SessionSlice> = (set) => ({
  session: { loggedIn: fromPage(), nonces: {} },
  setLoggedIn: (loggedIn) =>
    set((s) => (s.session.loggedIn === loggedIn ? s : { session: { ...s.session, loggedIn } })),
  setNonce: (purpose, nonce) =>
    set((s) =>
      nonce === '' || s.session.nonces[purpose] === nonce
        ? s
        : { session: { ...s.session, nonces: { ...s.session.nonces, [purpose]: nonce } } },
    ),
});
