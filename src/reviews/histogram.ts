// The rating histogram (CR_Reviews::get_histogram_html, CusRev 5.117.0): each row with reviews prints three
// `.cr-histogram-a[data-rating]` (a span for the label, a div for the bar, a span for the percentage); the
// selected row gets `ivole-histogramRow-s` beside `ivole-histogramRow`, as the plugin's script does.
import { __, sprintf } from '../i18n';
import { enhanceButton, show } from './dom';

/** The label span of each row becomes the row's one keyboard-operable toggle button. */
export function enhanceHistogram(summary: Element | null): void {
  summary?.querySelectorAll<HTMLElement>('.ivole-histogramRow .ivole-histogramCell1 .cr-histogram-a[data-rating]').forEach((a) => {
    enhanceButton(a);
    a.setAttribute('aria-label', sprintf(__('Show the reviews rated %d out of 5'), Number(a.dataset.rating ?? 0)));
    a.setAttribute('aria-pressed', String(Boolean(a.closest('.ivole-histogramRow-s'))));
  });
}

export function markRating(summary: Element | null, seeAll: Element | null, rating: number): void {
  summary?.querySelectorAll('.ivole-histogramRow').forEach((row) => {
    const on = rating > 0 && Number(row.querySelector<HTMLElement>('.cr-histogram-a[data-rating]')?.dataset.rating) === rating;
    row.classList.toggle('ivole-histogramRow-s', on);
    row.querySelector('.ivole-histogramCell1 .cr-histogram-a[role="button"]')?.setAttribute('aria-pressed', String(on));
  });
  show(seeAll, rating > 0);
}
