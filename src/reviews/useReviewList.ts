// The reviews list's behaviour as a hook over listReducer: the admin-ajax calls of a ListSource (newest query
// wins, one show more at a time), the plugin's search debounce (Enter at once), tag chips, auto-download of
// external media of the printed reviews and of those an answer adds. The view renders from what it returns.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isAbort, isApiError, latestWins } from '../ajax';
import { toPlainText } from '../html/sanitize';
import { __ } from '../i18n';
import { call, failureText, listResponse, strictList } from './api';
import { debounce } from '../dom/debounce';
import { listReducer, type ListQuery, type ListState, type LoadKind } from './listModel';
import type { ListSource } from './listSources';
import { readReviewsHtml, type ReviewItem } from './reviewItem';

export const SEARCH_DEBOUNCE_MS = 1000;
const parsed = strictList(listResponse);
/** show_more_label goes into a button as text (the plugin's `.text()`): markup in it is never parsed */
const listAnswer = (v: unknown) => {
  const res = parsed(v);
  return { ...res, show_more_label: toPlainText(res.show_more_label) };
};

export function listErrorText(e: unknown): string {
  if (isApiError(e) && e.code === 'nonce')
    return __('This page has expired. Please reload it and try again.');
  if (isApiError(e) && e.code === 'network')
    return __('The reviews could not be loaded. Check your connection and try again.');
  return failureText(e, __('The reviews could not be loaded. Please try again.'));
}

const EXTERNAL_MEDIA = ':is(.cr-comment-image-ext, .cr-comment-video-ext)[data-reviewid]';

/** The reviews among `items` whose media are still on CusRev's servers (CR_Reviews::display_review_image()). */
function withExternalMedia(items: ReviewItem[]): string[] {
  const ids: string[] = [];
  for (const it of items) {
    if (it.printed)
      it.printed
        .querySelectorAll(EXTERNAL_MEDIA)
        .forEach((m) => ids.push(m.getAttribute('data-reviewid') ?? ''));
    else
      for (const m of it.html.matchAll(
        /class="[^"]*\bcr-comment-(?:image|video)-ext\b[^"]*"[^>]*\bdata-reviewid="(\d+)"/g,
      ))
        ids.push(m[1] ?? '');
  }
  return ids.filter((id) => /^\d+$/.test(id));
}

/**
 * CusRev's script asks the server to copy a review's external media into the Media Library when the reviews are
 * shown: at load for the printed ones, after show more for the added ones (cr_maybe_download_media_frontend; the
 * answer is ignored). Once per review for the list's life, whatever brings it back.
 */
function useAutoDownload(initial: ReviewItem[]): (items: ReviewItem[]) => void {
  const asked = useRef(new Set<string>());
  const download = useCallback((items: ReviewItem[]) => {
    for (const reviewID of withExternalMedia(items)) {
      if (asked.current.has(reviewID)) continue;
      asked.current.add(reviewID);
      call('cr_auto_download_media_frontend', { reviewID }, (v) => v).catch(() => {});
    }
  }, []);
  const [printed] = useState(initial);
  useEffect(() => download(printed), [download, printed]);
  return download;
}

/** Keys stay unique when an answer repeats a review already listed. */
function uniqueKeys(items: ReviewItem[], taken: Set<string>): ReviewItem[] {
  return items.map((it, i) => {
    let key = it.key;
    while (taken.has(key)) key = `${it.key}~${i}`;
    taken.add(key);
    return key === it.key ? it : { ...it, key };
  });
}

export interface ReviewList {
  state: ListState;
  searchText: string;
  setSearchText(v: string): void;
  /** Enter in the search field, its button or its clear icon: search now (`value`: what the field holds) */
  searchNow(value?: string): void;
  setRating(rating: number): void;
  toggleTag(id: string): void;
  setSort(sort: string): void;
  showMore(): void;
  goToPage(page: number): void;
  /** the first review show more added once the button is gone: keyboard users stay in the list */
  focusKey: string | undefined;
}

export interface ListOptions {
  /** the all-reviews block's script drops the chosen tags when a star row is clicked */
  ratingClearsTags?: boolean;
}

export function useReviewList(initial: ListState, source: ListSource, options: ListOptions = {}): ReviewList {
  const [state, dispatch] = useReducer(listReducer, initial);
  const [searchText, setText] = useState(initial.query.search);
  const ref = useRef(state);
  ref.current = state;
  const latest = useMemo(() => latestWins(), []);
  const moreBusy = useRef(false);
  const [focusKey, setFocusKey] = useState<string>();
  const autoDownload = useAutoDownload(initial.items);

  const load = useCallback(
    (kind: LoadKind, query: ListQuery, page = 0) => {
      const { action, data, nonce } = source.request(query, page, kind);
      dispatch({ type: 'start', kind, query });
      latest
        .run((signal) => call(action, data, listAnswer, { signal, nonce }))
        .then((res) => {
          const items = uniqueKeys(readReviewsHtml(res.html), new Set());
          dispatch({ type: 'loaded', kind, res, items });
          // a numbered page replaces the list: keyboard users go on from its first review
          if (kind === 'page' && items[0]) setFocusKey(items[0].key);
          autoDownload(items);
        })
        .catch((e: unknown) => {
          if (!isAbort(e)) dispatch({ type: 'failed', error: listErrorText(e) });
        });
    },
    [source, latest, autoDownload],
  );

  const search = useMemo(
    () =>
      debounce((value: string) => {
        const q = ref.current.query;
        if (value === q.search) return;
        load('search', { ...q, search: value });
      }, SEARCH_DEBOUNCE_MS),
    [load],
  );
  useEffect(
    () => () => {
      search.cancel();
      latest.cancel();
    },
    [search, latest],
  );

  const showMore = useCallback(() => {
    if (moreBusy.current) return;
    moreBusy.current = true;
    const s = ref.current;
    const { action, data, nonce } = source.request(s.query, s.page, 'more');
    dispatch({ type: 'moreStart' });
    call(action, data, listAnswer, { nonce })
      .then((res) => {
        const items = uniqueKeys(
          readReviewsHtml(res.html, ref.current.items.length),
          new Set(ref.current.items.map((i) => i.key)),
        );
        dispatch({ type: 'moreLoaded', res, items, productPaging: source.productPaging });
        if (items[0] && (res.last_page || !res.html.trim())) setFocusKey(items[0].key);
        autoDownload(items);
      })
      .catch((e: unknown) => {
        if (!isAbort(e)) dispatch({ type: 'failed', error: listErrorText(e) });
      })
      .finally(() => {
        moreBusy.current = false;
      });
  }, [source, autoDownload]);

  return {
    state,
    searchText,
    setSearchText: (v) => {
      setText(v);
      search(v.trim());
    },
    searchNow: (value = searchText) => search.flush(value.trim()),
    setRating: (rating) =>
      load('filter', {
        ...ref.current.query,
        rating,
        tags: options.ratingClearsTags ? [] : ref.current.query.tags,
      }),
    toggleTag: (id) => {
      const tags = ref.current.query.tags;
      load('filter', {
        ...ref.current.query,
        tags: tags.includes(id) ? tags.filter((t) => t !== id) : [...tags, id],
      });
    },
    setSort: (sort) => load('sort', { ...ref.current.query, sort }),
    showMore,
    goToPage: (page) => load('page', ref.current.query, page),
    focusKey,
  };
}
