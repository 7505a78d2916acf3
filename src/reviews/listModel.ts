// The reviews list's state and its transitions, headless: the product reviews tab and the
// all-reviews block render from it. A new query (filter, sort, search, tags) asks for page 0, hides the list and
// marks the controls updating; non-empty html replaces the list, stores the next page and shows 'show more' with
// its label unless last_page; empty html shows 'no reviews'. Show more appends; empty html hides the button (and
// with page 1 shows 'no reviews'). A numbered page replaces the list.
import type { ListResponse } from './api';
import type { ReviewItem } from './reviewItem';

export interface ListQuery {
  rating: number;
  sort: string;
  search: string;
  tags: string[];
}

export type LoadKind = 'sort' | 'filter' | 'search' | 'page';

export interface ListState {
  query: ListQuery;
  /** the page the list holds: what show more sends (the server answers the next one) */
  page: number;
  items: ReviewItem[];
  more: { shown: boolean; label: string };
  /** server HTML (CR_All_Reviews::get_count_wording, with its 'see all' link when filtered) */
  countRow: string;
  /** server HTML of the numbered page links (all-reviews), null where the block has none */
  pagination: string | null;
  noReviews: boolean;
  /** what is loading: a new query hides the list, show more and a numbered page keep it */
  loading: LoadKind | 'more' | null;
  error: string;
}

export type ListEvent =
  | { type: 'start'; kind: LoadKind; query: ListQuery }
  | { type: 'loaded'; kind: LoadKind; res: ListResponse; items: ReviewItem[] }
  | { type: 'moreStart' }
  | { type: 'moreLoaded'; res: ListResponse; items: ReviewItem[]; productPaging: boolean }
  | { type: 'failed'; error: string };

const moreFrom = (res: ListResponse, fallback: string, hasItems: boolean) => ({
  shown: hasItems && !res.last_page,
  label: res.show_more_label || fallback,
});

export function listReducer(s: ListState, e: ListEvent): ListState {
  switch (e.type) {
    case 'start':
      return { ...s, query: e.query, loading: e.kind, error: '', noReviews: false };
    case 'loaded': {
      const pagination = typeof e.res.pagination === 'string' ? e.res.pagination : s.pagination;
      const base = { ...s, loading: null, countRow: e.res.count_row, pagination };
      if (!e.items.length) return { ...base, items: [], noReviews: true, more: { ...s.more, shown: false } };
      return {
        ...base,
        items: e.items,
        page: e.res.page,
        noReviews: false,
        more: moreFrom(e.res, s.more.label, true),
      };
    }
    case 'moreStart':
      return { ...s, loading: 'more', error: '' };
    case 'moreLoaded': {
      const done = { ...s, loading: null };
      // the plugin's rule: nothing listed on the server's page 1 (a search from page 0) is 'no reviews'
      if (!e.items.length)
        return { ...done, more: { ...s.more, shown: false }, noReviews: e.res.page === 1 || s.noReviews };
      // product lists apply an answer only when its page is past 0
      if (e.productPaging && e.res.page <= 0) return done;
      const pagination =
        typeof e.res.pagination === 'string' && e.res.pagination !== '' ? e.res.pagination : s.pagination;
      return {
        ...done,
        items: [...s.items, ...e.items],
        page: e.res.page,
        countRow: e.res.count_row,
        pagination,
        more: moreFrom(e.res, s.more.label, true),
      };
    }
    case 'failed':
      // the list, the page and the button stay as they were
      return { ...s, loading: null, error: e.error };
  }
}
