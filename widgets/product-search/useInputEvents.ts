// The platform's input as an ARIA 1.2 combobox: its attributes follow the state, and its own events (typing,
// focus, keys, submit, a replayed tap) drive the machine. Listeners go on in a layout effect so that an intent
// event replayed right after mount finds them.
import { startTransition, useEffect, useLayoutEffect } from 'react';
import { makeCombobox } from '../../src/dom/combobox';
import { __ } from '../../src/i18n';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { isSelectable } from './suggestion';
import { optionId } from './Suggestions';
import type { Actions } from './useActions';
import type { BoxLayout } from './useBoxLayout';
import type { SearchMachine } from './useSearchState';

export interface InputDeps {
  cfg: FiboSearchSettings;
  el: HTMLElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  listId: string;
  darkens: boolean;
  setDarkOn(on: boolean): void;
  search: SearchMachine;
  layout: BoxLayout;
  actions: Actions;
}

export function useInputEvents({
  cfg,
  el,
  form,
  input,
  listId,
  darkens,
  setDarkOn,
  search,
  layout,
  actions,
}: InputDeps) {
  const { state, stateRef, dispatch, source, handlers } = search;
  const { narrow, overlay, openOverlay, closeOverlay, suppressOverlay } = layout;
  const { showHistory, close, choose, afterSubmit } = actions;

  // The input becomes the combobox.
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
  }, [input, state.inputRev, stateRef]);

  // keep the keyboard-selected option in view inside a scrolled list
  useEffect(() => {
    if (!state.byKeyboard || state.active < 0) return;
    document.getElementById(optionId(listId, state.active))?.scrollIntoView?.({ block: 'nearest' });
  }, [state.active, state.byKeyboard, listId]);

  useLayoutEffect(() => {
    const onInput = () => {
      const q = input.value.trim();
      const same = q === stateRef.current.query.trim();
      const value = input.value;
      // the field already shows the keystroke; re-rendering the list is a transition so the keystroke's frame
      // paints first (INP) and a newer keystroke interrupts an older render
      // an answer already known (the cache, the prefix rule) comes in the same render: one commit per keystroke
      const known = q.length >= cfg.min_chars ? source.known(q) : undefined;
      startTransition(() => {
        dispatch({ type: 'typed', value });
        if (known) dispatch({ type: 'results', query: q, items: known });
      });
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
    const off = new AbortController(); // one abort removes them all
    const { signal } = off;
    input.addEventListener('click', onClick, { signal });
    input.addEventListener('input', onInput, { signal });
    input.addEventListener('focus', onFocus, { signal });
    input.addEventListener('blur', onBlur, { signal });
    input.addEventListener('keydown', onKey, { signal });
    form.addEventListener('submit', onSubmit, { signal });
    return () => off.abort();
  }, [
    el,
    input,
    form,
    cfg,
    narrow,
    overlay,
    darkens,
    setDarkOn,
    openOverlay,
    closeOverlay,
    suppressOverlay,
    showHistory,
    close,
    choose,
    afterSubmit,
    source,
    handlers,
    stateRef,
    dispatch,
  ]);

  // Mounted by a focus on the input (intent): pick up what is typed and act on the focus that loaded us.
  useEffect(() => {
    if (document.activeElement === input) input.dispatchEvent(new FocusEvent('focus'));
  }, [input]);
}
