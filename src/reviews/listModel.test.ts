import { describe, expect, it } from 'vitest';
import { listReducer, type ListState } from './listModel';
import type { ReviewItem } from './reviewItem';

const item = (id: string): ReviewItem => ({
  key: id,
  tag: 'li',
  id,
  className: 'review',
  html: '',
  vote: null,
});
const base: ListState = {
  query: { rating: 0, sort: 'recent', search: '', tags: [] },
  page: 1,
  items: [item('a')],
  more: { shown: true, label: 'المزيد (4)' },
  countRow: '1-1 من 5 مراجعة',
  pagination: null,
  noReviews: false,
  loading: null,
  error: '',
};
const res = (
  o: Partial<{
    page: number;
    html: string;
    last_page: boolean;
    show_more_label: string;
    count_row: string;
    pagination: string;
  }>,
) => ({
  page: 1,
  html: '<li></li>',
  last_page: false,
  show_more_label: '',
  count_row: '',
  pagination: undefined,
  ...o,
});

describe('reviews list transitions', () => {
  it('a new query: loading with the new query, the error cleared; its answer replaces the list and stores the page', () => {
    const q = { ...base.query, rating: 4 };
    const started = listReducer({ ...base, error: 'x' }, { type: 'start', kind: 'filter', query: q });
    expect(started).toMatchObject({ query: q, loading: 'filter', error: '' });
    const done = listReducer(started, {
      type: 'loaded',
      kind: 'filter',
      res: res({ page: 1, last_page: true, count_row: 'c' }),
      items: [item('b')],
    });
    expect(done).toMatchObject({
      loading: null,
      items: [item('b')],
      page: 1,
      countRow: 'c',
      more: { shown: false },
    });
  });

  it('an empty answer to a query shows no reviews and hides show more', () => {
    const done = listReducer(base, { type: 'loaded', kind: 'search', res: res({ html: '' }), items: [] });
    expect(done).toMatchObject({ items: [], noReviews: true, more: { shown: false } });
  });

  it('show more appends and stores the page; empty html hides the button, and with page 1 shows no reviews', () => {
    const more = listReducer(base, {
      type: 'moreLoaded',
      res: res({ page: 2, show_more_label: 'المزيد (3)' }),
      items: [item('c')],
      productPaging: true,
    });
    expect(more).toMatchObject({
      items: [item('a'), item('c')],
      page: 2,
      more: { shown: true, label: 'المزيد (3)' },
    });
    expect(
      listReducer(base, {
        type: 'moreLoaded',
        res: res({ page: 2, html: '' }),
        items: [],
        productPaging: true,
      }),
    ).toMatchObject({ more: { shown: false }, noReviews: false });
    expect(
      listReducer(base, {
        type: 'moreLoaded',
        res: res({ page: 1, html: '' }),
        items: [],
        productPaging: true,
      }),
    ).toMatchObject({ noReviews: true });
  });

  it('a product list ignores a show-more answer for page 0; the all-reviews block does not', () => {
    const r = res({ page: 0 });
    expect(
      listReducer(base, { type: 'moreLoaded', res: r, items: [item('c')], productPaging: true }).items,
    ).toEqual([item('a')]);
    expect(
      listReducer(base, { type: 'moreLoaded', res: r, items: [item('c')], productPaging: false }).items,
    ).toHaveLength(2);
  });

  it('a failure keeps the list, the page and the button, and says why', () => {
    const failed = listReducer({ ...base, loading: 'page' }, { type: 'failed', error: 'تعذّر' });
    expect(failed).toMatchObject({
      items: base.items,
      page: 1,
      more: base.more,
      loading: null,
      error: 'تعذّر',
    });
  });

  it('numbered pages: the answer carries the new links', () => {
    const done = listReducer(
      { ...base, pagination: 'old' },
      { type: 'loaded', kind: 'page', res: res({ page: 3, pagination: 'new' }), items: [item('d')] },
    );
    expect(done).toMatchObject({ pagination: 'new', page: 3, items: [item('d')] });
  });
});
