// CR_Reviews::get_histogram_html() rendered from the rows the PHP printed: each row with reviews carries three
// `.cr-histogram-a[data-rating]` (label, bar, percentage); the label is the row's one toggle button, the bar and
// the percentage answer the mouse as the plugin's do. The selected row gets `ivole-histogramRow-s`; the box is
// `cr-summaryBar-updating` while a query runs (css/frontend.css dims it).
import { SafeHtml } from '../html/SafeHtml';
import { __, sprintf } from '../i18n';
import type { HistogramRow } from './readList';
import { pressOnKey } from './VoteControl';

interface Props {
  rows: HistogramRow[];
  selected: number;
  onSelect(rating: number): void;
}

export function HistogramRows({ rows, selected, onSelect }: Props) {
  return (
    <>
      {rows.map((row) => {
        const on = row.rating > 0 && row.rating === selected;
        const press = () => onSelect(row.rating);
        return (
          <div key={row.rating || row.cells.map((c) => c.html).join('')} className={`ivole-histogramRow${on ? ' ivole-histogramRow-s' : ''}`}>
            {row.cells.map((cell, i) =>
              cell.control ? (
                <div key={cell.className} className={cell.className}>
                  <SafeHtml
                    as={cell.control.tag}
                    className="cr-histogram-a"
                    data-rating={row.rating}
                    html={cell.control.html}
                    onClick={press}
                    {...(i === 0
                      ? {
                          role: 'button',
                          tabIndex: 0,
                          'aria-pressed': on,
                          'aria-label': sprintf(__('Show the reviews rated %d out of 5'), row.rating),
                          onKeyDown: pressOnKey(press),
                        }
                      : { 'aria-hidden': true })}
                  />
                </div>
              ) : (
                <SafeHtml key={cell.className} as="div" className={cell.className} html={cell.html} />
              ),
            )}
          </div>
        );
      })}
    </>
  );
}
