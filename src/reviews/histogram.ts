// The rating histogram (CR_Reviews::get_histogram_html, CusRev 5.117.0): each row with reviews prints three
// `.cr-histogram-a[data-rating]` (a span for the label, a div for the bar, a span for the percentage); the
// selected row gets `ivole-histogramRow-s` beside `ivole-histogramRow`, as the plugin's script does. CusRev 5.80.1
// prints the product tab's rows as a table (`tr.ivole-histogramRow`, `td.ivole-histogramCell1..3`) with the same
// three controls classed `ivole-histogram-a` (its frontend.js binds that class there).
import { __, sprintf } from '../i18n';
import { enhanceButton, show } from './dom';

/** A row's rating control on every supported release. */
export const HISTOGRAM_CONTROL = ':is(.cr-histogram-a, .ivole-histogram-a)[data-rating]';

/** The label span of each row becomes the row's one keyboard-operable toggle button. */
export function enhanceHistogram(summary: Element | null): void {
  summary
    ?.querySelectorAll<HTMLElement>(`.ivole-histogramRow .ivole-histogramCell1 ${HISTOGRAM_CONTROL}`)
    .forEach((a) => {
      enhanceButton(a);
      a.setAttribute(
        'aria-label',
        sprintf(__('Show the reviews rated %d out of 5'), Number(a.dataset.rating ?? 0)),
      );
      a.setAttribute('aria-pressed', String(Boolean(a.closest('.ivole-histogramRow-s'))));
    });
}

export function markRating(summary: Element | null, seeAll: Element | null, rating: number): void {
  summary?.querySelectorAll('.ivole-histogramRow').forEach((row) => {
    const on =
      rating > 0 && Number(row.querySelector<HTMLElement>(HISTOGRAM_CONTROL)?.dataset.rating) === rating;
    row.classList.toggle('ivole-histogramRow-s', on);
    row
      .querySelector(`.ivole-histogramCell1 ${HISTOGRAM_CONTROL}[role="button"]`)
      ?.setAttribute('aria-pressed', String(on));
  });
  show(seeAll, rating > 0);
}
