// The Q&A list on CusRev 5.117.0's markup (templates/qna-tab.php's `.cr-qna-list-block`, qna-list.php's
// questions), rendered from state in place of the printed one: the questions, 'show more'
// (`button#cr-show-more-q-id.cr-show-more-que[data-product][data-permalink][data-page]`), its spinner and
// 'no Q&A found'. As js/frontend.js: show more sends the button's data-page (0 as printed) and the server
// answers the next page; a search (a moment after typing, Enter at once, arrow keys never; the clear icon too)
// sends -1 and replaces the list (the server answers page 0); empty html with page 0 shows 'no Q&A found'.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isAbort, latestWins } from '../../src/ajax';
import { __ } from '../../src/i18n';
import { SafeHtml } from '../../src/html/SafeHtml';
import { sanitizeFragment } from '../../src/html/sanitize';
import { call, failureText, qnaResponse, strictList } from '../../src/reviews/api';
import { debounce } from '../../src/dom/debounce';
import { enhanceButton } from '../../src/reviews/dom';
import { postedData } from '../../src/reviews/listSources';
import { bindVotes, enhanceVotes } from '../../src/reviews/votes';
import { useTakeOver } from '../../src/ui/useTakeOver';

const qnaAnswer = strictList(qnaResponse);
export const QNA_SEARCH_DEBOUNCE_MS = 500;
const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

interface Question {
  key: string;
  html: string;
}

let unnamed = 0;

/** qna-list.php's questions (`.cr-qna-list-q-cont`), keyed by their `data-question`; one printed without it
 * (no answer row: qna-list.php leaves it out when nobody may answer) gets a key of its own, never one another
 * page's question could share. */
function readQuestions(root: ParentNode): Question[] {
  return Array.from(root.querySelectorAll<HTMLElement>('.cr-qna-list-q-cont')).map((q) => ({
    key: q.querySelector<HTMLElement>('[data-question]')?.dataset.question ?? `u${++unnamed}`,
    html: q.innerHTML,
  }));
}

const shownStyle = (on: boolean) => (on ? undefined : { display: 'none' });

export function QnaList({ el, onReplaced }: { el: HTMLElement; onReplaced: () => void }) {
  const [printed] = useState(() => {
    const block = el.querySelector<HTMLElement>('.cr-qna-list-block');
    const inner = block?.querySelector<HTMLElement>('.cr-qna-list-block-inner') ?? null;
    const more = block?.querySelector<HTMLButtonElement>('button.cr-show-more-que') ?? null;
    const none = block?.querySelector<HTMLElement>('.cr-search-no-qna');
    return {
      block: inner ? (block ?? null) : null, // no questions yet: qna-tab.php prints `.cr-qna-list-empty` alone
      questions: inner ? readQuestions(inner) : [],
      product: more?.dataset.product ?? '',
      permalink: more?.dataset.permalink ?? '',
      page: Number(more?.dataset.page ?? 0) || 0,
      more: Boolean(more) && more?.style.display !== 'none' && !more?.hidden,
      moreLabel: more?.textContent?.trim() ?? '',
      noneText: none?.textContent?.trim() ?? '',
      input: el.querySelector<HTMLInputElement>('.cr-ajax-qna-search input'),
      clear: el.querySelector<HTMLElement>('.cr-ajax-qna-search .cr-clear-input'),
    };
  });
  const { block, input, clear } = printed;
  const [questions, setQuestions] = useState(printed.questions);
  const [page, setPage] = useState(printed.page);
  const [more, setMore] = useState(printed.more);
  const [none, setNone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const search = useRef(input?.value.trim() ?? '');
  const latest = useMemo(() => latestWins(), []);
  const listRef = useRef<HTMLDivElement>(null);
  const busyRef = useRef(false);
  const focusAfter = useRef<string | null>(null);
  useTakeOver(block);
  useLayoutEffect(() => {
    const key = focusAfter.current;
    focusAfter.current = null;
    const list = listRef.current;
    if (key && list)
      Array.from(list.children)
        .find((q): q is HTMLElement => q instanceof HTMLElement && q.dataset.key === key)
        ?.focus();
  });

  const request = useCallback(
    (p: number, signal?: AbortSignal) =>
      call(
        'cr_show_more_qna',
        {
          productID: printed.product,
          page: p,
          permalink: printed.permalink,
          search: search.current,
          // the parsed object, as jQuery posts .data('attributes'): CR_Qna::get_args reads an array
          cr_attributes: postedData(el.dataset.attributes),
        },
        qnaAnswer,
        { signal },
      ),
    [el, printed],
  );

  const fail = (e: unknown) => {
    if (!isAbort(e)) setError(failureText(e, __('The questions could not be loaded. Please try again.')));
  };

  const runSearch = useCallback(() => {
    setError('');
    setNone(false);
    setBusy(true);
    setPage(-1);
    latest
      .run((signal) => request(-1, signal))
      .then((res) => {
        const found = readQuestions(sanitizeFragment(res.html));
        setQuestions(found);
        setNone(!found.length && res.page === 0);
        setPage(res.page);
        setMore(found.length > 0 && !res.last_page);
        onReplaced();
      })
      .catch(fail)
      .finally(() => setBusy(false));
  }, [latest, request, onReplaced]);

  const loadMore = () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setError('');
    setNone(false);
    setBusy(true);
    request(page)
      .then((res) => {
        const found = readQuestions(sanitizeFragment(res.html));
        if (!found.length) {
          setMore(false);
          setNone(res.page === 0);
          return;
        }
        setQuestions((cur) => [...cur, ...found.filter((q) => !cur.some((c) => c.key === q.key))]);
        setPage(res.page);
        setMore(!res.last_page);
        // the button had focus and goes with the last page: focus moves to the first question it brought
        const first = found[0]?.key;
        if (res.last_page && first && document.activeElement?.id === 'cr-show-more-q-id')
          focusAfter.current = first;
      })
      .catch(fail)
      .finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
  };

  // the printed search field (outside the list block) and its clear icon
  useEffect(() => {
    if (!input) return;
    const showClear = () => {
      if (clear) clear.style.display = input.value ? 'inline-block' : 'none';
    };
    const changed = debounce(() => {
      const v = input.value.trim();
      if (v === search.current) return;
      search.current = v;
      runSearch();
    }, QNA_SEARCH_DEBOUNCE_MS);
    const onInput = () => {
      showClear();
      changed();
    };
    const onKey = (e: KeyboardEvent) => {
      if (ARROWS.has(e.key)) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        changed.flush();
      }
    };
    const onClear = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      input.value = '';
      showClear();
      changed.flush();
      input.focus();
    };
    if (clear) {
      enhanceButton(clear);
      clear.setAttribute('aria-label', __('Clear the search'));
    }
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKey);
    clear?.addEventListener('click', onClear);
    clear?.addEventListener('keydown', onClear);
    return () => {
      changed.cancel();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
      clear?.removeEventListener('click', onClear);
      clear?.removeEventListener('keydown', onClear);
    };
  }, [input, clear, runSearch]);

  useEffect(() => () => latest.cancel(), [latest]);
  useEffect(() => bindVotes(el, 'cr_vote_question'), [el]);
  // the vote spans the server printed (on every question, also those loaded later) become buttons
  useEffect(() => {
    if (listRef.current) enhanceVotes(listRef.current);
  }, [questions]);

  if (!block) return null;
  return createPortal(
    <>
      <div className="sw-notice cr-reviews-notice" role="alert">
        {error}
      </div>
      <div className="cr-qna-list-block-inner" ref={listRef} aria-busy={busy || undefined}>
        {questions.map((q) => (
          <SafeHtml
            as="div"
            key={q.key}
            data-key={q.key}
            tabIndex={-1}
            className="cr-qna-list-q-cont"
            html={q.html}
          />
        ))}
      </div>
      <button
        id="cr-show-more-q-id"
        type="button"
        className="cr-show-more-que"
        data-product={printed.product}
        data-permalink={printed.permalink}
        data-page={page}
        style={shownStyle(more)}
        aria-busy={busy || undefined}
        onClick={loadMore}
      >
        {printed.moreLabel}
      </button>
      <span id="cr-show-more-q-spinner" style={shownStyle(busy)} />
      <p className="cr-search-no-qna" role="status" style={shownStyle(none)}>
        {none ? printed.noneText : ''}
      </p>
    </>,
    block,
  );
}
