import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage } from '../../src/testing/page';
import { recordAjax } from '../../src/reviews/testing';
import widget from './index';
import type { DomWidget } from '../../src/mount/types';
import { getStore } from '../../src/store';

let cleanup = () => {};
beforeEach(() => loadPage('/all-reviews/'));
afterEach(() => cleanup());

function setup() {
  const root = document.querySelector<HTMLElement>('.cr-all-reviews-shortcode')!;
  cleanup = (widget as DomWidget).mount(root, { name: 'all-reviews', store: getStore() });
  const ids = () => Array.from(root.querySelectorAll('ol.cr-ajax-reviews-list > li')).map((li) => li.id);
  return { root, ids, sent: recordAjax() };
}

describe('all-reviews block', () => {
  it('numbered page links replace the list and the pagination', async () => {
    const { root, ids, sent } = setup();
    const first = ids();
    expect(first).toHaveLength(5);
    fireEvent.click(root.querySelector('.cr-pagination a[data-page="3"]')!);
    await waitFor(() => expect(ids()).not.toEqual(first));
    expect(ids()).toHaveLength(5);
    expect(sent[0]?.action).toBe('cr_show_more_all_reviews');
    expect(sent[0]?.body.get('page')).toBe('3');
    expect(sent[0]?.body.get('attributes')).toContain('per_page');
    expect(root.querySelector('.cr-pagination [aria-current="page"]')?.textContent).toBe('٣');
    expect(root.querySelector('.cr-count-row-count')?.textContent).toMatch(/^عرض/);
  });

  it('the star filter works the same as on the product page', async () => {
    const { root, sent } = setup();
    fireEvent.click(root.querySelector('a.cr-histogram-a[data-rating="1"]')!);
    await waitFor(() => expect(sent[0]?.body.get('rating')).toBe('1'));
    await waitFor(() => expect(root.querySelector<HTMLElement>('ol.cr-ajax-reviews-list')!.style.visibility).toBe(''));
    const labels = Array.from(root.querySelectorAll('ol .star-rating')).map((s) => s.getAttribute('aria-label'));
    expect(new Set(labels)).toEqual(new Set(['التقييم 1 من 5']));
  });
});
