// CusRev's reviews grid (`.cr-reviews-grid`): masonry cards of product and shop reviews, 'show more' with the
// ids already shown excluded (comment__not_in), the histogram filter and the add-review form. A failed load
// shows the raw response text, in red, as text.
import { isAbort, isApiError } from '../../src/ajax';
import { sanitizeFragment } from '../../src/html/sanitize';
import { isRecord, obj, str } from '../../src/settings/parse';
import { parseJson } from '../../src/settings/parse';
import { call } from '../../src/reviews/api';
import { bindAddReview } from './addReview';
import { markRating } from '../../src/reviews/histogram';

const gridResponse = obj({ html: str('') });

export function mountReviewsGrid(root: HTMLElement): () => void {
  const raw = parseJson(root.dataset.attributes ?? '');
  const attributes: Record<string, unknown> = isRecord(raw) ? raw : {};
  const inner = root.querySelector<HTMLElement>('.cr-reviews-grid-inner');
  const tail = root.querySelector<HTMLElement>('.cr-reviews-grid-tail');
  const summary = root.querySelector<HTMLElement>('.cr-summaryBox-ajax, .ivole-summaryBox');
  const seeAll = root.querySelector<HTMLElement>('.cr-seeAllReviews');
  let errorBox = root.querySelector<HTMLElement>('.cr-reviews-grid-error');
  if (!errorBox) {
    errorBox = document.createElement('div');
    errorBox.className = 'cr-reviews-grid-error';
    errorBox.setAttribute('role', 'alert');
    root.append(errorBox);
  }
  const state = { rating: 0, busy: false, seq: 0 };

  const shown = () => Array.from(inner?.querySelectorAll<HTMLElement>('.cr-review-card[data-reviewid]') ?? []).map((c) => Number(c.dataset.reviewid)).filter((n) => n > 0);

  const load = (replace: boolean) => {
    if (!replace && state.busy) return;
    state.busy = true;
    const mine = ++state.seq;
    if (errorBox) errorBox.textContent = '';
    root.classList.add('cr-grid-loading');
    summary?.classList.add('cr-updating');
    tail?.querySelector('.cr-show-more-button')?.setAttribute('aria-busy', 'true');
    call('ivole_show_more_grid_reviews', { rating: state.rating, attributes: { ...attributes, comment__not_in: replace ? [] : shown() } }, gridResponse)
      .then((res) => {
        if (mine !== state.seq) return;
        const frag = sanitizeFragment(res.html);
        const cards = Array.from(frag.querySelectorAll('.cr-review-card'));
        if (replace) inner?.replaceChildren(...cards);
        else inner?.append(...cards);
        tail?.replaceChildren(frag); // what is left: the show-more button and the filtered count
        if (!replace && cards[0] instanceof HTMLElement) {
          cards[0].tabIndex = -1;
          if (!tail?.querySelector('.cr-show-more-button')) cards[0].focus();
        }
      })
      .catch((e: unknown) => {
        if (isAbort(e) || mine !== state.seq || !errorBox) return;
        // the plugin prints the raw response text: as text, never as HTML
        errorBox.textContent = isApiError(e) ? e.body || e.message : String(e);
      })
      .finally(() => {
        if (mine !== state.seq) return;
        state.busy = false;
        root.classList.remove('cr-grid-loading');
        summary?.classList.remove('cr-updating');
        tail?.querySelector('.cr-show-more-button')?.removeAttribute('aria-busy');
      });
  };

  const selectRating = (rating: number) => {
    state.rating = rating;
    markRating(summary, seeAll, rating);
    load(true);
  };

  const onClick = (e: MouseEvent) => {
    const t = e.target instanceof Element ? e.target : null;
    if (!t) return;
    const hist = t.closest<HTMLElement>('a.cr-histogram-a');
    if (hist && root.contains(hist)) {
      e.preventDefault();
      selectRating(Number(hist.dataset.rating ?? 0) || 0);
      return;
    }
    if (seeAll && t.closest('.cr-seeAllReviews') === seeAll) {
      e.preventDefault();
      selectRating(0);
      return;
    }
    if (t.closest('.cr-show-more-button') && tail?.contains(t)) {
      e.preventDefault();
      load(false);
    }
  };
  root.addEventListener('click', onClick);
  const unbindForm = bindAddReview(root);
  return () => {
    state.seq++;
    root.removeEventListener('click', onClick);
    unbindForm();
  };
}
