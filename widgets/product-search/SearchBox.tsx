// One FiboSearch box (`.dgwt-wcas-search-wrapp`): the platform's input becomes an ARIA 1.2 combobox; the
// suggestions, details panel and history attach to the page body (or to the mobile overlay); the preloader,
// close button and microphone go into the platform's own slots. The PHP form keeps submitting natively.
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { makeCombobox } from '../../src/dom/combobox';
import type { WidgetProps } from '../../src/mount/types';
import { SafeHtml } from '../../src/html/SafeHtml';
import { decodeEntities, toPlainText } from '../../src/html/sanitize';
import { safeUrl } from '../../src/html/safeUrl';
import { __, _n, sprintf } from '../../src/i18n';
import { readFiboSearch, type FiboSearchSettings } from '../../src/settings/fibosearch';
import { parseJson, record, str } from '../../src/settings/parse';
import { clickGuard, opensElsewhere } from './clickGuard';
import { DetailsPanel } from './DetailsPanel';
import { fibo, gaEvent, searchSubmitted } from './events';
import {
  clearHistory,
  historyItems,
  readHistory,
  rememberPhrase,
  rememberProduct,
} from './history';
import { label } from './labels';
import { initialState, reducer, type Action, type Options, type SearchState } from './machine';
import { MobileOverlay } from './MobileOverlay';
import { nav } from './navigate';
import { hasDetails, isSelectable } from './suggestion';
import { optionId, Suggestions } from './Suggestions';
import { minListWidth } from './panelLayout';
import { usePanelPosition, useViewportWidth } from './usePanelPosition';
import { wrapperFor } from './wrapper';
import { useSuggestions, type Handlers } from './useSuggestions';
import { VoiceSearch } from './VoiceSearch';

/** Details panel: not under 768 px nor on touch devices (spec §9 Search). */
const DETAILS_MIN_WIDTH = 768;

interface Parts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  preloader: HTMLElement | null;
  voice: HTMLElement | null;
  iconHandler: HTMLElement | null;
}

function findParts(el: HTMLElement): Parts | null {
  const form = el.querySelector<HTMLFormElement>('form.dgwt-wcas-search-form');
  const input = el.querySelector<HTMLInputElement>('.dgwt-wcas-search-input');
  if (!form || !input) return null;
  return {
    form,
    input,
    preloader: el.querySelector<HTMLElement>('.dgwt-wcas-preloader'),
    voice: el.querySelector<HTMLElement>('.dgwt-wcas-voice-search'),
    iconHandler: el.querySelector<HTMLElement>('.js-dgwt-wcas-search-icon-handler'),
  };
}

const customParams = (input: HTMLInputElement) =>
  record(str(''))(parseJson(input.dataset.customParams ?? ''));
const isTouch = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

export function SearchBox({ el }: WidgetProps) {
  const parts = useMemo(() => findParts(el), [el]);
  const cfg = useMemo(readFiboSearch, []);
  return parts ? <Box el={el} parts={parts} cfg={cfg} /> : null;
}

function Box({ el, parts, cfg }: { el: HTMLElement; parts: Parts; cfg: FiboSearchSettings }) {
  const { form, input, preloader, voice, iconHandler } = parts;
  const listId = `${input.id || 'dgwt-wcas-search-input'}-listbox`;
  const width = useViewportWidth();
  const [overlay, setOverlay] = useState(false);
  const [iconOpen, setIconOpen] = useState(false);
  const [darkOn, setDarkOn] = useState(false);
  const panels = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const suppressOverlay = useRef(false);

  const overlayEnabled = el.classList.contains('js-dgwt-wcas-mobile-overlay-enabled');
  const narrow = overlayEnabled && width <= cfg.mobile_overlay_breakpoint;
  const detailsAllowed = cfg.show_details_panel && width >= DETAILS_MIN_WIDTH && !isTouch() && !overlay;
  const isIcon = el.classList.contains('js-dgwt-wcas-layout-icon');
  const darkens = el.classList.contains('dgwt-wcas-search-darkoverl-mounted');

  const opts = useRef<Options>({
    minChars: cfg.min_chars,
    autoActivate: detailsAllowed,
    disableHits: cfg.disable_hits,
  });
  opts.current = { minChars: cfg.min_chars, autoActivate: detailsAllowed, disableHits: cfg.disable_hits };
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
        // spec: a search failure goes to an error hook; the shopper keeps what they had
        document.dispatchEvent(new CustomEvent('fibosearch/search-error', { detail: { query, error } }));
      },
    }),
    [],
  );
  const deps = useMemo(() => ({ extraParams: customParams(input) }), [input]);
  const source = useSuggestions(cfg, state.query, true, handlers, deps);

  const historyOn = cfg.show_recently_searched_products || cfg.show_recently_searched_phrases;
  const showHistory = useCallback(() => {
    if (!historyOn) return;
    const items = historyItems(readHistory(), {
      products: cfg.show_recently_searched_products,
      phrases: cfg.show_recently_searched_phrases,
    });
    dispatch({ type: 'history', items });
    if (items.length) fibo('show-pre-suggestions');
  }, [historyOn, cfg]);

  const closeOverlay = useCallback(() => {
    setOverlay(false);
    fibo('hide-mobile-overlay');
    // focus goes back to the trigger (the input would reopen the overlay)
    suppressOverlay.current = true;
    requestAnimationFrame(() => {
      (trigger.current ?? input).focus();
      suppressOverlay.current = false;
    });
  }, [input]);

  const openOverlay = useCallback(() => {
    if (overlay) return;
    const open = () => {
      setOverlay(true);
      fibo('show-mobile-overlay');
    };
    if (cfg.mobile_overlay_delay > 0) setTimeout(open, cfg.mobile_overlay_delay);
    else open();
  }, [overlay, cfg.mobile_overlay_delay]);

  const close = useCallback(
    (clear = false) => {
      source.cancel();
      dispatch({ type: 'close', clear });
      setDarkOn(false);
    },
    [source],
  );

  /** What every submit does (native or ours): history, analytics, close. */
  const afterSubmit = useCallback(
    (term: string) => {
      if (cfg.show_recently_searched_phrases) rememberPhrase(term);
      searchSubmitted(term);
      gaEvent(cfg, 'Autocomplete Search: Submit', term);
      close();
      if (overlay) setOverlay(false);
    },
    [cfg, close, overlay],
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
        rememberProduct(s);
      gaEvent(cfg, `Autocomplete Search: Select ${s.type}`, stateRef.current.query.trim());
      const url = safeUrl(s.url, '');
      // a clicked link stays under the pointer while the page leaves, so the click guard swallows a second
      // click (closing would let it land on the page beneath); back from the cache, pageshow closes it
      if (!(byClick && url)) close();
      if (url) nav.go(url); // a javascript:/data: url goes nowhere
    },
    [cfg, input, close, submitTerm],
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

  // The input becomes the combobox; the state's text follows into it (keyboard selection, restore).
  useLayoutEffect(() => {
    const undo = makeCombobox(input, listId);
    // several search landmarks on a page (FiboSearch, Astra's own) need names to tell them apart
    const hadLabel = form.hasAttribute('aria-label');
    if (!hadLabel) form.setAttribute('aria-label', __('Product search'));
    return () => {
      if (!hadLabel) form.removeAttribute('aria-label');
      undo();
    };
  }, [input, form, listId]);

  const hasOptions = state.open && state.items.some(isSelectable);
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(hasOptions));
    if (hasOptions && state.active >= 0)
      input.setAttribute('aria-activedescendant', optionId(listId, state.active));
    else input.removeAttribute('aria-activedescendant');
    el.classList.toggle('dgwt-wcas-search-filled', state.input.trim() !== '');
  }, [input, el, listId, hasOptions, state.active, state.input]);
  // the machine's own text changes (keyboard selection, restore, clear) go into the field; typing does not
  // come back through here, so a render that runs before a pending keystroke never rewinds the field
  useLayoutEffect(() => {
    if (input.value !== stateRef.current.input) input.value = stateRef.current.input;
  }, [input, state.inputRev]);

  // keep the keyboard-selected option in view inside a scrolled list
  useEffect(() => {
    if (!state.byKeyboard || state.active < 0) return;
    document.getElementById(optionId(listId, state.active))?.scrollIntoView?.({ block: 'nearest' });
  }, [state.active, state.byKeyboard, listId]);

  // Listeners on the platform's own elements (attached in a layout effect so an intent event replayed right
  // after mount finds them).
  useLayoutEffect(() => {
    const onInput = () => {
      const q = input.value.trim();
      const same = q === stateRef.current.query.trim();
      const value = input.value;
      // the field already shows the keystroke; re-rendering the list is a transition so the keystroke's frame
      // paints first (INP) and a newer keystroke interrupts an older render
      startTransition(() => dispatch({ type: 'typed', value }));
      // a keystroke that leaves the trimmed query as it was (a space) shows its answer again, from the cache
      if (same && q.length >= cfg.min_chars) source.request(q, handlers);
      if (input.value.trim() === '') showHistory();
    };
    const onFocus = () => {
      el.classList.add('dgwt-wcas-search-focused', 'dgwt-wcas-active');
      if (darkens) setDarkOn(true);
      if (narrow && !overlay && !suppressOverlay.current) return openOverlay();
      if (input.value !== stateRef.current.input) {
        // text that arrived without an input event (autofill, a script, typed while the chunk loaded)
        dispatch({ type: 'typed', value: input.value });
        if (input.value.trim() === '') showHistory();
        return;
      }
      if (input.value.trim() === '') return showHistory();
      dispatch({ type: 'reopen' });
      if (input.value.trim().length >= cfg.min_chars) source.request(input.value.trim(), handlers);
    };
    const onBlur = () => el.classList.remove('dgwt-wcas-search-focused', 'dgwt-wcas-active');
    const onKey = (e: KeyboardEvent) => {
      const s = stateRef.current;
      switch (e.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          e.preventDefault();
          if (!s.open) {
            if (input.value.trim() === '') showHistory();
            else if (input.value.trim().length >= cfg.min_chars) {
              dispatch({ type: 'reopen' });
              source.request(input.value.trim(), handlers);
            }
            return;
          }
          dispatch({ type: 'move', dir: e.key === 'ArrowDown' ? 1 : -1 });
          return;
        }
        case 'Escape':
          if (s.open) {
            e.preventDefault(); // the first Escape closes the list, not the mobile overlay
            close();
          } else if (overlay) {
            e.preventDefault(); // the second Escape leaves the overlay (not left to the dialog's close watcher)
            closeOverlay();
          } else if (input.value !== '') {
            e.preventDefault();
            close(true);
          }
          return;
        case 'Enter':
          if (s.open && s.active >= 0 && s.byKeyboard) {
            e.preventDefault();
            choose(s.active);
          }
          return; // otherwise the form submits natively (see onSubmit)
        case 'Tab':
          if (s.open) close();
          return;
      }
    };
    const onSubmit = (e: SubmitEvent) => {
      const s = stateRef.current;
      const term = input.value.trim();
      if (cfg.disable_submit || term === '') {
        e.preventDefault(); // never an empty submit
        close();
        return;
      }
      if (cfg.go_to_first_variation_on_submit) {
        const v = s.items.findIndex((x) => x.type === 'product_variation');
        if (v >= 0) {
          e.preventDefault();
          choose(v);
          return;
        }
      }
      afterSubmit(term);
    };
    // a tap that arrived while the chunk loaded is replayed as a click on the (by then hidden) input: below the
    // break point that tap means "open the overlay", so it is not lost
    const onClick = () => {
      if (narrow && !overlay && !suppressOverlay.current) openOverlay();
    };
    input.addEventListener('click', onClick);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKey);
    form.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('click', onClick);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKey);
      form.removeEventListener('submit', onSubmit);
    };
  }, [
    el,
    input,
    form,
    cfg,
    narrow,
    overlay,
    darkens,
    openOverlay,
    closeOverlay,
    showHistory,
    close,
    choose,
    afterSubmit,
    source,
    handlers,
  ]);

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
  }, [el, overlay, close]);

  // Mounted by a focus on the input (intent): pick up what is typed and act on the focus that loaded us.
  useEffect(() => {
    if (document.activeElement === input) input.dispatchEvent(new FocusEvent('focus'));
  }, [input]);

  // Icon layout: the icon opens and closes the form.
  useEffect(() => {
    if (!isIcon) return;
    el.classList.add('sw-search-icon-ready');
    el.classList.toggle('dgwt-wcas-layout-icon-open', iconOpen);
    iconHandler?.setAttribute('role', 'button');
    iconHandler?.setAttribute('aria-expanded', String(iconOpen));
    if (iconOpen) input.focus();
  }, [isIcon, el, iconOpen, iconHandler, input]);
  useEffect(() => {
    if (!iconHandler) return;
    const onClick = (e: Event) => {
      e.preventDefault();
      setIconOpen((v) => !v);
    };
    iconHandler.addEventListener('click', onClick);
    return () => iconHandler.removeEventListener('click', onClick);
  }, [iconHandler]);

  useEffect(() => {
    el.classList.toggle('sw-search-mobile', narrow && !overlay);
  }, [el, narrow, overlay]);

  // FiboSearch's document events and the optional GA event, once per change of what is shown.
  const noResults =
    state.open &&
    state.kind === 'suggestions' &&
    state.items.length > 0 &&
    state.items.every((s) => s.type === 'no-results');
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

  const activeItem = state.active >= 0 ? state.items[state.active] : undefined;
  const showDetails =
    detailsAllowed &&
    state.open &&
    state.kind === 'suggestions' &&
    !noResults &&
    state.items.some(hasDetails);
  const layoutTargets = useMemo(
    () => ({ form, input, minListWidth: minListWidth(cfg.sug_width) }),
    [form, input, cfg.sug_width],
  );
  usePanelPosition(panels, layoutTargets, state.open && !overlay, showDetails);
  const count = state.items.filter((s) => isSelectable(s) && s.type !== 'more_products').length;
  const noResultsText = useMemo(() => toPlainText(label(cfg, 'no_results')), [cfg]);
  const announce =
    !state.open || state.kind === 'history'
      ? ''
      : noResults
        ? noResultsText
        : sprintf(_n('%d result available.', '%d results available.', count), count);

  const panel = state.open ? (
    <div
      ref={panels}
      className={`sw-search-panels${overlay ? ' sw-search-panels--overlay' : ''}${showDetails ? ' sw-search-panels--details' : ''}`}
      // a labelled region: the panels live at the end of <body>, outside the page's landmarks
      role="region"
      aria-label={__('Search suggestions')}
    >
      <div
        className={`dgwt-wcas-suggestions-wrapp${state.kind === 'history' ? ' dgwt-wcas-pre-suggestions-wrapp' : ''}`}
      >
        {state.kind === 'history' ? (
          <div className="dgwt-wcas-suggestion-history-head">
            <span className="dgwt-wcas-st">{label(cfg, 'search_hist')}</span>
            <button
              type="button"
              className="dgwt-wcas-sh-clear js-dgwt-wcas-sugg-hist-clear"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                clearHistory();
                close();
                input.focus();
              }}
            >
              {label(cfg, 'search_hist_clear')}
            </button>
          </div>
        ) : null}
        {noResults ? (
          <SafeHtml
            as="div"
            className="dgwt-wcas-suggestion dgwt-wcas-suggestion-nores"
            html={label(cfg, 'no_results')}
          />
        ) : (
          <Suggestions
            cfg={cfg}
            id={listId}
            items={state.items}
            query={state.query}
            active={state.active}
            history={state.kind === 'history'}
            onHover={(index) => dispatch({ type: 'hover', index })}
            onChoose={onOptionClick}
          />
        )}
      </div>
      {showDetails ? (
        <DetailsPanel cfg={cfg} item={activeItem && hasDetails(activeItem) ? activeItem : undefined} />
      ) : null}
    </div>
  ) : null;

  const short = state.input.trim().length < cfg.min_chars;
  return (
    <>
      {preloader
        ? createPortal(
            state.loading && cfg.show_preloader ? (
              <SafeHtml html={cfg.preloader_icon} className="dgwt-wcas-inner-preloader" aria-hidden="true" />
            ) : !short ? (
              <button
                type="button"
                className="dgwt-wcas-close"
                aria-label={__('Clear the search')}
                onClick={() => {
                  close(true);
                  input.value = '';
                  input.focus();
                }}
              >
                {cfg.close_icon ? (
                  <SafeHtml html={cfg.close_icon} aria-hidden="true" />
                ) : (
                  <span aria-hidden="true">×</span>
                )}
              </button>
            ) : null,
            preloader,
          )
        : null}
      {voice && cfg.voice_search_enabled
        ? createPortal(
            <VoiceSearch
              cfg={cfg}
              onInterim={(text) => {
                input.value = text;
              }}
              onFinal={(text) => {
                input.value = text;
                dispatch({ type: 'typed', value: text });
                input.focus();
              }}
            />,
            voice,
          )
        : null}
      {narrow && !overlay
        ? createPortal(
            <button
              ref={trigger}
              type="button"
              className="js-dgwt-wcas-enable-mobile-form dgwt-wcas-enable-mobile-form"
              aria-label={label(cfg, 'mob_overlay_label')}
              onClick={openOverlay}
            >
              <SafeHtml html={cfg.magnifier_icon} aria-hidden="true" />
            </button>,
            el,
          )
        : null}
      {darkOn && !overlay
        ? createPortal(
            <div className="dgwt-wcas-darkened-overlay" aria-hidden="true" onClick={() => close()} />,
            document.body,
          )
        : null}
      {overlay
        ? createPortal(
            <MobileOverlay cfg={cfg} form={form} input={input} onClose={closeOverlay}>
              {panel}
            </MobileOverlay>,
            wrapperFor(cfg.mobile_overlay_wrapper),
          )
        : panel
          ? createPortal(panel, wrapperFor(cfg.suggestions_wrapper))
          : null}
      <div className="screen-reader-text sw-search-status" role="status" aria-live="polite">
        {announce}
      </div>
    </>
  );
}
