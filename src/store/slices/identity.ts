// Identity: the phone country the shopper chose (or the one their IP or a saved number gave), shared by every
// phone field on the page (checkout billing phone, login, signup): an empty field the shopper has not touched
// follows it, and the IP lookup answers once for all of them.
import type { StateCreator } from 'zustand/vanilla';
import type { StorefrontState } from '../store';

/** Who set the country: the shopper's pick wins over a saved number, which wins over the IP lookup. */
export type CountrySource = 'ip' | 'number' | 'shopper';
const RANK: Record<CountrySource, number> = { ip: 0, number: 1, shopper: 2 };

export interface IdentitySlice {
  identity: { phoneCountry: string; source: CountrySource | null };
  /** iso2 (lowercase); a weaker source never replaces a stronger one */
  setPhoneCountry(iso2: string, source: CountrySource): void;
}

export const createIdentitySlice: StateCreator<StorefrontState, [], [], IdentitySlice> = (set) => ({
  identity: { phoneCountry: '', source: null },
  setPhoneCountry: (iso2, source) =>
    set((s) => {
      const code = iso2.toLowerCase();
      if (!/^[a-z]{2}$/.test(code)) return s;
      const current = s.identity.source;
      if (current && RANK[source] < RANK[current]) return s;
      if (s.identity.phoneCountry === code && current === source) return s;
      return { identity: { phoneCountry: code, source } };
    }),
});
