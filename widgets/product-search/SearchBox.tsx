// One FiboSearch box (`.dgwt-wcas-search-wrapp`): the platform's input becomes an ARIA 1.2 combobox; the
// suggestions, details panel and history attach to the page body (or to the mobile overlay); the preloader,
// close button and microphone go into the platform's own slots. The PHP form keeps submitting natively.
// The logic lives in hooks: useSearchState (query and answers), useBoxLayout (icon, flexible and overlay
// layouts at FiboSearch's breakpoints), useActions (choices, submit, dismiss), useInputEvents (the combobox's
// attributes and keys), useFiboEvents (FiboSearch's document events), useOpenClasses (its open-state classes);
// the views in Panels and Slots.
import { useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { useStorefrontStore } from '../../src/store';
import { toPlainText } from '../../src/html/sanitize';
import { _n, sprintf } from '../../src/i18n';
import { readFiboSearch, type FiboSearchSettings } from '../../src/settings/fibosearch';
import { clearHistory } from './history';
import { label } from './labels';
import { MobileOverlay } from './MobileOverlay';
import { minListWidth } from './panelLayout';
import { Panels } from './Panels';
import { customParams, findParts, isTouch, searchParams, type Parts } from './parts';
import { DarkenedOverlay, OverlayTrigger, PreloaderSlot, VoiceSlot } from './Slots';
import { hasDetails, isSelectable } from './suggestion';
import { useActions } from './useActions';
import { useBoxLayout } from './useBoxLayout';
import { showsNoResults, useFiboEvents } from './useFiboEvents';
import { useInputEvents } from './useInputEvents';
import { useOpenClasses } from './openClasses';
import { usePanelPosition } from './usePanelPosition';
import { useSearchState } from './useSearchState';
import { wrapperFor } from './wrapper';

/** Details panel: not under 768 px nor on touch devices. */
const DETAILS_MIN_WIDTH = 768;

export function SearchBox({ el }: WidgetProps) {
  const parts = useMemo(() => findParts(el), [el]);
  const cfg = useMemo(readFiboSearch, []);
  return parts ? <Box el={el} parts={parts} cfg={cfg} /> : null;
}

function Box({ el, parts, cfg }: { el: HTMLElement; parts: Parts; cfg: FiboSearchSettings }) {
  const { form, input, preloader, voice } = parts;
  const store = useStorefrontStore();
  const listId = `${input.id || 'dgwt-wcas-search-input'}-listbox`;
  const extraParams = useMemo(() => customParams(input), [input]);
  const params = useMemo(() => searchParams(cfg, input), [cfg, input]);
  const [darkOn, setDarkOn] = useState(false);
  const panels = useRef<HTMLDivElement>(null);

  const layout = useBoxLayout(el, parts, cfg, params);
  const { overlay, narrow } = layout;
  const detailsAllowed =
    cfg.show_details_panel && layout.width >= DETAILS_MIN_WIDTH && !isTouch() && !overlay;
  const darkens = el.classList.contains('dgwt-wcas-search-darkoverl-mounted');

  const search = useSearchState(cfg, input, extraParams, detailsAllowed);
  const { state, dispatch } = search;
  const actions = useActions({ store, cfg, el, form, input, search, layout, panels, setDarkOn });
  const { close } = actions;
  useInputEvents({ cfg, el, form, input, listId, darkens, setDarkOn, search, layout, actions });
  useFiboEvents(cfg, state);
  useOpenClasses(el, state.open, state.kind === 'history', overlay);

  const noResults = showsNoResults(state);
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
  const silent = !state.open || state.kind === 'history';
  const announce = useMemo(
    () =>
      silent
        ? ''
        : noResults
          ? noResultsText
          : sprintf(_n('%d result available.', '%d results available.', count), count),
    [silent, noResults, noResultsText, count],
  );

  // stable across renders, so the memoised list and its rows redraw only when what they show changes
  const onHover = useCallback((index: number) => dispatch({ type: 'hover', index }), [dispatch]);
  const onClearHistory = useCallback(() => {
    clearHistory(store);
    close();
    input.focus();
  }, [store, close, input]);

  const panel = state.open ? (
    <Panels
      cfg={cfg}
      state={state}
      listId={listId}
      panelRef={panels}
      overlay={overlay}
      noResults={noResults}
      showDetails={showDetails}
      onHover={onHover}
      onChoose={actions.onOptionClick}
      onClearHistory={onClearHistory}
    />
  ) : null;

  return (
    <>
      {preloader ? (
        <PreloaderSlot
          cfg={cfg}
          slot={preloader}
          loading={state.loading}
          short={state.input.trim().length < cfg.min_chars}
          onClear={() => {
            close(true);
            input.value = '';
            input.focus();
          }}
        />
      ) : null}
      {voice && cfg.voice_search_enabled ? (
        <VoiceSlot
          cfg={cfg}
          slot={voice}
          onInterim={(text) => {
            input.value = text;
          }}
          onFinal={(text) => {
            input.value = text;
            dispatch({ type: 'typed', value: text });
            input.focus();
          }}
        />
      ) : null}
      {narrow && !overlay ? (
        <OverlayTrigger cfg={cfg} el={el} triggerRef={layout.trigger} onOpen={layout.openOverlay} />
      ) : null}
      {darkOn && !overlay ? <DarkenedOverlay onClose={() => close()} /> : null}
      {overlay
        ? createPortal(
            <MobileOverlay cfg={cfg} form={form} input={input} onClose={layout.closeOverlay}>
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
