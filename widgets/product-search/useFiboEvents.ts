// FiboSearch's document events (fibosearch/open, close, show-suggestions, no-results), the optional GA event, and
// the body's no-results class, once per change of what is shown.
import { useEffect } from 'react';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { fibo, gaEvent } from './events';
import type { SearchState } from './machine';

/** The list shown is FiboSearch's no-results answer. */
export const showsNoResults = (state: SearchState): boolean =>
  state.open &&
  state.kind === 'suggestions' &&
  state.items.length > 0 &&
  state.items.every((s) => s.type === 'no-results');

export function useFiboEvents(cfg: FiboSearchSettings, state: SearchState): void {
  const noResults = showsNoResults(state);
  useEffect(() => {
    if (!state.open) return;
    fibo('open');
    return () => fibo('close');
  }, [state.open]);
  useEffect(() => {
    if (!state.open || state.kind !== 'suggestions' || !state.items.length) return;
    const term = state.query.trim();
    if (noResults) {
      fibo('no-results', { query: term });
      gaEvent(cfg, 'Autocomplete Search: No results', term);
    } else {
      fibo('show-suggestions', { query: term });
      gaEvent(cfg, 'Autocomplete Search: Found', term);
    }
    // once per list shown, not per keystroke of the same list
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.open, state.items]);
  useEffect(() => {
    document.body.classList.toggle('dgwt-wcas-nores', noResults);
  }, [noResults]);
}
