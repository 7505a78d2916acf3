// The CusRev reviews list on its PHP markup (product reviews tab and the all-reviews block): histogram filter,
// sort, search, tag chips, show more, numbered pages, count row, 'no reviews', votes. Plain DOM so a click
// costs little (INP) and the chunk carries no React.
//
// Rules (spec §4 Review lists): a new query asks for page 0, hides the list and marks the summary, sort and
// tags as updating; non-empty html replaces the list, stores the next page and shows 'show more' with its
// label unless last_page; empty html shows 'no reviews'. Show more sends the stored page and appends; empty
// html hides the button (and with page 1 shows 'no reviews'). Numbered page links replace the list.
import { isAbort, latestWins, type ApiError } from '../ajax';
import { __ } from '../i18n';
import { sanitizeFragment, setSafeHtml } from '../html/sanitize';
import { readCrAjaxObject } from '../settings/reviews';
import { call, listResponse, strictList, type ListResponse } from './api';
import { debounce, enhanceButton, nav, show } from './dom';
import { bindVotes, enhanceVotes } from './votes';
import { enhanceHistogram, markRating } from './histogram';
import type { ListQuery, ListSource } from './listSources';

export { allReviewsSource, productSource, type ListQuery, type ListSource } from './listSources';

const listAnswer = strictList(listResponse);

export const SEARCH_DEBOUNCE_MS = 1000;
const EXTERNAL_MEDIA = '.cr-comment-image-ext[data-reviewid], .cr-comment-video-ext[data-reviewid]';

export interface ReviewListOptions {
  source: ListSource;
  /** where 'show more' appends; default the root's ol.cr-ajax-reviews-list */
  onAppended?(nodes: Element[]): void;
}

const q = <T extends Element = HTMLElement>(root: ParentNode, sel: string) => root.querySelector<T>(sel);

function errorText(e: ApiError): string {
  if (e.code === 'nonce') return __('This page has expired. Please reload it and try again.');
  if (e.code === 'network' || e.code === 'timeout') return __('The reviews could not be loaded. Check your connection and try again.');
  return __('The reviews could not be loaded. Please try again.');
}

export function mountReviewList(root: HTMLElement, opts: ReviewListOptions): () => void {
  const settings = readCrAjaxObject();
  const list = q(root, 'ol.cr-ajax-reviews-list');
  const summary = q(root, '.cr-summaryBox-ajax') ?? q(root, '.ivole-summaryBox');
  const sort = q<HTMLSelectElement>(root, 'select.cr-ajax-reviews-sort');
  const search = q<HTMLInputElement>(root, '.cr-ajax-search input');
  const tagsBox = q(root, '.cr-review-tags-filter');
  const more = q<HTMLButtonElement>(root, 'button.cr-show-more-reviews-prd, button.cr-show-more-button');
  const spinner = q(root, '.cr-show-more-review-spinner');
  const noReviews = q(root, '.cr-search-no-reviews');
  const countRow = q(root, '.cr-count-row-count');
  const seeAll = q(root, '.cr-seeAllReviews');
  const comments = root.matches('[data-page]') ? root : q(root, '[data-page]');

  const notice = document.createElement('div');
  notice.className = 'sw-notice cr-reviews-notice';
  notice.setAttribute('role', 'alert');
  (list ?? root).before(notice);

  const initialPage = Number(comments?.getAttribute('data-page') ?? 1);
  const state = {
    query: { rating: 0, sort: sort?.value ?? 'recent', search: search?.value.trim() ?? '', tags: [] as string[] } satisfies ListQuery,
    page: Number.isFinite(initialPage) ? initialPage : 1,
    busyMore: false,
  };
  const selectedRow = summary?.querySelector<HTMLElement>('.ivole-histogramRow-s .cr-histogram-a[data-rating]');
  if (selectedRow) state.query.rating = Number(selectedRow.dataset.rating ?? 0) || 0; // the PHP filtered already (?crfrating=)

  const latest = latestWins();
  let seq = 0;
  // CusRev's own state classes (css/frontend.css dims each one while a query runs)
  const updating: Array<[HTMLElement | null, string]> = [
    [summary, 'cr-summaryBar-updating'],
    [sort, 'cr-sort-updating'],
    [tagsBox, 'cr-review-tags-filter-disabled'],
  ];

  const setNotice = (text: string) => {
    notice.textContent = text;
    notice.classList.toggle('sw-notice--error', text !== '');
  };

  const markUpdating = (on: boolean) => {
    for (const [el, cls] of updating) {
      if (!el) continue;
      el.classList.toggle(cls, on);
      if (on) el.setAttribute('aria-busy', 'true');
      else el.removeAttribute('aria-busy');
    }
    if (sort) sort.disabled = on;
    show(spinner, on);
  };

  // The list is hidden while a new query loads. visibility (not display) keeps its box: no reflow of the page
  // below on the click (INP) and no layout shift when the answer arrives.
  const hideList = (on: boolean) => {
    if (list) list.style.visibility = on ? 'hidden' : '';
  };

  const setMore = (res: ListResponse) => {
    if (!more) return;
    if (res.last_page || !res.html) {
      show(more, false);
      return;
    }
    // the label is server text: text only, never parsed as HTML
    more.textContent = res.show_more_label ? (sanitizeFragment(res.show_more_label).textContent ?? '') : __('Show more reviews');
    show(more, true);
  };

  const updateRows = (res: ListResponse) => {
    if (countRow) setSafeHtml(countRow, res.count_row);
    const pagination = q(root, '.cr-pagination');
    if (pagination && typeof res.pagination === 'string') {
      // the answer is the whole <nav class="cr-pagination">: keep our element, take its links
      const frag = sanitizeFragment(res.pagination);
      const nav = frag.firstElementChild?.matches('.cr-pagination') ? frag.firstElementChild : null;
      pagination.replaceChildren(...Array.from((nav ?? frag).childNodes));
    }
  };

  const autoDownload = (nodes: Element[]) => {
    // CusRev marks media still on its servers `.cr-comment-image-ext, .cr-comment-video-ext[data-reviewid]`; its
    // script asks for one download per show more, we ask once per review among the ones just added
    const ids = new Set<string>();
    for (const n of nodes) {
      const ext = n.matches(EXTERNAL_MEDIA) ? [n] : Array.from(n.querySelectorAll(EXTERNAL_MEDIA));
      for (const m of ext) ids.add(m.getAttribute('data-reviewid') ?? '');
    }
    ids.delete('');
    // fire and forget: the plugin ignores the answer too
    for (const reviewID of ids) call('cr_auto_download_media_frontend', { reviewID }, (v) => v).catch(() => {});
    // reviews loaded later get the keyboard-operable vote controls too
    for (const n of nodes) enhanceVotes(n);
    opts.onAppended?.(nodes);
  };

  /** A new query (filter, sort, search, tags) or a numbered page: replaces the list. */
  const load = (kind: 'sort' | 'filter' | 'search' | 'page', page = 0) => {
    const { action, data } = opts.source.request(state.query, page, kind);
    const mine = ++seq;
    setNotice('');
    markUpdating(true);
    hideList(true);
    show(noReviews, false);
    if (more) more.style.visibility = 'hidden'; // keeps its box while loading: no reflow on the click
    latest
      .run((signal) => call(action, data, listAnswer, { signal }))
      .then((res) => {
        if (res.html.trim()) {
          if (list) setSafeHtml(list, res.html);
          state.page = res.page;
          setMore(res);
          if (list) autoDownload(Array.from(list.children));
        } else {
          if (list) list.replaceChildren();
          show(noReviews, true);
          show(more, false);
        }
        updateRows(res);
        comments?.setAttribute('data-page', String(state.page));
        if (kind === 'page') root.scrollIntoView?.({ block: 'start' });
      })
      .catch((e: ApiError) => {
        if (isAbort(e)) return;
        setNotice(errorText(e)); // the list, the page and the button stay as they were
      })
      .finally(() => {
        if (mine !== seq) return; // a newer query owns the updating state
        markUpdating(false);
        hideList(false);
        if (more) more.style.visibility = '';
      });
  };

  const showMore = () => {
    if (state.busyMore || !more) return;
    state.busyMore = true;
    const asked = state.page;
    const { action, data } = opts.source.request(state.query, asked, 'more');
    setNotice('');
    more.setAttribute('aria-busy', 'true');
    more.classList.add('cr-show-more-loading');
    show(spinner, true);
    call(action, data, listAnswer)
      .then((res) => {
        if (!res.html.trim()) {
          show(more, false);
          // the plugin's rule: nothing listed on the server's page 1 (a search from page 0) is 'no reviews'
          if (res.page === 1) show(noReviews, true);
          return;
        }
        if (opts.source.productPaging && res.page <= 0) return;
        const frag = sanitizeFragment(res.html);
        const nodes = Array.from(frag.children);
        list?.append(frag);
        state.page = res.page;
        comments?.setAttribute('data-page', String(state.page));
        setMore(res);
        updateRows(res);
        autoDownload(nodes);
        // the button may be gone: keep keyboard users in the list
        if (more.hidden && nodes[0] instanceof HTMLElement) {
          nodes[0].tabIndex = -1;
          nodes[0].focus();
        }
      })
      .catch((e: ApiError) => {
        if (!isAbort(e)) setNotice(errorText(e));
      })
      .finally(() => {
        state.busyMore = false;
        more.removeAttribute('aria-busy');
        more.classList.remove('cr-show-more-loading');
        show(spinner, false);
      });
  };

  const selectRating = (rating: number) => {
    state.query.rating = rating;
    markRating(summary, seeAll, rating);
    load('filter');
  };

  const onClick = (e: MouseEvent) => {
    const t = e.target instanceof Element ? e.target : null;
    if (!t) return;
    const hist = t.closest<HTMLElement>('.cr-histogram-a[data-rating]');
    if (hist && root.contains(hist)) {
      const rating = Number(hist.dataset.rating ?? 0);
      if (!rating) return;
      e.preventDefault();
      if (root.closest('.cr-noAjax') || root.matches('.cr-noAjax')) {
        // without background loading: reload with the rating filter and the reviews tab anchor
        const url = new URL(location.href);
        url.searchParams.set(settings.rating_filter, String(rating));
        url.hash = settings.reviews_tab;
        nav.assign(url.toString());
        return;
      }
      selectRating(rating);
      return;
    }
    // the PHP prints it in the summary (?crfrating= pages) and the filtered count row carries one
    const all = t.closest('.cr-seeAllReviews');
    if (all && root.contains(all)) {
      e.preventDefault();
      selectRating(0);
      return;
    }
    const tag = t.closest<HTMLElement>('.cr-tags-filter[data-crtagid]');
    if (tag && root.contains(tag)) {
      e.preventDefault();
      const on = !tag.classList.contains('cr-tag-selected');
      tag.classList.toggle('cr-tag-selected', on);
      tag.setAttribute('aria-pressed', String(on));
      state.query.tags = Array.from(root.querySelectorAll<HTMLElement>('.cr-tags-filter.cr-tag-selected')).map((x) => x.dataset.crtagid ?? '');
      load('filter');
      return;
    }
    if (more && t.closest('button') === more) {
      e.preventDefault();
      showMore();
      return;
    }
    const pageLink = t.closest<HTMLAnchorElement>('.cr-pagination a[data-page]');
    if (pageLink && root.contains(pageLink)) {
      e.preventDefault();
      load('page', Number(pageLink.dataset.page ?? 1));
    }
  };

  const runSearch = debounce(() => {
    const value = search?.value.trim() ?? '';
    if (value === state.query.search) return;
    state.query.search = value;
    load('search');
  }, SEARCH_DEBOUNCE_MS);
  const onInput = () => runSearch();
  const onSearchKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    runSearch.flush();
  };
  const onSort = () => {
    state.query.sort = sort?.value ?? 'recent';
    load('sort');
  };
  // the tag chips and the histogram labels are spans the PHP prints: Enter and Space press them
  const onSpanKey = (e: KeyboardEvent) => {
    if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLElement && e.target.matches('.cr-tags-filter, .cr-histogram-a[role="button"]')) {
      e.preventDefault();
      e.target.click();
    }
  };

  enhanceHistogram(summary);
  tagsBox?.querySelectorAll<HTMLElement>('.cr-tags-filter').forEach((t) => {
    enhanceButton(t);
    t.setAttribute('aria-pressed', String(t.classList.contains('cr-tag-selected')));
  });
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onSpanKey);
  search?.addEventListener('input', onInput);
  search?.addEventListener('keydown', onSearchKey);
  sort?.addEventListener('change', onSort);
  const unbindVotes = bindVotes(root, 'cr_vote_review');

  return () => {
    latest.cancel();
    runSearch.cancel();
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onSpanKey);
    search?.removeEventListener('input', onInput);
    search?.removeEventListener('keydown', onSearchKey);
    sort?.removeEventListener('change', onSort);
    unbindVotes();
    notice.remove();
  };
}
