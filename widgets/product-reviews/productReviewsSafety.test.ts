// The reviews tab's safety and accessibility: every server field of a review through the sanitizer, votes as
// keyboard toggle buttons (reviews loaded later too) with counts from the response, axe with every panel open.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { backend } from '../../src/testing/server';
import { answerOnce } from '../../src/reviews/testing';
import { axeViolations } from '../../src/testing/axe';
import { setup, shown, star, unmount, withProductPage } from './testSetup';

withProductPage();

describe('product reviews: safety, votes, accessibility', () => {
  it('markup in review text, labels, count row and server html executes nothing', async () => {
    const alert = vi.fn();
    window.alert = alert;
    const { root, $ } = await setup();
    // seed review 4016 carries `<img src=x onerror=alert(1)>` as its text
    fireEvent.click($(star(3)));
    await waitFor(() => expect(root.querySelector('#li-comment-4016')).not.toBeNull());
    expect(root.querySelector('#li-comment-4016 .description')?.textContent).toContain(
      '<img src=x onerror=alert(1)>',
    );
    expect(root.querySelector('img[src="x"]')).toBeNull();
    answerOnce('cr_show_more_reviews', {
      page: 2,
      html:
        '<li id="evil"><img src=x onerror="alert(5)"><svg/onload=alert(6)>&lt;img src=x onerror=alert(7)&gt;<a href="javascript:alert(8)">x</a>' +
        // author, tags, the shop's reply (a nested comment) and the votes: every server field of a review
        '<span class="woocommerce-review__author">"><img src=x onerror=alert(11)></span>' +
        '<div class="cr-review-tags-cont"><span class="cr-review-tag"><svg><a href="data:text/html,<script>alert(12)</script>">t</a></svg></span></div>' +
        '<ul class="children"><li class="comment" id="reply"><div class="description"><p><iframe srcdoc="<script>alert(13)</script>"></iframe>رد</p></div></li></ul>' +
        '<div class="cr-voting-cont cr-voting-cont-uni"><span class="cr-voting-upvote cr-voting-a" data-vote="77" data-upvote="1"><img src=x onerror=alert(14)></span><span class="cr-voting-upvote-count">(3)</span><span class="cr-voting-downvote cr-voting-a" data-vote="77" data-upvote="0"></span><span class="cr-voting-downvote-count">(1)</span></div></li>',
      last_page: false,
      show_more_label: '<img src=x onerror=alert(9)>المزيد',
      count_row: '<svg/onload=alert(10)>عرض',
    });
    fireEvent.click($('button.cr-show-more-reviews-prd'));
    await waitFor(() => expect(root.querySelector('#evil')).not.toBeNull());
    expect(root.querySelector('[onerror], [onload]')).toBeNull(); // DOMPurify keeps a bare <svg>, without handlers
    expect(root.querySelector('#evil a')?.getAttribute('href')).toBeNull();
    expect(root.querySelector('#evil a[href^="data"], #evil iframe')).toBeNull();
    expect(root.querySelector('#reply .description')?.textContent).toBe('رد');
    // the vote control React renders from it: counts as text, the thumb's markup cleaned
    expect(root.querySelector('#evil .cr-voting-upvote-count')?.textContent).toBe('(3)');
    expect(root.querySelector('#evil .cr-voting-upvote')?.getAttribute('role')).toBe('button');
    expect($('button.cr-show-more-reviews-prd').textContent).toBe('المزيد');
    expect(shown($('button.cr-show-more-reviews-prd'))).toBe(true);
    expect($('.cr-count-row-count').textContent).toBe('عرض');
    expect(root.querySelector('ol.cr-ajax-reviews-list > #evil')).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(alert).not.toHaveBeenCalled();
  });

  it('votes: updating while sent, then active from the returned votes, with counts', async () => {
    const { $ } = await setup();
    const cont = $('#li-comment-4003 .cr-voting-cont') ?? $('.cr-voting-cont');
    const up = cont.querySelector<HTMLElement>('.cr-voting-upvote')!;
    const down = cont.querySelector<HTMLElement>('.cr-voting-downvote')!;
    const id = Number(up.dataset.vote);
    const before = backend.session().shop.reviews.reviews.find((r) => r.id === id)!.votes;
    const [u0, d0] = [before.upvotes, before.downvotes];
    backend.addFault({ route: 'ajax:cr_vote_review', fault: 'slow:80' });
    fireEvent.click(up);
    // as the plugin's script: both thumbs 'updating' while the vote is sent
    expect(up.classList.contains('cr-voting-update')).toBe(true);
    expect(down.classList.contains('cr-voting-update')).toBe(true);
    expect(up.getAttribute('aria-label')).toBe('مفيدة');
    fireEvent.click(down); // ignored while the first vote is in flight
    await waitFor(() => expect(up.classList.contains('cr-voting-update')).toBe(false));
    expect(up.classList.contains('cr-voting-active')).toBe(true);
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(cont.querySelector('.cr-voting-upvote-count')?.textContent).toBe(`(${u0 + 1})`);
    fireEvent.keyDown(down, { key: 'Enter' });
    await waitFor(() => expect(down.classList.contains('cr-voting-active')).toBe(true));
    expect(up.classList.contains('cr-voting-active')).toBe(false);
    expect(cont.querySelector('.cr-voting-downvote-count')?.textContent).toBe(`(${d0 + 1})`);
    expect(cont.querySelector('.cr-voting-upvote-count')?.textContent).toBe(`(${u0})`);
  });

  it('vote counts in the digits the page prints them: Latin as CusRev prints them, Arabic-Indic where a site does', async () => {
    const { $, items } = await setup();
    // CR_Reviews::display_voting_buttons() prints intval(): Latin digits on the Arabic shop
    const printed = $('.cr-voting-cont');
    expect(printed.querySelector('.cr-voting-upvote-count')?.textContent).toMatch(/^\(\d+\)$/);
    answerOnce('cr_vote_review', { code: 0, votes: { upvotes: 12, downvotes: 0, current: 1 } });
    fireEvent.click(printed.querySelector('.cr-voting-upvote')!);
    await waitFor(() => expect(printed.querySelector('.cr-voting-upvote-count')?.textContent).toBe('(12)'));
    // a site whose output filter writes Arabic-Indic digits: counts read and written in them
    answerOnce('cr_show_more_reviews', {
      page: 2,
      html: '<li id="li-comment-88" class="comment"><div class="cr-voting-cont cr-voting-cont-uni"><span class="cr-voting-upvote cr-voting-a" data-vote="88" data-upvote="1"></span><span class="cr-voting-upvote-count">(٣)</span><span class="cr-voting-downvote cr-voting-a" data-vote="88" data-upvote="0"></span><span class="cr-voting-downvote-count">(١)</span></div></li>',
      last_page: false,
      show_more_label: 'المزيد',
      count_row: 'عرض',
    });
    fireEvent.click($('button.cr-show-more-reviews-prd'));
    await waitFor(() => expect(items().some((li) => li.id === 'li-comment-88')).toBe(true));
    const loaded = $('#li-comment-88 .cr-voting-cont');
    expect(loaded.querySelector('.cr-voting-upvote-count')?.textContent).toBe('(٣)');
    answerOnce('cr_vote_review', { code: 0, votes: { upvotes: 4, downvotes: 1, current: 1 } });
    fireEvent.click(loaded.querySelector('.cr-voting-upvote')!);
    await waitFor(() => expect(loaded.querySelector('.cr-voting-upvote-count')?.textContent).toBe('(٤)'));
  });

  it('votes on reviews loaded later: keyboard-operable, counts from the response', async () => {
    const { $, items } = await setup();
    fireEvent.click($('button.cr-show-more-reviews-prd'));
    await waitFor(() => expect(items()).toHaveLength(10));
    const up = items()[7]!.querySelector<HTMLElement>('.cr-voting-upvote')!;
    expect(up.getAttribute('role')).toBe('button');
    expect(up.tabIndex).toBe(0);
    const id = Number(up.dataset.vote);
    answerOnce('cr_vote_review', { code: 0, votes: { upvotes: 41, downvotes: 3, current: 1 } });
    fireEvent.keyDown(up, { key: ' ' });
    await waitFor(() => expect(up.classList.contains('cr-voting-active')).toBe(true));
    expect(items()[7]!.querySelector('.cr-voting-upvote-count')?.textContent).toBe('(41)');
    expect(id).toBeGreaterThan(0);
  });

  it('is axe clean as mounted, while a query loads, with a filter applied and with the add-review form open', async () => {
    const { root, $ } = await setup();
    expect(await axeViolations(root)).toEqual([]);
    backend.addFault({ route: 'ajax:cr_filter_reviews', fault: 'slow:150' });
    fireEvent.click($(star(4)));
    expect(await axeViolations(root)).toEqual([]);
    await waitFor(() => expect($('.cr-count-row-count .cr-seeAllReviews')).not.toBeNull());
    expect(await axeViolations(root)).toEqual([]);
    fireEvent.click($('.cr-ajax-reviews-add-review'));
    expect(await axeViolations(root)).toEqual([]);
  }, 60_000); // four axe runs over the whole tab in jsdom: slow on a loaded machine

  it('mounts on the printed markup: the same reviews and classes, nothing blanked', async () => {
    const root = document.querySelector<HTMLElement>('#reviews.cr-reviews-ajax-reviews')!;
    const printedIds = Array.from(root.querySelectorAll('ol.cr-ajax-reviews-list > li')).map((li) => li.id);
    const classes = () =>
      new Set(Array.from(root.querySelectorAll('#comments [class]')).flatMap((e) => Array.from(e.classList)));
    const before = classes();
    const printedCount = root.querySelectorAll('#comments > *').length;
    const printedItems = Array.from(root.querySelectorAll('ol.cr-ajax-reviews-list > li'));
    const printedHtml = root.innerHTML;
    const { items } = await setup();
    expect(items().map((li) => li.id)).toEqual(printedIds);
    // hosted as printed: the page's own elements, not copies
    expect(items()).toEqual(printedItems);
    const after = classes();
    for (const c of before) expect(after.has(c), c).toBe(true);
    // unmounted (its markup removed, or the widget failed): the printed children come back as they were
    await unmount();
    expect(Array.from(root.querySelectorAll('ol.cr-ajax-reviews-list > li')).map((li) => li.id)).toEqual(
      printedIds,
    );
    expect(root.querySelector('.sw-printed, .cr-reviews-notice')).toBeNull();
    expect(root.querySelectorAll('#comments > *').length).toBe(printedCount);
    expect(Array.from(root.querySelectorAll('ol.cr-ajax-reviews-list > li'))).toEqual(printedItems);
    expect(root.innerHTML).toBe(printedHtml);
  });

  it.each(['500', 'offline', 'nonce'] as const)(
    'a vote that fails (%s) says so in Arabic and keeps the counts',
    async (fault) => {
      const { $ } = await setup();
      const cont = $('.cr-voting-cont');
      const before = cont.querySelector('.cr-voting-upvote-count')?.textContent;
      backend.addFault({ route: 'ajax:cr_vote_review', fault });
      fireEvent.click(cont.querySelector('.cr-voting-upvote')!);
      await waitFor(() =>
        expect(cont.querySelector('[role="alert"]')?.textContent).toBe(
          'تعذّر حفظ تقييمك. يرجى المحاولة مرة أخرى.',
        ),
      );
      expect(cont.querySelector('.cr-voting-upvote-count')?.textContent).toBe(before);
      expect(cont.querySelector('.cr-voting-upvote')?.classList.contains('cr-voting-update')).toBe(false);
    },
  );

  it.each([
    ['a printed part the view keeps (the customer images strip)', '.cr-comment-image-top-item'],
    ['a part it renders again (the search field)', '.cr-ajax-search input'],
  ])('focus in %s stays there when the root takes the list over', async (_, selector) => {
    const el = document.querySelector<HTMLElement>(`#comments ${selector}`)!;
    el.tabIndex = 0;
    el.focus();
    expect(document.activeElement).toBe(el);
    await setup();
    expect(document.activeElement?.matches(`#comments ${selector}`)).toBe(true);
  });
});
