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
import { call, listResponse, strictList, type Data, type ListResponse } from './api';

const listAnswer = strictList(listResponse);
import { debounce, enhanceButton, nav, show } from './dom';
import { bindVotes } from './votes';
import { markRating } from './histogram';

export const SEARCH_DEBOUNCE_MS = 1000;

export interface ListQuery {
  rating: number;
  sort: string;
  search: string;
  tags: string[];
}

export interface ListSource {
  /** the call for a query at `page`; `kind` says why it is asked */
  request(q: ListQuery, page: number, kind: 'sort' | 'filter' | 'more' | 'page' | 'search'): { action: string; data: Data };
  /** product lists apply show-more answers only when response.page > 0 */
  productPaging: boolean;
}

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
  const selectedRow = summary?.querySelector<HTMLElement>('.ivole-histogramRow-s a.cr-histogram-a');
  if (selectedRow) state.query.rating = Number(selectedRow.dataset.rating ?? 0) || 0; // the PHP filtered already (?crfrating=)

  const latest = latestWins();
  let seq = 0;
  const updating = [summary, sort, tagsBox].filter((x): x is HTMLElement => x instanceof HTMLElement);

  const setNotice = (text: string) => {
    notice.textContent = text;
    notice.classList.toggle('sw-notice--error', text !== '');
  };

  const markUpdating = (on: boolean) => {
    for (const el of updating) {
      el.classList.toggle('cr-updating', on);
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
    for (const n of nodes) {
      const ext = n.matches('.cr-media-external') ? [n] : Array.from(n.querySelectorAll('.cr-media-external'));
      for (const m of ext) {
        const reviewID = m.getAttribute('data-reviewid');
        // fire and forget: the plugin ignores the answer too
        if (reviewID) call('cr_auto_download_media_frontend', { reviewID }, (v) => v).catch(() => {});
      }
    }
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
          if (asked === 1 && list && !list.children.length) show(noReviews, true);
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
    const hist = t.closest<HTMLAnchorElement>('a.cr-histogram-a');
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
    if (seeAll && t.closest('.cr-seeAllReviews') === seeAll) {
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
  const onTagKey = (e: KeyboardEvent) => {
    if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLElement && e.target.matches('.cr-tags-filter')) {
      e.preventDefault();
      e.target.click();
    }
  };

  tagsBox?.querySelectorAll<HTMLElement>('.cr-tags-filter').forEach((t) => {
    enhanceButton(t);
    t.setAttribute('aria-pressed', String(t.classList.contains('cr-tag-selected')));
  });
  root.addEventListener('click', onClick);
  tagsBox?.addEventListener('keydown', onTagKey);
  search?.addEventListener('input', onInput);
  search?.addEventListener('keydown', onSearchKey);
  sort?.addEventListener('change', onSort);
  const unbindVotes = bindVotes(root, 'cr_vote_review');

  return () => {
    latest.cancel();
    runSearch.cancel();
    root.removeEventListener('click', onClick);
    tagsBox?.removeEventListener('keydown', onTagKey);
    search?.removeEventListener('input', onInput);
    search?.removeEventListener('keydown', onSearchKey);
    sort?.removeEventListener('change', onSort);
    unbindVotes();
    notice.remove();
  };
}

/** CusRev's list actions for a product's reviews tab. */
export function productSource(productID: string, security: string): ListSource {
  return {
    productPaging: true,
    request(query, page, kind) {
      const filtered = query.search !== '' || query.tags.length > 0;
      if (kind === 'sort' && !filtered) return { action: 'cr_sort_reviews', data: { productID, sort: query.sort, rating: query.rating } };
      if (kind === 'filter' && !filtered) return { action: 'cr_filter_reviews', data: { productID, rating: query.rating, sort: query.sort, security } };
      return {
        action: 'cr_show_more_reviews',
        data: { productID, page: kind === 'more' ? page : 0, sort: query.sort, rating: query.rating, search: query.search, tags: query.tags, security },
      };
    },
  };
}

/** The all-reviews block: one action for every query, numbered pages. */
export function allReviewsSource(attributes: string): ListSource {
  return {
    productPaging: false,
    request(query, page, kind) {
      return {
        action: 'cr_show_more_all_reviews',
        data: { attributes, rating: query.rating, page: kind === 'more' || kind === 'page' ? page : 0, search: query.search, sort: query.sort, tags: query.tags },
      };
    },
  };
}
