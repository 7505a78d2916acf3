// CusRev 5.117.0's reviews grid (`.cr-reviews-grid`, templates/reviews-grid.php) as a React root: the cards in
// `.cr-reviews-grid-inner`'s three columns (masonry) and `.cr-show-more` are rendered from state, in place of the
// printed ones, before the first paint after mount; show more and the histogram filter ask
// ivole_show_more_grid_reviews as js/frontend.js does; 'add a review' shows the printed form
// (`cr-reviews-grid-new-review` on the grid, as the plugin's script), whose own widget runs it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { isAbort, isApiError } from '../../src/ajax';
import { failureMessage } from '../../src/ajax/failureMessage';
import { SafeHtml } from '../../src/html/SafeHtml';
import { __, sprintf } from '../../src/i18n';
import { call } from '../../src/reviews/api';
import { useBlockForm } from '../../src/reviews/useBlockForm';
import { useReadMore } from '../../src/reviews/useReadMore';
import { enhanceHistogram, markRating } from '../../src/reviews/histogram';
import { obj, str } from '../../src/settings/parse';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import { useTakeOver } from '../../src/ui/useTakeOver';
import {
  afterFilter,
  gridRequest,
  readAnswer,
  readAttributes,
  readPrintedCards,
  toggleCardVideo,
  type GridCard,
} from './cards';
import { Column, type CardView } from './Column';
import { useMasonry } from './useMasonry';
import { useCoversSized } from './useCoversSized';

const gridResponse = obj({ html: str('') });

type Busy = 'more' | 'filter' | null;

/** The printed columns (and cards the entry did not place) leave before the columns host the printed cards, and
 * come back first on unmount (the cards then go back into them). */
function TakeOver({ box }: { box: HTMLElement }) {
  useTakeOver(box);
  return null;
}

export function ReviewsGrid({ el }: WidgetProps) {
  const [parts] = useState(() => ({
    inner: el.querySelector<HTMLElement>(':scope > .cr-reviews-grid-inner'),
    more: el.querySelector<HTMLElement>(':scope > .cr-show-more'),
    summary: el.querySelector<HTMLElement>('.cr-summaryBox-wrap'),
    filtered: el.querySelector<HTMLElement>('.cr-summaryBox-wrap .cr-count-filtered-reviews'),
  }));
  const { inner, more, summary, filtered } = parts;
  const [cards, setCards] = useState<GridCard[]>(() => (inner ? readPrintedCards(inner) : []));
  const [label, setLabel] = useState<string | null>(
    () => more?.querySelector('.cr-show-more-button')?.textContent?.trim() ?? null,
  );
  const [attributes, setAttributes] = useState(() => readAttributes(el));
  const [rating, setRating] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState('');
  const [filteredHtml, setFilteredHtml] = useState(() => filtered?.innerHTML ?? '');
  const [empty, setEmpty] = useState('');
  const { open: openCards, onClick: onReadMore, reset: resetReadMore } = useReadMore('grid');
  const [status, setStatus] = useState('');
  const seq = useRef(0);
  const focusAfter = useRef<(() => void) | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const cardNodes = useRef(new Map<number, HTMLElement>());

  useTakeOver(more);
  useTakeOver(filtered);
  const masonry = useMasonry(
    inner,
    cards.map((c) => c.id),
  );

  // the plugin's CSS shows the cards once Colcade has run (as printed again on unmount: the entry may have run it);
  // not before the entry's wait for the covers in view is over (gridColumns.ts: they would grow in sight)
  const coversSized = useCoversSized(inner);
  usePlatformProps(inner, { classes: { 'cr-colcade-loaded': coversSized } });

  useLayoutEffect(() => {
    const f = focusAfter.current;
    focusAfter.current = null;
    f?.();
  });

  const load = useCallback(
    (kind: 'more' | 'filter', nextRating: number) => {
      const mine = ++seq.current;
      const attrs = kind === 'filter' ? afterFilter(attributes) : attributes;
      setBusy(kind);
      setError('');
      setStatus('');
      const hadFocus = document.activeElement === moreButton.current;
      call(
        'ivole_show_more_grid_reviews',
        gridRequest(attrs, nextRating, kind === 'filter' ? [] : cards),
        gridResponse,
      )
        .then((res) => {
          if (mine !== seq.current) return;
          const answer = readAnswer(res.html);
          setAttributes(attrs);
          if (kind === 'filter') {
            setCards(answer.cards);
            masonry.reset();
            resetReadMore();
            setFilteredHtml(answer.filtered);
            setEmpty(answer.cards.length ? '' : answer.empty);
          } else {
            setCards((cur) => [...cur, ...answer.cards.filter((c) => !cur.some((x) => x.id === c.id))]);
          }
          setLabel(answer.cards.length ? answer.more : null);
          setStatus(
            sprintf(
              __('Reviews shown: %d'),
              kind === 'filter' ? answer.cards.length : cards.length + answer.cards.length,
            ),
          );
          // the button keeps focus while it stays; when it goes, focus moves to the first card it brought
          const first = answer.cards[0]?.id;
          if (kind === 'more' && hadFocus && (!answer.more || !answer.cards.length) && first !== undefined) {
            focusAfter.current = () => cardNodes.current.get(first)?.focus();
          }
        })
        .catch((e: unknown) => {
          if (isAbort(e) || mine !== seq.current) return;
          // the plugin shows the raw response text, in red: as text, never as html
          setError(
            isApiError(e) && e.body
              ? e.body
              : failureMessage(e, __('The reviews could not be loaded. Please try again.')),
          );
        })
        .finally(() => {
          if (mine === seq.current) setBusy(null);
        });
    },
    [attributes, cards, masonry, resetReadMore],
  );

  const filter = useCallback(
    (r: number) => {
      setRating(r);
      markRating(summary, null, r); // the 'see all' link comes with the answer's filtered count
      load('filter', r);
    },
    [load, summary],
  );

  // the printed summary: the histogram's label spans become buttons; a filter is marked on its row
  useEffect(() => enhanceHistogram(summary), [summary]);
  useEffect(() => {
    summary
      ?.querySelector('div.ivole-summaryBox')
      ?.classList.toggle('cr-summaryBar-updating', busy === 'filter');
  }, [summary, busy]);

  useEffect(() => {
    const activate = (e: Event) => {
      const t = e.target instanceof Element ? e.target : null;
      if (!t || !summary?.contains(t)) return;
      const hist = t.closest<HTMLElement>('.cr-histogram-a[data-rating]');
      if (hist) {
        e.preventDefault();
        filter(Number(hist.dataset.rating) || 0);
      } else if (t.closest('.cr-seeAllReviews')) {
        e.preventDefault();
        filter(0);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (
        (e.key === 'Enter' || e.key === ' ') &&
        e.target instanceof HTMLElement &&
        e.target.matches('.cr-histogram-a[role="button"]')
      )
        activate(e);
    };
    el.addEventListener('click', activate);
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('click', activate);
      el.removeEventListener('keydown', onKey);
    };
  }, [el, summary, filter]);

  // the review form: shown with the plugin's class; its widget says when it closes
  useBlockForm(el, 'cr-reviews-grid-new-review');

  const byId = new Map(cards.map((c) => [c.id, c]));
  const view = (id: number): CardView[] => {
    const c = byId.get(id);
    if (!c) return [];
    return [
      {
        card: c,
        expanded: openCards.has(id),
        track: (node) => {
          masonry.track(id)(node);
          if (node) cardNodes.current.set(id, node);
          else cardNodes.current.delete(id);
        },
        onClick: (e) => {
          if (e.target instanceof Element && toggleCardVideo(e.target)) e.preventDefault();
          else onReadMore(id)(e);
        },
        onKeyDown: (e) => {
          if (
            (e.key === 'Enter' || e.key === ' ') &&
            e.target instanceof HTMLElement &&
            e.target.matches('.image-row .cr-comment-videoicon') &&
            toggleCardVideo(e.target)
          )
            e.preventDefault();
        },
      },
    ];
  };

  return (
    <>
      {inner
        ? createPortal(
            <>
              <TakeOver box={inner} />
              {[1, 2, 3].map((n) => (
                <Column
                  key={n}
                  n={n}
                  hidden={n > masonry.count}
                  busy={busy === 'filter'}
                  cards={(masonry.columns[n - 1] ?? []).flatMap(view)}
                />
              ))}
              {empty ? <div className="cr-reviews-grid-empty">{empty}</div> : null}
            </>,
            inner,
          )
        : null}
      {more
        ? createPortal(
            <>
              {label !== null ? (
                <button
                  ref={moreButton}
                  className="cr-show-more-button"
                  type="button"
                  aria-busy={busy === 'more' || undefined}
                  disabled={busy !== null}
                  onClick={() => load('more', rating)}
                >
                  {label}
                </button>
              ) : null}
              <span className="cr-show-more-spinner" style={busy ? undefined : { display: 'none' }} />
              <div className="cr-sw-grid-error" role="alert">
                {error}
              </div>
              <div className="screen-reader-text" role="status">
                {status}
              </div>
            </>,
            more,
          )
        : null}
      {filtered ? createPortal(<SafeHtml as="div" role="status" html={filteredHtml} />, filtered) : null}
    </>
  );
}
