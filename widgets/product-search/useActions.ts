// What the shopper's choices do: show the history, close, submit (ours or native), choose a suggestion, and a
// click outside the box or a page restored from the back/forward cache closing the list.
import { useCallback, useEffect, useMemo, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import type { StorefrontStore } from '../../src/store';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { decodeEntities, toPlainText } from '../../src/html/sanitize';
import { safeUrl } from '../../src/html/safeUrl';
import { clickGuard, opensElsewhere } from './clickGuard';
import { fibo, gaEvent, searchSubmitted } from './events';
import { historyItems, readHistory, rememberPhrase, rememberProduct } from './history';
import { nav } from './navigate';
import { isSelectable } from './suggestion';
import type { BoxLayout } from './useBoxLayout';
import type { SearchMachine } from './useSearchState';

export interface ActionDeps {
  store: StorefrontStore;
  cfg: FiboSearchSettings;
  el: HTMLElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  search: SearchMachine;
  layout: BoxLayout;
  panels: RefObject<HTMLDivElement | null>;
  setDarkOn(on: boolean): void;
}

export function useActions({ store, cfg, el, form, input, search, layout, panels, setDarkOn }: ActionDeps) {
  const { dispatch, stateRef, source } = search;
  const { overlay, setOverlay, setIconOpen } = layout;

  const historyOn = cfg.show_recently_searched_products || cfg.show_recently_searched_phrases;
  const showHistory = useCallback(() => {
    if (!historyOn) return;
    const items = historyItems(readHistory(store), {
      products: cfg.show_recently_searched_products,
      phrases: cfg.show_recently_searched_phrases,
    });
    dispatch({ type: 'history', items });
    if (items.length) fibo('show-pre-suggestions');
  }, [historyOn, cfg, store, dispatch]);

  const close = useCallback(
    (clear = false) => {
      source.cancel();
      dispatch({ type: 'close', clear });
      setDarkOn(false);
    },
    [source, dispatch, setDarkOn],
  );

  /** What every submit does (native or ours): history, analytics, close. */
  const afterSubmit = useCallback(
    (term: string) => {
      if (cfg.show_recently_searched_phrases) rememberPhrase(store, term);
      searchSubmitted(term);
      gaEvent(cfg, 'Autocomplete Search: Submit', term);
      close();
      if (overlay) setOverlay(false);
    },
    [cfg, store, close, overlay, setOverlay],
  );

  const submitTerm = useCallback(
    (term: string) => {
      const t = term.trim();
      if (cfg.disable_submit || t === '') return;
      input.value = t;
      afterSubmit(t);
      nav.submit(form);
    },
    [cfg.disable_submit, input, form, afterSubmit],
  );

  const choose = useCallback(
    (index: number, byClick = false) => {
      const s = stateRef.current.items[index];
      if (!s || !isSelectable(s) || cfg.disable_hits) return;
      if (s.type === 'more_products') return submitTerm(stateRef.current.query);
      if (s.type === 'history-search' || s.type === '') {
        const text = decodeEntities(s.value);
        dispatch({ type: 'set-input', value: text });
        return submitTerm(text);
      }
      const text = toPlainText(s.value);
      input.value = text;
      dispatch({ type: 'set-input', value: text });
      if ((s.type === 'product' || s.type === 'product_variation') && cfg.show_recently_searched_products)
        rememberProduct(store, s);
      gaEvent(cfg, `Autocomplete Search: Select ${s.type}`, stateRef.current.query.trim());
      const url = safeUrl(s.url, '');
      // a clicked link stays under the pointer while the page leaves, so the click guard swallows a second
      // click (closing would let it land on the page beneath); back from the cache, pageshow closes it
      if (!(byClick && url)) close();
      if (url) nav.go(url); // a javascript:/data: url goes nowhere
    },
    [cfg, store, input, close, submitTerm, stateRef, dispatch],
  );

  const guard = useMemo(() => clickGuard(), []);
  const onOptionClick = useCallback(
    (index: number, e: ReactMouseEvent<HTMLElement>) => {
      if (!guard.take()) return e.preventDefault();
      if (opensElsewhere(e)) return; // the native link: a new tab or window, nothing selected here
      e.preventDefault();
      choose(index, true);
    },
    [guard, choose],
  );
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) close();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [close]);

  // A click outside the box, the panels and the overlay closes the list (and the icon layout).
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const t = e.target;
      if (!(t instanceof Node) || overlay) return;
      if (el.contains(t) || panels.current?.contains(t)) return;
      // also while a request is pending or debounced: its answer must not open the panel afterwards
      const s = stateRef.current;
      if (s.open || s.loading || !s.dismissed) close();
      setIconOpen(false);
      setDarkOn(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [el, overlay, close, panels, stateRef, setIconOpen, setDarkOn]);

  return { showHistory, close, afterSubmit, choose, onOptionClick };
}

export type Actions = ReturnType<typeof useActions>;
