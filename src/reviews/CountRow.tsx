// CR_Reviews::show_count_row() / CR_All_Reviews::show_count_row(): the count wording (server HTML, with the
// 'see all' link when filtered) and the sort select (`cr-sort-updating` while a query runs). The printed wording
// is shown as it is (hosted) until an answer brings another, rendered through the sanitizer.
import { SafeHtml } from '../html/SafeHtml';
import { usePlatformEvent } from '../ui/usePlatformEvent';
import { Adopted } from './Adopted';
import type { Part } from './readList';

type SortPart = Extract<Part, { kind: 'countRow' }>['sort'];
/** a click in the wording: React's or the browser's (on the printed one) */
type SeeAllClick = Pick<MouseEvent, 'target' | 'preventDefault'>;

function PrintedCount({ el, onClick }: { el: HTMLElement; onClick(e: SeeAllClick): void }) {
  usePlatformEvent(el, 'click', onClick);
  return <Adopted node={el} />;
}

interface Props {
  html: string;
  /** the printed `.cr-count-row-count`, and its html as printed */
  printed: { el: HTMLElement; html: string } | null;
  sort: SortPart;
  value: string;
  updating: boolean;
  onSort(v: string): void;
  onSeeAll(): void;
}

export function CountRow({ html, printed, sort, value, updating, onSort, onSeeAll }: Props) {
  const onClick = (e: SeeAllClick) => {
    if (!(e.target instanceof Element) || !e.target.closest('.cr-seeAllReviews')) return;
    e.preventDefault();
    onSeeAll();
  };
  return (
    <div className="cr-count-row">
      {printed && printed.html === html ? (
        <PrintedCount el={printed.el} onClick={onClick} />
      ) : (
        <SafeHtml as="div" className="cr-count-row-count" html={html} onClick={onClick} />
      )}
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
