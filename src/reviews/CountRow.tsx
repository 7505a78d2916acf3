// CR_Reviews::show_count_row() / CR_All_Reviews::show_count_row(): the count wording (server HTML, with the
// 'see all' link when filtered) and the sort select (`cr-sort-updating` while a query runs).
import type { MouseEvent } from 'react';
import { SafeHtml } from '../html/SafeHtml';
import type { Part } from './readList';

type SortPart = Extract<Part, { kind: 'countRow' }>['sort'];

interface Props {
  html: string;
  sort: SortPart;
  value: string;
  updating: boolean;
  onSort(v: string): void;
  onSeeAll(): void;
}

export function CountRow({ html, sort, value, updating, onSort, onSeeAll }: Props) {
  const onClick = (e: MouseEvent) => {
    if (!(e.target instanceof Element) || !e.target.closest('.cr-seeAllReviews')) return;
    e.preventDefault();
    onSeeAll();
  };
  return (
    <div className="cr-count-row">
      <SafeHtml as="div" className="cr-count-row-count" html={html} onClick={onClick} />
      {sort ? (
        <div className="cr-ajax-reviews-sort-div">
          <select
            name={sort.name || undefined}
            className={`cr-ajax-reviews-sort${updating ? ' cr-sort-updating' : ''}`}
            data-nonce={sort.nonce || undefined}
            aria-label={sort.label || undefined}
            value={value}
            disabled={updating}
            onChange={(e) => onSort(e.target.value)}
          >
            {sort.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
