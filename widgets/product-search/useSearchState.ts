// The box's query and answers: the headless machine (machine.ts) in a reducer, the latest-wins suggestion source
// feeding it, and a ref to the state for event handlers attached outside React.
import { useMemo, useReducer, useRef, type RefObject } from 'react';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { initialState, reducer, type Action, type Options, type SearchState } from './machine';
import { useSuggestions, type Handlers } from './useSuggestions';

export interface SearchMachine {
  state: SearchState;
  stateRef: RefObject<SearchState>;
  dispatch(action: Action): void;
  handlers: Handlers;
  source: ReturnType<typeof useSuggestions>;
}

export function useSearchState(
  cfg: FiboSearchSettings,
  input: HTMLInputElement,
  extraParams: Record<string, string>,
  autoActivate: boolean,
): SearchMachine {
  const opts = useRef<Options>({ minChars: cfg.min_chars, autoActivate, disableHits: cfg.disable_hits });
  opts.current = { minChars: cfg.min_chars, autoActivate, disableHits: cfg.disable_hits };
  const [state, dispatch] = useReducer(
    (s: SearchState, a: Action) => reducer(s, a, opts.current),
    input.value,
    // a query the page printed (the results page) waits for the shopper: its answer opens nothing until focus
    (value: string) => ({ ...initialState(value), dismissed: document.activeElement !== input }),
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  const handlers = useMemo<Handlers>(
    () => ({
      onStart: (query) => dispatch({ type: 'loading', query }),
      onResult: (query, items) => dispatch({ type: 'results', query, items }),
      onError: (query, error) => {
        dispatch({ type: 'failed', query });
        // a search failure goes to an error hook; the shopper keeps what they had
        document.dispatchEvent(new CustomEvent('fibosearch/search-error', { detail: { query, error } }));
      },
    }),
    [],
  );
  const deps = useMemo(() => ({ extraParams }), [extraParams]);
  const source = useSuggestions(cfg, state.query, true, handlers, deps);
  return { state, stateRef, dispatch, handlers, source };
}
