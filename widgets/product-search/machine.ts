// The search box's state, as one pure reducer (like autocomplete-core's stateReducer): what the shopper typed,
// what the input shows, whether the dropdown is open and what it lists, which item is active and whether the
// keyboard put it there. Views dispatch; nothing here touches the DOM or the network.
import { isSelectable, hasDetails, type Suggestion } from './suggestion';
import { normalize } from './normalize';

export type PanelKind = 'suggestions' | 'history';

export interface SearchState {
  /** the text the shopper typed (restored when moving up past the first item) */
  query: string;
  /** what the input shows: the typed text, or the keyboard-selected item's value */
  input: string;
  /**
   * Bumped when the machine (not the shopper) changes `input`: only then is it written into the field, so a
   * render that runs before a pending keystroke is applied never puts older text back.
   */
  inputRev: number;
  open: boolean;
  kind: PanelKind;
  items: Suggestion[];
  /**
   * The query the listed items answer, which their highlight marks: the list stays as it was drawn until the
   * next answer arrives (FiboSearch draws suggestions only when they come), so a keystroke alone redraws no row.
   */
  answered: string;
  /** -1 when nothing is selected */
  active: number;
  /** the active item was chosen with the arrow keys (Enter then opens it instead of submitting) */
  byKeyboard: boolean;
  loading: boolean;
  /**
   * The shopper closed the panel (Escape, Enter, click outside) after typing: answers still in flight are
   * kept but must not reopen it until they type again.
   */
  dismissed: boolean;
}

export const initialState = (input = ''): SearchState => ({
  query: input,
  input,
  inputRev: 0,
  open: false,
  kind: 'suggestions',
  items: [],
  answered: '',
  active: -1,
  byKeyboard: false,
  loading: false,
  dismissed: false,
});

export interface Options {
  minChars: number;
  /** with the details panel on, the first real suggestion is activated when results arrive */
  autoActivate: boolean;
  /** disable_hits: nothing can be selected */
  disableHits: boolean;
}

export type Action =
  | { type: 'typed'; value: string }
  | { type: 'loading'; query: string }
  | { type: 'results'; query: string; items: Suggestion[] }
  | { type: 'failed'; query: string }
  | { type: 'history'; items: Suggestion[] }
  | { type: 'move'; dir: 1 | -1 }
  | { type: 'hover'; index: number }
  | { type: 'close'; clear?: boolean }
  | { type: 'set-input'; value: string }
  | { type: 'reopen' };

/** The next selectable index from `from` in direction `dir`, skipping headlines; -1 past either end. */
export function step(items: Suggestion[], from: number, dir: 1 | -1): number {
  for (let i = from + dir; i >= 0 && i < items.length; i += dir) if (isSelectable(items[i])) return i;
  return -1;
}

const sameItems = (a: Suggestion[], b: Suggestion[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

/** A single suggestion whose value is the query (ignoring case) is selected automatically. */
function exactMatch(items: Suggestion[], query: string): number {
  const real = items
    .map((s, i) => [s, i] as const)
    .filter(([s]) => isSelectable(s) && s.type !== 'more_products');
  if (real.length !== 1) return -1;
  const only = real[0];
  return only && normalize(only[0].value.trim()) === normalize(query.trim()) ? only[1] : -1;
}

export function reducer(state: SearchState, action: Action, opts: Options): SearchState {
  switch (action.type) {
    case 'typed': {
      const short = action.value.trim().length < opts.minChars;
      return {
        ...state,
        query: action.value,
        input: action.value,
        active: -1,
        byKeyboard: false,
        dismissed: false,
        // a shorter query hides the suggestions (the history may show instead, through 'history')
        open: short ? false : state.open && state.kind === 'suggestions',
        items: short ? [] : state.items,
        answered: short ? '' : state.answered,
        kind: 'suggestions',
        loading: short ? false : state.loading,
      };
    }
    case 'loading':
      return action.query === state.query.trim() ? { ...state, loading: true } : state;
    case 'results': {
      // a stale answer (for a query that is no longer in the box) never shows
      if (action.query !== state.query.trim() || state.query.trim().length < opts.minChars) return state;
      // the same answer again (delivered with the keystroke, then by the source): nothing to redraw
      if (
        state.open &&
        state.kind === 'suggestions' &&
        action.query === state.answered &&
        !state.loading &&
        sameItems(action.items, state.items)
      )
        return state;
      let active = exactMatch(action.items, action.query);
      const noResults = action.items.some((s) => s.type === 'no-results');
      if (active < 0 && opts.autoActivate && !noResults) active = action.items.findIndex(hasDetails);
      if (opts.disableHits) active = -1;
      return {
        ...state,
        items: action.items,
        answered: action.query,
        loading: false,
        kind: 'suggestions',
        open: !state.dismissed,
        active,
        byKeyboard: false,
      };
    }
    case 'failed':
      return action.query === state.query.trim() ? { ...state, loading: false } : state;
    case 'history':
      if (state.input.trim() !== '' || !action.items.length)
        return state.kind === 'history' ? { ...state, open: false, items: [] } : state;
      return {
        ...state,
        kind: 'history',
        items: action.items,
        open: true,
        active: -1,
        byKeyboard: false,
        dismissed: false,
      };
    case 'move': {
      if (!state.open || opts.disableHits) return state;
      const next = step(state.items, state.active, action.dir);
      if (next === -1) {
        // up from the first item (or down past the last) restores the typed text
        return { ...state, active: -1, byKeyboard: true, input: state.query, inputRev: state.inputRev + 1 };
      }
      const item = state.items[next];
      const shows =
        item && item.type !== 'more_products' && item.type !== 'no-results' && item.type !== ''
          ? item.value
          : state.query;
      return {
        ...state,
        active: next,
        byKeyboard: true,
        input: state.kind === 'history' && item?.type === 'product' ? state.query : shows,
        inputRev: state.inputRev + 1,
      };
    }
    case 'hover':
      if (opts.disableHits || !isSelectable(state.items[action.index])) return state;
      return { ...state, active: action.index, byKeyboard: false };
    case 'close':
      return action.clear
        ? { ...initialState(''), dismissed: true, inputRev: state.inputRev + 1 }
        : {
            ...state,
            open: false,
            active: -1,
            byKeyboard: false,
            loading: false,
            dismissed: true,
            input: state.query,
            inputRev: state.input === state.query ? state.inputRev : state.inputRev + 1,
          };
    case 'set-input':
      return { ...state, input: action.value, query: action.value, inputRev: state.inputRev + 1 };
    case 'reopen':
      // the shopper came back to the box (focus, ArrowDown): answers may open the panel again
      return { ...state, dismissed: false };
  }
}
