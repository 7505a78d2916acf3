import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { recordAjax } from '../../src/reviews/testing';
import { mountReviewsGrid } from './reviewsGrid';

let cleanup = () => {};
beforeEach(() => loadPage('/reviews-grid/'));
afterEach(() => cleanup());

function setup() {
  const root = document.querySelector<HTMLElement>('.cr-reviews-grid')!;
  cleanup = mountReviewsGrid(root);
  const cards = () => Array.from(root.querySelectorAll<HTMLElement>('.cr-reviews-grid-inner .cr-review-card')).map((c) => Number(c.dataset.reviewid));
  return { root, cards, sent: recordAjax() };
}

describe('reviews grid', () => {
  it('prints product and shop review cards', () => {
    const { root } = setup();
    expect(root.querySelectorAll('.cr-card-product').length + root.querySelectorAll('.cr-card-shop').length).toBe(6);
  });

  it('show more excludes the ids already shown and appends', async () => {
    const { root, cards, sent } = setup();
    const first = cards();
    fireEvent.click(root.querySelector('.cr-show-more-button')!);
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(sent[0]?.action).toBe('ivole_show_more_grid_reviews');
    expect(sent[0]?.body.getAll('attributes[comment__not_in][]').map(Number)).toEqual(first);
    expect(new Set(cards()).size).toBe(12);
    expect(root.querySelectorAll('.cr-show-more-button')).toHaveLength(1);
  });

  it('a star row filters the grid', async () => {
    const { root, cards } = setup();
    fireEvent.click(root.querySelector('a.cr-histogram-a[data-rating="2"]')!);
    await waitFor(() => expect(root.classList.contains('cr-grid-loading')).toBe(false));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const ratings = backend.session().shop.reviews.reviews.filter((r) => cards().includes(r.id)).map((r) => r.rating);
    expect(new Set(ratings)).toEqual(new Set([2]));
  });

  it('a load failure shows the raw response text in red, as text', async () => {
    const { root } = setup();
    backend.addFault({ route: 'ajax:ivole_show_more_grid_reviews', fault: '500' });
    fireEvent.click(root.querySelector('.cr-show-more-button')!);
    const box = root.querySelector<HTMLElement>('.cr-reviews-grid-error')!;
    await waitFor(() => expect(box.textContent).toContain('<p>There has been a critical error on this website.</p>'));
    expect(box.querySelector('p')).toBeNull();
    expect(root.querySelectorAll('.cr-reviews-grid-inner .cr-review-card')).toHaveLength(6);
  });
});
