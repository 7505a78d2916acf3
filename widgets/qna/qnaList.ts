// The Q&A list on CusRev 5.117.0's markup (qna-tab.php): search (500 ms debounce, Enter at once; arrow keys
// move the caret and never search), 'show more', 'no Q&A found', votes. As the plugin's script: show more sends
// the button's data-page (0 as printed) and the server answers the next page; a new search sets data-page to
// -1 and sends it (the server answers page 0); empty html with page 0 shows 'no Q&A found'.
import { isAbort, latestWins } from '../../src/ajax';
import { __ } from '../../src/i18n';
import { sanitizeFragment, setSafeHtml } from '../../src/html/sanitize';
import { call, qnaResponse, strictList } from '../../src/reviews/api';

import { debounce, show } from '../../src/reviews/dom';
import { bindVotes, enhanceVotes } from '../../src/reviews/votes';

const qnaAnswer = strictList(qnaResponse);

export const QNA_SEARCH_DEBOUNCE_MS = 500;

export function mountQnaList(root: HTMLElement, onReplaced: () => void): () => void {
  const inner = root.querySelector<HTMLElement>('.cr-qna-list-block-inner');
  const more = root.querySelector<HTMLButtonElement>('button.cr-show-more-que');
  const spinner = root.querySelector<HTMLElement>('#cr-show-more-q-spinner');
  const none = root.querySelector<HTMLElement>('.cr-search-no-qna');
  const input = root.querySelector<HTMLInputElement>('.cr-ajax-qna-search input');
  const notice = document.createElement('div');
  notice.className = 'sw-notice cr-reviews-notice';
  notice.setAttribute('role', 'alert');
  inner?.before(notice);

  const state = { page: Number(more?.dataset.page ?? 0) || 0, search: input?.value.trim() ?? '', busy: false };
  const latest = latestWins();

  const request = (page: number, signal?: AbortSignal) =>
    call(
      'cr_show_more_qna',
      { productID: more?.dataset.product ?? '', page, permalink: more?.dataset.permalink ?? '', search: state.search, cr_attributes: root.dataset.attributes ?? '' },
      qnaAnswer,
      { signal },
    );

  const busy = (on: boolean) => {
    show(spinner, on);
    if (more) more.setAttribute('aria-busy', String(on));
    root.querySelector('.cr-qna-list-block')?.setAttribute('aria-busy', String(on));
  };

  const fail = (e: unknown) => {
    if (!isAbort(e)) notice.textContent = __('The questions could not be loaded. Please try again.');
  };

  const search = () => {
    state.page = -1;
    notice.textContent = '';
    busy(true);
    show(none, false);
    if (more) more.dataset.page = '-1';
    latest
      .run((signal) => request(state.page, signal))
      .then((res) => {
        if (!inner) return;
        if (!res.html.trim() && res.page === 0) {
          inner.replaceChildren();
          show(none, true);
        } else {
          setSafeHtml(inner, res.html);
          enhanceVotes(inner);
        }
        state.page = res.page;
        if (more) more.dataset.page = String(state.page);
        show(more, !res.last_page && res.html.trim() !== '');
        onReplaced();
      })
      .catch(fail)
      .finally(() => busy(false));
  };

  const loadMore = () => {
    if (state.busy) return;
    state.busy = true;
    notice.textContent = '';
    busy(true);
    request(state.page)
      .then((res) => {
        if (!res.html.trim()) {
          show(more, false);
          if (res.page === 0) show(none, true);
          return;
        }
        const frag = sanitizeFragment(res.html);
        enhanceVotes(frag);
        inner?.append(frag);
        state.page = res.page;
        if (more) more.dataset.page = String(state.page);
        show(more, !res.last_page);
      })
      .catch(fail)
      .finally(() => {
        state.busy = false;
        busy(false);
      });
  };

  const debounced = debounce(() => {
    const v = input?.value.trim() ?? '';
    if (v === state.search) return;
    state.search = v;
    search();
  }, QNA_SEARCH_DEBOUNCE_MS);
  const onInput = () => debounced();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    debounced.flush();
  };
  const onMore = (e: Event) => {
    e.preventDefault();
    loadMore();
  };
  input?.addEventListener('input', onInput);
  input?.addEventListener('keydown', onKey);
  more?.addEventListener('click', onMore);
  const unbindVotes = bindVotes(root, 'cr_vote_question');
  return () => {
    latest.cancel();
    debounced.cancel();
    input?.removeEventListener('input', onInput);
    input?.removeEventListener('keydown', onKey);
    more?.removeEventListener('click', onMore);
    unbindVotes();
    notice.remove();
  };
}
