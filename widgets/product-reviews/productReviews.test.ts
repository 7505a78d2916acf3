import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { autoDownloadsOf } from '../../fixtures/backend/routes/reviews';
import { actions, answerOnce, recordAjax } from '../../src/reviews/testing';
import { nav } from '../../src/reviews/dom';
import { mountWidget } from '../../src/testing/mountWidget';
import { axeViolations } from '../../src/testing/axe';

let cleanup: () => Promise<void> = async () => {};
beforeEach(() => {
  loadPage('/product/electric-kettle/');
});
afterEach(async () => {
  await cleanup();
  cleanup = async () => {};
  vi.useRealTimers();
});

async function setup() {
  const root = document.querySelector<HTMLElement>('#reviews.cr-reviews-ajax-reviews')!;
  cleanup = await mountWidget('product-reviews', root);
  const $ = <T extends Element = HTMLElement>(s: string) => root.querySelector<T>(s)!;
  const items = () => Array.from(root.querySelectorAll('ol.cr-ajax-reviews-list > li'));
  return { root, $, items, sent: recordAjax() };
}

/** shown as the PHP prints it (an inline display:none) and as the widget hides it */
const shown = (el: HTMLElement) => !el.hidden && el.style.display !== 'none';
const ratingsOf = (items: Element[]) => items.map((li) => li.querySelector('.crstar-rating-svg')?.getAttribute('aria-label'));
// CR_Reviews::get_histogram_html: the row's label span is its keyboard-operable control
const star = (n: number) => `.ivole-histogramCell1 .cr-histogram-a[data-rating="${n}"]`;

describe('product reviews list', () => {
  it('filters by a star row: page 0, list hidden and controls updating while it loads, then replaced', async () => {
    const { $, items, sent } = await setup();
    backend.addFault({ route: 'ajax:cr_filter_reviews', fault: 'slow:150' });
    fireEvent.click($(star(4)));
    expect($('ol.cr-ajax-reviews-list').style.visibility).toBe('hidden');
    // CusRev's own state classes (css/frontend.css)
    expect($('.cr-summaryBox-ajax').classList.contains('cr-summaryBar-updating')).toBe(true);
    expect($('.cr-review-tags-filter').classList.contains('cr-review-tags-filter-disabled')).toBe(true);
    expect($('select.cr-ajax-reviews-sort').classList.contains('cr-sort-updating')).toBe(true);
    expect($('.cr-review-tags-filter').getAttribute('aria-busy')).toBe('true');
    expect($<HTMLSelectElement>('select.cr-ajax-reviews-sort').disabled).toBe(true);
    await waitFor(() => expect($('ol.cr-ajax-reviews-list').style.visibility).toBe(''));
    expect(new Set(ratingsOf(items()))).toEqual(new Set(['التقييم 4 من 5']));
    expect(sent[0]?.action).toBe('cr_filter_reviews');
    expect(sent[0]?.body.get('rating')).toBe('4');
    // the summary box's nonce (cr_product_reviews_filter_<id>), not #comments'
    expect(sent[0]?.body.get('security')).toBe($('.cr-summaryBox-ajax').dataset.nonce);
    expect(sent[0]?.body.get('security')).not.toBe($('.cr-reviews-ajax-comments').dataset.nonce);
    const row = $(star(4)).closest('.ivole-histogramRow')!;
    expect(row.classList.contains('ivole-histogramRow-s')).toBe(true);
    expect($(star(4)).getAttribute('aria-pressed')).toBe('true');
    // the filtered count row carries CusRev's 'see all' link: it goes back to every rating
    expect($('.cr-count-row-count').textContent).toMatch(/^1-\d+ من \d+ مراجعة \(4 نجوم\)\./);
    fireEvent.click($('.cr-count-row-count .cr-seeAllReviews'));
    await waitFor(() => expect(items().length).toBe(5));
    const filters = sent.filter((x) => x.action === 'cr_filter_reviews');
    expect(filters[1]?.body.get('rating')).toBe('0');
    expect(row.classList.contains('ivole-histogramRow-s')).toBe(false);
  });

  it('without background loading a star row reloads with the rating parameter and the reviews tab anchor', async () => {
    const { root, $ } = await setup();
    root.classList.add('cr-noAjax');
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    fireEvent.click($(star(3)));
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.searchParams.get('crfrating')).toBe('3');
    expect(url.hash).toBe('#tab-reviews');
  });

  it('shows more: sends the page the list holds (data-page), the server answers the next; the label and the button follow', async () => {
    const { $, items, sent } = await setup();
    expect(items()).toHaveLength(5);
    const more = $<HTMLButtonElement>('button.cr-show-more-reviews-prd');
    fireEvent.click(more);
    fireEvent.click(more); // a second click while loading sends nothing
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(actions(sent)).toEqual(['cr_show_more_reviews']);
    expect(sent[0]?.body.get('page')).toBe('1');
    expect(sent[0]?.body.get('security')).toBe($('.cr-reviews-ajax-comments').dataset.nonce);
    expect($('.cr-reviews-ajax-comments').getAttribute('data-page')).toBe('2');
    expect(more.textContent).toBe('عرض المزيد من المراجعات (10)');
    fireEvent.click(more);
    await waitFor(() => expect(items()).toHaveLength(15));
    expect(sent[1]?.body.get('page')).toBe('2');
    fireEvent.click(more);
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(shown(more)).toBe(false);
    expect($('.cr-count-row-count').textContent).toBe('1-20 من 20 مراجعة');
  });

  it('auto-downloads external media of the reviews it appends', async () => {
    const { $, items } = await setup();
    const more = $<HTMLButtonElement>('button.cr-show-more-reviews-prd');
    for (let i = 0; i < 3; i++) {
      fireEvent.click(more);
      await waitFor(() => expect(items()).toHaveLength(10 + i * 5));
    }
    const shownExternal = [...new Set(Array.from(document.querySelectorAll('ol :is(.cr-comment-image-ext, .cr-comment-video-ext)')).map((m) => Number(m.getAttribute('data-reviewid'))))];
    const firstPage = Array.from(document.querySelectorAll('ol > li')).slice(0, 5).map((li) => Number(li.id.replace('li-comment-', '')));
    await waitFor(() => expect(autoDownloadsOf(backend.session()).sort()).toEqual(shownExternal.filter((id) => !firstPage.includes(id)).sort()));
    expect(autoDownloadsOf(backend.session()).length).toBeGreaterThan(0);
  });

  it('empty html on show more hides the button; with page 1 it shows no reviews', async () => {
    const { $, items } = await setup();
    // wp_list_comments() gives null when there is nothing to list
    answerOnce('cr_show_more_reviews', { page: 2, html: null, last_page: false, show_more_label: 'x', count_row: '' });
    const more = $<HTMLButtonElement>('button.cr-show-more-reviews-prd');
    fireEvent.click(more);
    await waitFor(() => expect(shown(more)).toBe(false));
    expect(items()).toHaveLength(5);
    expect(shown($('.cr-search-no-reviews'))).toBe(false);
    // nothing on the server's page 1 (a query from page 0): 'no reviews'
    answerOnce('cr_show_more_reviews', { page: 1, html: '', last_page: true, show_more_label: '', count_row: '' });
    fireEvent.click(more);
    await waitFor(() => expect(shown($('.cr-search-no-reviews'))).toBe(true));
  });

  it('search waits 1000 ms, Enter searches at once, and no match shows the no-reviews message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { $, sent } = await setup();
    const input = $<HTMLInputElement>('.cr-ajax-search input');
    fireEvent.input(input, { target: { value: 'الغلاية' } });
    await vi.advanceTimersByTimeAsync(900);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(actions(sent)).toEqual(['cr_show_more_reviews']));
    expect(sent[0]?.body.get('search')).toBe('الغلاية');
    expect(sent[0]?.body.get('page')).toBe('0');
    fireEvent.input(input, { target: { value: 'لا يوجد شيء كهذا' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(shown($('.cr-search-no-reviews'))).toBe(true));
    expect(sent).toHaveLength(2);
    expect(shown($('button.cr-show-more-reviews-prd'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent).toHaveLength(2); // the debounced search was flushed, not sent twice
  });

  it('tag chips are toggle buttons that filter with tags[]', async () => {
    const { $, items, sent } = await setup();
    const tag = $('.cr-tags-filter[data-crtagid="2"]');
    expect(tag.getAttribute('role')).toBe('button');
    fireEvent.keyDown(tag, { key: 'Enter' });
    await waitFor(() => expect(sent[0]?.action).toBe('cr_show_more_reviews'));
    expect(sent[0]?.body.getAll('tags[]')).toEqual(['2']);
    expect(tag.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect($('ol.cr-ajax-reviews-list').style.visibility).toBe(''));
    const seedTagged = backend.session().shop.reviews.reviews.filter((r) => r.product_id === 101 && r.tags.includes(2)).length;
    expect(items().length).toBe(Math.min(5, seedTagged));
  });

  it('sort sends cr_sort_reviews and replaces the list', async () => {
    const { $, items, sent } = await setup();
    const select = $<HTMLSelectElement>('select.cr-ajax-reviews-sort');
    select.value = 'ratinglow';
    fireEvent.change(select);
    await waitFor(() => expect(ratingsOf(items())[0]).toBe('التقييم 1 من 5'));
    expect(sent[0]?.action).toBe('cr_sort_reviews');
    expect(sent[0]?.body.get('sort')).toBe('ratinglow');
  });

  it.each([
    ['500', 'تعذّر تحميل المراجعات. يرجى المحاولة مرة أخرى.'],
    ['html', 'تعذّر تحميل المراجعات. يرجى المحاولة مرة أخرى.'],
    ['offline', 'تعذّر تحميل المراجعات. تحقّق من اتصالك وحاول مرة أخرى.'],
    ['nonce', 'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.'],
  ] as const)('a failed filter (%s) says so in Arabic and gives the list back', async (fault, text) => {
    const { root, $, items } = await setup();
    backend.addFault({ route: 'ajax:cr_filter_reviews', fault });
    fireEvent.click($(star(5)));
    await waitFor(() => expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe(text));
    expect($('ol.cr-ajax-reviews-list').style.visibility).toBe('');
    expect(items()).toHaveLength(5);
    expect($('.cr-summaryBox-ajax').classList.contains('cr-summaryBar-updating')).toBe(false);
  });

  it.each([
    [{ success: false, data: 'تم حظر الطلب' }],
    [{ error: true }],
  ])('an answer without html (%j) is an error, not an empty result', async (body) => {
    const { root, $, items } = await setup();
    answerOnce('cr_filter_reviews', body);
    fireEvent.click($(star(5)));
    await waitFor(() => expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe('تعذّر تحميل المراجعات. يرجى المحاولة مرة أخرى.'));
    expect(shown($('.cr-search-no-reviews'))).toBe(false);
    expect(items()).toHaveLength(5);
  });

  it('a page cached past its nonce says so on show more, and keeps the list', async () => {
    const { root, $, items } = await setup();
    backend.session().nonces.expireAll();
    fireEvent.click($('button.cr-show-more-reviews-prd'));
    await waitFor(() => expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe('انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.'));
    expect(items()).toHaveLength(5);
    expect($<HTMLButtonElement>('button.cr-show-more-reviews-prd').getAttribute('aria-busy')).toBeNull();
  });

  it('markup in review text, labels, count row and server html executes nothing', async () => {
    const alert = vi.fn();
    window.alert = alert;
    const { root, $ } = await setup();
    // seed review 4016 carries `<img src=x onerror=alert(1)>` as its text
    fireEvent.click($(star(3)));
    await waitFor(() => expect(root.querySelector('#li-comment-4016')).not.toBeNull());
    expect(root.querySelector('#li-comment-4016 .description')?.textContent).toContain('<img src=x onerror=alert(1)>');
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
    expect(root.querySelector('#evil .cr-voting-upvote-count')?.textContent).toBe('(٣)');
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
    expect(cont.querySelector('.cr-voting-upvote-count')?.textContent).toBe(`(${(u0 + 1).toLocaleString('ar-EG')})`);
    fireEvent.keyDown(down, { key: 'Enter' });
    await waitFor(() => expect(down.classList.contains('cr-voting-active')).toBe(true));
    expect(up.classList.contains('cr-voting-active')).toBe(false);
    expect(cont.querySelector('.cr-voting-downvote-count')?.textContent).toBe(`(${(d0 + 1).toLocaleString('ar-EG')})`);
    expect(cont.querySelector('.cr-voting-upvote-count')?.textContent).toBe(`(${u0.toLocaleString('ar-EG')})`);
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
    expect(items()[7]!.querySelector('.cr-voting-upvote-count')?.textContent).toBe('(٤١)');
    expect(id).toBeGreaterThan(0);
  });

  it("add review hides #comments and shows the form's container (a sibling, .cr-ajax-reviews-review-form); closing swaps back", async () => {
    const { root, $ } = await setup();
    const btn = $<HTMLButtonElement>('.cr-ajax-reviews-add-review');
    const box = $('.cr-ajax-reviews-review-form');
    expect(box.parentElement).toBe(root);
    expect(box.querySelector('.cr-review-form-wrap')).not.toBeNull();
    fireEvent.click(btn);
    expect(box.style.display).toBe('block');
    expect($('.cr-reviews-ajax-comments').style.display).toBe('none');
    expect(btn.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      $('.cr-review-form-wrap').dispatchEvent(new CustomEvent('cr-review-form:close', { bubbles: true }));
    });
    expect(box.style.display).toBe('');
    expect($('.cr-reviews-ajax-comments').style.display).toBe('');
    expect(document.activeElement).toBe(btn);
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
  });

  it('mounts on the printed markup: the same reviews and classes, nothing blanked', async () => {
    const root = document.querySelector<HTMLElement>('#reviews.cr-reviews-ajax-reviews')!;
    const printedIds = Array.from(root.querySelectorAll('ol.cr-ajax-reviews-list > li')).map((li) => li.id);
    const classes = () => new Set(Array.from(root.querySelectorAll('#comments [class]')).flatMap((e) => Array.from(e.classList)));
    const before = classes();
    const { items } = await setup();
    expect(items().map((li) => li.id)).toEqual(printedIds);
    const after = classes();
    for (const c of before) expect(after.has(c), c).toBe(true);
  });
});
