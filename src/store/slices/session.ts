// Session: who is logged in (WordPress's `logged-in` body class; a login or signup that succeeded in place sets
// it) and the freshest nonces, by purpose: a nonce refreshed by one call (an expired REST nonce fetched again)
// is the one every later call sends. The body class may be a cached page's: once the session's own values are
// answered (`visitor`, src/ajax/visitor), they decide.
import type { StateCreator } from 'zustand/vanilla';
import type { Visitor } from '../../ajax/freshNonces';
import type { StorefrontState } from '../store';

export interface SessionSlice {
  session: { loggedIn: boolean; nonces: Readonly<Record<string, string>>; visitor: Visitor | null };
  setLoggedIn(loggedIn: boolean): void;
  setNonce(purpose: string, nonce: string): void;
  /** the session's own values: who is logged in follows them */
  setVisitor(visitor: Visitor): void;
}

function fromPage(): boolean {
  return typeof document !== 'undefined' && Boolean(document.body?.classList.contains('logged-in'));
}

export const createSessionSlice: StateCreator<StorefrontState, [], [], SessionSlice> = (set) => ({
  session: { loggedIn: fromPage(), nonces: {}, visitor: null },
  setLoggedIn: (loggedIn) =>
    set((s) => (s.session.loggedIn === loggedIn ? s : { session: { ...s.session, loggedIn } })),
  setNonce: (purpose, nonce) =>
    set((s) =>
      nonce === '' || s.session.nonces[purpose] === nonce
        ? s
        : { session: { ...s.session, nonces: { ...s.session.nonces, [purpose]: nonce } } },
    ),
  setVisitor: (visitor) => set((s) => ({ session: { ...s.session, visitor, loggedIn: visitor.loggedIn } })),
});
