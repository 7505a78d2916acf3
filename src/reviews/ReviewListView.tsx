// A CusRev reviews list rendered from state, part by part in the order the PHP printed it (readList): the
// summary with its histogram, the search, the tag chips, the count row with the sort, the reviews, show more,
// the numbered pages, the spinner and 'no reviews'. Printed parts it does not render stay as they are.
import { Fragment, type ReactNode } from 'react';
import { Notice } from '../ui';
import { Adopted } from './Adopted';
import { CountRow } from './CountRow';
import { PrintedHistogram } from './Histogram';
import { ListSearch } from './ListSearch';
import { Pagination } from './Pagination';
import type { Chip, Part } from './readList';
import { ReviewItems } from './ReviewItems';
import { TagChips } from './TagChips';
import type { ReviewList } from './useReviewList';

interface Props {
  parts: Part[];
  chips: Chip[];
  list: ReviewList;
  /** an add-review button the PHP printed (the product tab's view owns what it opens) */
  addReview?: (label: string, className: string) => ReactNode;
}

const hide = (on: boolean) => (on ? undefined : { display: 'none' });

export function ReviewListView({ parts, chips, list, addReview }: Props) {
  const { state } = list;
  const querying = state.loading !== null && state.loading !== 'more' && state.loading !== 'page';
  const busy = state.loading !== null;
  const part = (p: Part, i: number): ReactNode => {
    switch (p.kind) {
      case 'static':
        return <Adopted key={i} node={p.node} />;
      case 'summary':
        return (
          <div key={i} className={p.className}>
            {p.children.map((c, j) => {
              if (c.kind === 'static') return <Adopted key={j} node={c.node} />;
              if (c.kind === 'overall')
                return (
                  <div key={j} className={c.className}>
                    {c.children.map((o, k) =>
                      o.matches('.cr-ajax-reviews-add-review, .cr-all-reviews-add-review') ? (
                        <Fragment key={k}>
                          {addReview?.(p.addReview?.label ?? '', o.getAttribute('class') ?? '')}
                        </Fragment>
                      ) : (
                        <Adopted key={k} node={o} />
                      ),
                    )}
                  </div>
                );
              return (
                <PrintedHistogram
                  key={j}
                  box={c.box}
                  selected={state.query.rating}
                  updating={querying}
                  onSelect={list.setRating}
                />
              );
            })}
          </div>
        );
      case 'noSummary':
        return (
          <div key={i} className={p.className}>
            {p.children.map((c, k) =>
              c.matches('.cr-nosummary-add') ? (
                <Fragment key={k}>
                  {addReview?.(c.textContent?.trim() ?? '', c.getAttribute('class') ?? '')}
                </Fragment>
              ) : (
                <Adopted key={k} node={c} />
              ),
            )}
          </div>
        );
      case 'search':
        return (
          <ListSearch
            key={i}
            part={p}
            value={list.searchText}
            onChange={list.setSearchText}
            onSearch={list.searchNow}
            onClear={() => {
              list.setSearchText('');
              list.searchNow('');
            }}
          />
        );
      case 'tags':
        return (
          <TagChips
            key={i}
            chips={chips}
            selected={state.query.tags}
            updating={querying}
            onToggle={list.toggleTag}
          />
        );
      case 'countRow':
        return (
          <CountRow
            key={i}
            html={state.countRow}
            printed={p.count}
            sort={p.sort}
            value={state.query.sort}
            updating={querying}
            onSort={list.setSort}
            onSeeAll={() => list.setRating(0)}
          />
        );
      case 'list':
        return (
          <ReviewItems
            key={i}
            items={state.items}
            focusKey={list.focusKey}
            className={`${p.className}${state.loading === 'page' ? ' cr-pagination-load' : ''}`}
            product={p.product}
            // hidden while a new query loads: visibility keeps its box (no reflow on the click, no shift after)
            style={querying ? { visibility: 'hidden' } : undefined}
            busy={busy}
          />
        );
      case 'more': {
        const button = (
          <button
            key={i}
            className={`${p.buttonClass}${state.loading === 'more' ? ' cr-show-more-loading' : ''}`}
            id={p.buttonId || undefined}
            type="button"
            data-page={state.page}
            aria-busy={state.loading === 'more' || undefined}
            style={state.more.shown ? (querying ? { visibility: 'hidden' } : undefined) : { display: 'none' }}
            onClick={list.showMore}
          >
            {state.more.label}
          </button>
        );
        if (p.wrapClass === null) return button;
        return (
          <div key={i} className={p.wrapClass}>
            {button}
            <span className="cr-show-more-review-spinner" style={hide(busy && state.loading !== 'page')} />
          </div>
        );
      }
      case 'spinner':
        return (
          <span
            key={i}
            className="cr-show-more-review-spinner"
            style={hide(busy && state.loading !== 'page')}
          />
        );
      case 'noReviews': {
        const Tag = p.tag;
        return (
          <Tag key={i} className="cr-search-no-reviews" style={hide(state.noReviews)} role="status">
            {state.noReviews ? p.text : null}
          </Tag>
        );
      }
      case 'pagination':
        return state.pagination !== null ? (
          <Pagination
            key={i}
            printed={p.printed}
            html={state.pagination}
            loading={state.loading === 'page'}
            onPage={list.goToPage}
          />
        ) : null;
    }
  };
  // after every printed part: an element among them would move the ones after it, and a click held before the
  // root ran is found again by its place (mount/hold.ts)
  return (
    <>
      {parts.map(part)}
      <Notice type="error" message={state.error || null} className="cr-reviews-notice" />
    </>
  );
}
