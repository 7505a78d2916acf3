// The suggestions panel (history head, the list or the no-results label) and the details panel beside it: a
// labelled region, since it lives at the end of <body> (or in the mobile overlay), outside the page's landmarks.
import type { MouseEvent as ReactMouseEvent, RefObject } from 'react';
import { SafeHtml } from '../../src/html/SafeHtml';
import { __ } from '../../src/i18n';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { DetailsPanel } from './DetailsPanel';
import { label } from './labels';
import type { SearchState } from './machine';
import { hasDetails } from './suggestion';
import { Suggestions } from './Suggestions';

export interface PanelsProps {
  cfg: FiboSearchSettings;
  state: SearchState;
  listId: string;
  panelRef: RefObject<HTMLDivElement | null>;
  overlay: boolean;
  noResults: boolean;
  showDetails: boolean;
  onHover(index: number): void;
  onChoose(index: number, e: ReactMouseEvent<HTMLElement>): void;
  onClearHistory(): void;
}

export function Panels({
  cfg,
  state,
  listId,
  panelRef,
  overlay,
  noResults,
  showDetails,
  onHover,
  onChoose,
  onClearHistory,
}: PanelsProps) {
  const history = state.kind === 'history';
  const activeItem = state.active >= 0 ? state.items[state.active] : undefined;
  return (
    <div
      ref={panelRef}
      className={`sw-search-panels${overlay ? ' sw-search-panels--overlay' : ''}${showDetails ? ' sw-search-panels--details' : ''}`}
      role="region"
      aria-label={__('Search suggestions')}
    >
      <div className={`dgwt-wcas-suggestions-wrapp${history ? ' dgwt-wcas-pre-suggestions-wrapp' : ''}`}>
        {history ? (
          <div className="dgwt-wcas-suggestion-history-head">
            <span className="dgwt-wcas-st">{label(cfg, 'search_hist')}</span>
            <button
              type="button"
              className="dgwt-wcas-sh-clear js-dgwt-wcas-sugg-hist-clear"
              onMouseDown={(e) => e.preventDefault()}
              onClick={onClearHistory}
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
            query={state.answered}
            active={state.active}
            history={history}
            onHover={onHover}
            onChoose={onChoose}
          />
        )}
      </div>
      {showDetails ? (
        <DetailsPanel cfg={cfg} item={activeItem && hasDetails(activeItem) ? activeItem : undefined} />
      ) : null}
    </div>
  );
}
