// The rating histogram's selected row (`.ivole-histogramRow-s`) and the 'see all reviews' link.
import { show } from './dom';

export function markRating(summary: Element | null, seeAll: Element | null, rating: number): void {
  summary?.querySelectorAll('.ivole-histogramRow, .ivole-histogramRow-s').forEach((row) => {
    const a = row.querySelector<HTMLElement>('a.cr-histogram-a');
    const on = rating > 0 && Number(a?.dataset.rating) === rating;
    row.classList.toggle('ivole-histogramRow-s', on);
    row.classList.toggle('ivole-histogramRow', !on);
    if (on) a?.setAttribute('aria-current', 'true');
    else a?.removeAttribute('aria-current');
  });
  show(seeAll, rating > 0);
}
