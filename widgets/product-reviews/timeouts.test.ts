// The reviews tab's calls that time out (the fake's `timeout` fault never answers; the client's limit made
// short): the shopper reads the time-out sentence, the control is usable again, and a retry adds nothing twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { backend } from '../../src/testing/server';
import { actions } from '../../src/reviews/testing';
import { reviewsCalls } from '../../src/reviews/api';
import { setup, shown, star, withProductPage } from './testSetup';

withProductPage();
const TIMED_OUT = 'الخادم يستغرق وقتًا طويلًا في الرد. يرجى المحاولة مرة أخرى.';
const limit = reviewsCalls.timeoutMs;
beforeEach(() => {
  reviewsCalls.timeoutMs = 200;
});
afterEach(() => {
  reviewsCalls.timeoutMs = limit;
});

const ids = (items: Element[]) => items.map((li) => li.id);

describe('reviews tab: time-outs', () => {
  it('show more (cr_show_more_reviews) times out: the sentence, the button usable, the retry appends its page once', async () => {
    const { root, $, items, sent } = await setup();
    const more = $<HTMLButtonElement>('button.cr-show-more-reviews-prd');
    backend.addFault({ route: 'ajax:cr_show_more_reviews', fault: 'timeout', times: 1 });
    fireEvent.click(more);
    await waitFor(() => expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe(TIMED_OUT));
    expect(more.getAttribute('aria-busy')).toBeNull();
    expect(more.disabled).toBe(false);
    expect(shown(more)).toBe(true);
    expect(items()).toHaveLength(5);
    expect($('.cr-reviews-ajax-comments').getAttribute('data-page')).toBe('1');
    fireEvent.click(more);
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(new Set(ids(items())).size).toBe(10);
    expect(sent.filter((s) => s.action === 'cr_show_more_reviews').map((s) => s.body.get('page'))).toEqual([
      '1',
      '1',
    ]);
    expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe('');
  });

  it('a star row (cr_filter_reviews) times out: the sentence, the list given back, the row works again', async () => {
    const { root, $, items, sent } = await setup();
    const printed = ids(items());
    backend.addFault({ route: 'ajax:cr_filter_reviews', fault: 'timeout', times: 1 });
    fireEvent.click($(star(5)));
    await waitFor(() => expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe(TIMED_OUT));
    expect(ids(items())).toEqual(printed);
    expect($('ol.cr-ajax-reviews-list').style.visibility).toBe('');
    expect($('.cr-summaryBox-ajax').classList.contains('cr-summaryBar-updating')).toBe(false);
    fireEvent.click($(star(5)));
    await waitFor(() => expect(actions(sent).filter((a) => a === 'cr_filter_reviews')).toHaveLength(2));
    await waitFor(() => expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe(''));
    expect(new Set(ids(items())).size).toBe(items().length);
  });

  it('a vote (cr_vote_review) times out: the sentence by the thumbs, no longer updating, the retry counts once', async () => {
    const { $ } = await setup();
    const cont = $('.cr-voting-cont');
    const up = cont.querySelector<HTMLElement>('.cr-voting-upvote')!;
    const id = Number(up.dataset.vote);
    const u0 = backend.session().shop.reviews.reviews.find((r) => r.id === id)!.votes.upvotes;
    backend.addFault({ route: 'ajax:cr_vote_review', fault: 'timeout', times: 1 });
    fireEvent.click(up);
    await waitFor(() => expect(cont.querySelector('[role="alert"]')?.textContent).toBe(TIMED_OUT));
    expect(up.classList.contains('cr-voting-update')).toBe(false);
    expect(up.classList.contains('cr-voting-active')).toBe(false);
    fireEvent.click(up);
    await waitFor(() => expect(up.classList.contains('cr-voting-active')).toBe(true));
    expect(cont.querySelector('[role="alert"]')).toBeNull();
    expect(cont.querySelector('.cr-voting-upvote-count')?.textContent).toBe(`(${u0 + 1})`);
  });
});
