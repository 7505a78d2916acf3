// Astra's live content search on its own search form (`form.search-form .search-field`): results under
// Articles, Pages and Products, 'No results found', as an ARIA 1.2 combobox with a listbox of links.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { isAbort, latestWins } from '../../src/ajax';
import { makeCombobox } from '../../src/dom/combobox';
import { debounce } from '../../src/dom/debounce';
import { decodeEntities } from '../../src/html/sanitize';
import { safeUrl } from '../../src/html/safeUrl';
import { navigateTo } from '../../src/dom/navigate';
import { __, _n, sprintf } from '../../src/i18n';
import { readAstraSearch } from '../../src/settings/astra';
import { groupByType, liveSearch, type LiveResult } from './api';

const DEBOUNCE_MS = 250;

type View = { term: string; results: LiveResult[] } | null;

function typeLabel(labels: Record<string, string>, type: string): string {
  const printed = labels[type];
  if (printed) return decodeEntities(printed);
  if (type === 'post') return __('Articles');
  if (type === 'page') return __('Pages');
  if (type === 'product') return __('Products');
  return `${type}s`;
}

export function LiveSearch({ el }: WidgetProps) {
  const input = useMemo(() => el.querySelector<HTMLInputElement>('.search-field'), [el]);
  return input && el instanceof HTMLFormElement ? <Live form={el} input={input} /> : null;
}

function Live({ form, input }: { form: HTMLFormElement; input: HTMLInputElement }) {
  const cfg = useMemo(readAstraSearch, []);
  const latest = useMemo(() => latestWins(), []);
  const [view, setView] = useState<View>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${input.id || 'search-field'}-live-results`;
  const flat = useMemo(() => (view ? groupByType(view.results).flatMap(([, rs]) => rs) : []), [view]);
  const state = useRef({ open, active, flat });
  state.current = { open, active, flat };

  useLayoutEffect(() => {
    const undoCombobox = makeCombobox(input, listId);
    const ask = debounce((term: string) => {
      latest
        .run((signal) => liveSearch(cfg, term, signal))
        .then((results) => {
          setView({ term, results });
          setActive(-1);
          setOpen(true);
        })
        .catch((e: unknown) => {
          if (!isAbort(e)) setOpen(false); // Astra shows nothing on failure; neither do we
        });
    }, DEBOUNCE_MS);
    const run = () => {
      const term = input.value.trim(); // Astra sends the trimmed input text
      if (!term) {
        ask.cancel();
        latest.cancel();
        setView(null);
        setOpen(false);
        return;
      }
      ask(term);
    };
    const onKey = (e: KeyboardEvent) => {
      const s = state.current;
      if (e.key === 'Escape' && s.open) {
        e.preventDefault();
        setOpen(false);
      } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && s.open && s.flat.length) {
        e.preventDefault();
        const n = s.flat.length;
        setActive(e.key === 'ArrowDown' ? (s.active + 1) % n : s.active <= 0 ? n - 1 : s.active - 1);
      } else if (e.key === 'Enter' && s.open && s.active >= 0) {
        const hit = s.flat[s.active];
        const url = hit ? safeUrl(hit.link, '') : '';
        if (url) {
          e.preventDefault();
          navigateTo(url);
        }
      }
    };
    const onFocus = () => {
      if (state.current.flat.length || view) setOpen(true);
    };
    input.addEventListener('input', run);
    input.addEventListener('keydown', onKey);
    input.addEventListener('focus', onFocus);
    if (input.value.trim()) run(); // typed before the widget loaded
    return () => {
      ask.cancel();
      latest.cancel();
      input.removeEventListener('input', run);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('focus', onFocus);
      undoCombobox();
    };
    // view is read through state in the handlers; listeners are set once per input
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, cfg, latest, listId]);

  useLayoutEffect(() => {
    const expanded = open && flat.length > 0;
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [input, open, flat.length, active, listId]);

  // a click outside the form hides the results (Astra's own rule)
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !form.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [form]);

  if (!view || !open) return <LiveStatus text="" />;
  const noResults = cfg.no_live_results_found || __('No results found');
  if (!view.results.length) {
    return (
      <>
        {createPortal(
          <div className="ast-live-search-results sw-live-search" style={{ top: form.offsetHeight + 10 }}>
            <p className="ast-search--no-results-heading">{noResults}</p>
          </div>,
          form,
        )}
        <LiveStatus text={noResults} />
      </>
    );
  }
  let index = 0;
  return (
    <>
      {createPortal(
        <div
          id={listId}
          role="listbox"
          aria-label={cfg.search_results_label || __('Search results')}
          className="ast-live-search-results sw-live-search"
          style={{ top: form.offsetHeight + 10 }}
        >
          {groupByType(view.results).map(([type, rs]) => (
            <div key={type} role="group" aria-label={typeLabel(cfg.search_post_types_labels, type)}>
              <div className="ast-search--posttype-heading" aria-hidden="true">
                {typeLabel(cfg.search_post_types_labels, type)}
              </div>
              {rs.map((r) => {
                const i = index++;
                return (
                  <a
                    key={`${r.link}-${i}`}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={`ast-search-item${i === active ? ' ast-search-item--active' : ''}`}
                    href={safeUrl(r.link, '#')}
                    target="_self"
                    tabIndex={-1}
                  >
                    <span>{decodeEntities(r.title)}</span>
                  </a>
                );
              })}
            </div>
          ))}
        </div>,
        form,
      )}
      <LiveStatus text={sprintf(_n('%d result', '%d results', view.results.length), view.results.length)} />
    </>
  );
}

function LiveStatus({ text }: { text: string }) {
  return (
    <span className="screen-reader-text" role="status">
      {text}
    </span>
  );
}
