// CR_Reviews::get_histogram_html() as the page printed it, run by React: the printed summary box is hosted as it
// is (nothing re-parsed) and its state rendered onto it. Each row with reviews carries three
// `.cr-histogram-a[data-rating]` (label, bar, percentage); the label is the row's one toggle button, the bar and
// the percentage answer the mouse as the plugin's do (CusRev 5.80.1: `.ivole-histogram-a` in a table's rows). The selected row gets `ivole-histogramRow-s`; the box is
// `cr-summaryBar-updating` (aria-busy) while a query runs (css/frontend.css dims it). Unmounted, all as printed.
import { useState } from 'react';
import { __, sprintf } from '../i18n';
import { usePlatformEvent } from '../ui/usePlatformEvent';
import { usePlatformProps } from '../ui/usePlatformProps';
import { Adopted } from './Adopted';
import { HISTOGRAM_CONTROL } from './histogram';
import { pressOnKey } from './VoteControl';

interface Row {
  el: HTMLElement;
  rating: number;
  /** the row's `.cr-histogram-a` (none when the row has no reviews), the label's first */
  controls: HTMLElement[];
}

const readRows = (box: HTMLElement): Row[] =>
  Array.from(box.querySelectorAll<HTMLElement>('.ivole-histogramRow')).map((el) => {
    const controls = Array.from(el.querySelectorAll<HTMLElement>(HISTOGRAM_CONTROL));
    return { el, rating: Number(controls[0]?.dataset.rating) || 0, controls };
  });

function Control({
  el,
  label,
  on,
  press,
}: {
  el: HTMLElement;
  label: string | null;
  on: boolean;
  press: () => void;
}) {
  usePlatformProps(el, {
    attrs:
      label === null
        ? { 'aria-hidden': 'true' }
        : { role: 'button', tabindex: '0', 'aria-pressed': String(on), 'aria-label': label },
  });
  usePlatformEvent(el, 'click', press);
  usePlatformEvent(el, 'keydown', (e) => {
    if (label !== null) pressOnKey(press)(e);
  });
  return null;
}

function HistogramRow({ row, on, onSelect }: { row: Row; on: boolean; onSelect(rating: number): void }) {
  usePlatformProps(row.el, { classes: { 'ivole-histogramRow-s': on } });
  const press = () => onSelect(row.rating);
  return (
    <>
      {row.controls.map((c, i) => (
        <Control
          key={i}
          el={c}
          on={on}
          press={press}
          label={i === 0 ? sprintf(__('Show the reviews rated %d out of 5'), row.rating) : null}
        />
      ))}
    </>
  );
}

interface Props {
  /** the printed `.ivole-summaryBox` */
  box: HTMLElement;
  selected: number;
  updating: boolean;
  onSelect(rating: number): void;
}

/** The rows' controls alone, the box left where the page printed it (the no-AJAX template reloads instead). */
export function HistogramRows({ box, selected, onSelect }: Omit<Props, 'updating'>) {
  const [rows] = useState(() => readRows(box));
  return (
    <>
      {rows.map((row, i) => (
        <HistogramRow key={i} row={row} on={row.rating > 0 && row.rating === selected} onSelect={onSelect} />
      ))}
    </>
  );
}

export function PrintedHistogram({ box, selected, updating, onSelect }: Props) {
  usePlatformProps(box, {
    attrs: { 'aria-busy': updating ? 'true' : null },
    classes: { 'cr-summaryBar-updating': updating },
  });
  return (
    <>
      <Adopted node={box} />
      <HistogramRows box={box} selected={selected} onSelect={onSelect} />
    </>
  );
}
