import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { mountWidget } from '../../src/testing/mountWidget';
import { axeViolations } from '../../src/testing/axe';
import { answerOnce, recordAjax } from '../../src/reviews/testing';
import { allReviews } from '../../fixtures/backend/render/domains/cusrev/allReviews';
import { submittedOf } from '../../fixtures/backend/routes/reviews';

// waitFor's 1 s default is short on a shared, loaded machine: conditions are waited for, never slept on
configure({ asyncUtilTimeout: 5000 });

let cleanup: () => Promise<void> = async () => {};
beforeEach(() => loadPage('/all-reviews/'));
afterEach(async () => {
  await cleanup();
  cleanup = async () => {};
});

async function setup() {
  const root = document.querySelector<HTMLElement>('.cr-all-reviews-shortcode')!;
  const printed = root.innerHTML;
  cleanup = await mountWidget('all-reviews', root);
  const ids = () => Array.from(root.querySelectorAll('ol.commentlist > li')).map((li) => li.id);
  const $ = <T extends Element = HTMLElement>(s: string) => root.querySelector<T>(s)!;
  return { root, $, ids, printed, sent: recordAjax() };
}

const expected = (from: number, to: number, q: Partial<Parameters<typeof allReviews>[1]> = {}) =>
  allReviews(backend.session(), { rating: 0, sortBy: 'date', search: '', tags: [], ...q })
    .slice(from, to)
    .map((r) => `li-comment-${r.id}`);

describe('all-reviews block (CR_All_Reviews 5.117.0 markup)', () => {
  it('renders what the PHP printed: the same classes, the same reviews, nothing blanked', async () => {
    const { root, ids, printed } = await setup();
    expect(ids()).toEqual(expected(0, 5));
    const classes = (html: string) => {
      const d = document.createElement('div');
      d.innerHTML = html;
      return new Set(Array.from(d.querySelectorAll('[class]')).flatMap((e) => Array.from(e.classList)));
    };
    const after = classes(root.innerHTML);
    // every class CusRev's stylesheet can target is still there (the in-list spinner span is left out: an <ol> holds <li>s)
    for (const c of classes(printed))
      if (c !== 'cr-pagination-review-spinner') expect(after.has(c), c).toBe(true);
  });

  it('hosts the printed reviews as they are: the same elements, votes rendered into them; a page replaces them, unmount gives them back', async () => {
    const root = document.querySelector<HTMLElement>('.cr-all-reviews-shortcode')!;
    const printedList = root.querySelector('ol.commentlist')!;
    const printedItems = Array.from(printedList.children);
    const printedVotes = printedItems.map((li) => li.querySelector('.cr-voting-cont')?.innerHTML);
    const { $, ids, printed } = await setup();
    // the page's own <li>s, not copies: nothing re-parsed
    const listed = Array.from(root.querySelectorAll('ol.commentlist > li'));
    expect(listed).toEqual(printedItems.filter((li) => !li.matches('.cr-pagination-review-spinner')));
    expect(listed.every((li) => li.isConnected)).toBe(true);
    // their thumbs are the React control (keyboard buttons), in the printed box
    const up = listed[0]!.querySelector<HTMLElement>('.cr-voting-cont .cr-voting-upvote')!;
    expect(up.getAttribute('role')).toBe('button');
    answerOnce('cr_vote_review', { code: 0, votes: { upvotes: 7, downvotes: 0, current: 1 } });
    fireEvent.click(up);
    await waitFor(() => expect(listed[0]!.querySelector('.cr-voting-upvote-count')?.textContent).toBe('(7)'));
    // a numbered page replaces them: they leave the document
    fireEvent.click($('.cr-all-reviews-pagination .cr-page-numbers-a[data-page="1"]'));
    await waitFor(() => expect(ids()).toEqual(expected(5, 10)));
    expect(listed.some((li) => li.isConnected)).toBe(false);
    // unmounted: the printed block as it was, its reviews in the printed list with their printed thumbs
    await cleanup();
    cleanup = async () => {};
    expect(root.innerHTML).toBe(printed);
    expect(Array.from(root.querySelector('ol.commentlist')!.children)).toEqual(printedItems);
    expect(printedItems.map((li) => li.querySelector('.cr-voting-cont')?.innerHTML)).toEqual(printedVotes);
  });

  it('show more appends the answer after the hosted printed reviews; unmount gives the printed list back', async () => {
    loadPage('/all-reviews/?cr_show_more=5');
    const root = document.querySelector<HTMLElement>('.cr-all-reviews-shortcode')!;
    const printedItems = Array.from(root.querySelectorAll('ol.commentlist > li'));
    const { $, ids, printed } = await setup();
    fireEvent.click($('button.cr-show-more-button'));
    await waitFor(() => expect(ids()).toEqual(expected(0, 10)));
    expect(Array.from(root.querySelectorAll('ol.commentlist > li')).slice(0, 5)).toEqual(printedItems);
    await cleanup();
    cleanup = async () => {};
    expect(root.innerHTML).toBe(printed);
  });

  it('numbered pages: a link sends its data-page (the page before it), the server answers the next; list and links replaced', async () => {
    const { $, ids, sent: all } = await setup();
    // the fake's pages carry external media: their auto-download calls come in between
    const sent = { at: (i: number) => all.filter((x) => x.action === 'cr_show_more_all_reviews')[i] };
    fireEvent.click($('.cr-all-reviews-pagination .cr-page-numbers-a[data-page="1"]'));
    await waitFor(() => expect(ids()).toEqual(expected(5, 10)));
    expect(sent.at(0)?.body.get('page')).toBe('1');
    // page 3's link appears once page 2 is shown (cr_paginate_links: one page either side)
    fireEvent.click($('.cr-all-reviews-pagination .cr-page-numbers-a[data-page="2"]'));
    await waitFor(() => expect(ids()).toEqual(expected(10, 15)));
    expect(sent.at(1)?.action).toBe('cr_show_more_all_reviews');
    expect(sent.at(1)?.body.get('page')).toBe('2');
    // jQuery posts the parsed data-attributes object: attributes[key], booleans as "true"/"false"
    expect(sent.at(1)?.body.get('attributes[show_more]')).toBe('0');
    expect(sent.at(1)?.body.get('attributes[per_page]')).toBe('5');
    expect(sent.at(1)?.body.get('attributes[show_products]')).toBe('true');
    expect(sent.at(1)?.body.has('rating')).toBe(false);
    expect($('.cr-all-reviews-pagination .cr-page-numbers.current').textContent).toBe('3');
    expect($('.cr-count-row-count').textContent).toMatch(/^11-15 من \d+ مراجعة$/);
    expect(document.activeElement?.id).toBe(expected(10, 11)[0]);
    // the previous-page link goes back one
    fireEvent.keyDown($('.cr-all-reviews-pagination .prev'), { key: 'Enter' });
    await waitFor(() => expect(ids()).toEqual(expected(5, 10)));
    expect(sent.at(2)?.body.get('page')).toBe('1');
  });

  it('a star row filters (tags dropped, as the plugin does), the see-all link in the count row goes back', async () => {
    const { $, ids, sent } = await setup();
    const user = userEvent.setup();
    const chip = $('.cr-tags-filter[data-crtagid]');
    await user.click(chip);
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect($('ol.commentlist').style.visibility).toBe(''));
    const star = $('.ivole-histogramCell1 .cr-histogram-a[data-rating="1"]');
    star.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body.get('rating')).toBe('1');
    expect(sent[1]?.body.getAll('tags[]')).toEqual([]);
    await waitFor(() => expect(ids()).toEqual(expected(0, 5, { rating: 1 })));
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await user.click($('.cr-count-row-count .cr-seeAllReviews'));
    await waitFor(() => expect(ids()).toEqual(expected(0, 5)));
    expect(sent[2]?.body.has('rating')).toBe(false);
  });

  it('search: the Search button and Enter send it at once, page 0; no match shows no reviews', async () => {
    const { $, sent } = await setup();
    const user = userEvent.setup();
    await user.type($('.cr-ajax-search input'), 'غلاية');
    await user.click($('button.cr-button-search'));
    await waitFor(() => expect(sent.some((x) => x.body.get('search') === 'غلاية')).toBe(true));
    expect(sent.at(-1)?.body.get('page')).toBe('0');
    await user.clear($('.cr-ajax-search input'));
    await user.type($('.cr-ajax-search input'), 'لا يوجد شيء كهذا{Enter}');
    await waitFor(() => expect($('.cr-search-no-reviews').style.display).toBe(''));
    expect($('.cr-count-row-count').textContent).toBe('0 من 0 مراجعة');
  });

  it('sort: most helpful', async () => {
    const { $, ids, sent } = await setup();
    fireEvent.change($('select.cr-ajax-reviews-sort'), { target: { value: 'helpful' } });
    await waitFor(() => expect(ids()).toEqual(expected(0, 5, { sortBy: 'helpful' })));
    expect(sent[0]?.body.get('sort')).toBe('helpful');
  });

  it.each([
    ['500', 'تعذّر تحميل المراجعات. يرجى المحاولة مرة أخرى.'],
    ['invalid-json', 'تعذّر تحميل المراجعات. يرجى المحاولة مرة أخرى.'],
    ['offline', 'تعذّر تحميل المراجعات. تحقّق من اتصالك وحاول مرة أخرى.'],
    ['html', 'تعذّر تحميل المراجعات. يرجى المحاولة مرة أخرى.'],
    ['nonce', 'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.'],
  ] as const)('a failed page (%s) says so in Arabic and keeps the list', async (fault, text) => {
    const { $, ids, root } = await setup();
    const before = ids();
    backend.addFault({ route: 'ajax:cr_show_more_all_reviews', fault });
    fireEvent.click($('.cr-all-reviews-pagination .cr-page-numbers-a[data-page="1"]'));
    await waitFor(() => expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe(text));
    expect(ids()).toEqual(before);
    expect($('ol.commentlist').classList.contains('cr-pagination-load')).toBe(false);
  });

  it('markup in review text, author, reply, tags, count row and page links executes nothing', async () => {
    const alert = vi.fn();
    window.alert = alert;
    const { root, $ } = await setup();
    answerOnce('cr_show_more_all_reviews', {
      page: 2,
      html:
        '<li class="review" id="li-comment-9001"><div class="comment_container"><div class="cr-comment-text">' +
        '<span class="woocommerce-review__author"><img src=x onerror="alert(1)">"><svg/onload=alert(2)></span>' +
        '<div class="description"><p>&lt;img src=x onerror=alert(3)&gt;<a href="javascript:alert(4)">x</a></p></div>' +
        '<div class="cr-review-tags-cont"><span class="cr-review-tag"><img src=x onerror=alert(5)></span></div>' +
        '<ul class="children"><li class="comment" id="li-comment-9002"><div class="description"><svg><a href="data:text/html,<script>alert(6)</script>">r</a></svg></div></li></ul>' +
        '<div class="cr-voting-cont cr-voting-cont-uni"><span class="cr-voting-upvote cr-voting-a" data-vote="9001" data-upvote="1"><img src=x onerror=alert(7)></span><span class="cr-voting-upvote-count">(2)</span><span class="cr-voting-downvote cr-voting-a" data-vote="9001" data-upvote="0"></span><span class="cr-voting-downvote-count">(0)</span></div>' +
        '</div></div></li>',
      last_page: false,
      show_more_label: 'x',
      count_row: '<img src=x onerror=alert(8)>6-10',
      pagination:
        '<span class="cr-page-numbers cr-page-numbers-a" data-page="0"><img src=x onerror=alert(9)>1</span><span class="cr-page-numbers current">2</span>',
    });
    fireEvent.click($('.cr-all-reviews-pagination .cr-page-numbers-a[data-page="1"]'));
    await waitFor(() => expect(root.querySelector('#li-comment-9001')).not.toBeNull());
    expect(root.querySelector('[onerror], [onload]')).toBeNull();
    expect(root.querySelector('a[href^="javascript"], a[href^="data"]')).toBeNull();
    expect($('#li-comment-9001 .description').textContent).toContain('<img src=x onerror=alert(3)>');
    expect($('.cr-count-row-count').textContent).toBe('6-10');
    expect($('.cr-all-reviews-pagination .cr-page-numbers-a').textContent).toBe('1');
    expect($('#li-comment-9001 .cr-voting-upvote-count').textContent).toBe('(2)');
    await new Promise((r) => setTimeout(r, 20));
    expect(alert).not.toHaveBeenCalled();
  });

  it('votes on a page loaded later: keyboard buttons, counts from the response', async () => {
    const { $, ids } = await setup();
    fireEvent.click($('.cr-all-reviews-pagination .cr-page-numbers-a[data-page="1"]'));
    await waitFor(() => expect(ids()).toEqual(expected(5, 10)));
    const up = $(`#${ids()[0]} .cr-voting-upvote`);
    expect(up.getAttribute('role')).toBe('button');
    expect(up.tabIndex).toBe(0);
    answerOnce('cr_vote_review', { code: 0, votes: { upvotes: 12, downvotes: 1, current: 1 } });
    up.focus();
    await userEvent.setup().keyboard(' ');
    await waitFor(() => expect(up.classList.contains('cr-voting-active')).toBe(true));
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect($(`#${ids()[0]} .cr-voting-upvote-count`).textContent).toBe('(12)');
  });

  it('is axe clean as mounted and with a filter and a search applied', async () => {
    const { root, $ } = await setup();
    expect(await axeViolations(root)).toEqual([]);
    fireEvent.click($('.ivole-histogramCell1 .cr-histogram-a[data-rating="5"]'));
    await waitFor(() => expect($('.cr-count-row-count .cr-seeAllReviews')).not.toBeNull());
    fireEvent.change($('.cr-ajax-search input'), { target: { value: 'لا يوجد شيء كهذا' } });
    fireEvent.click($('button.cr-button-search'));
    await waitFor(() => expect($('.cr-search-no-reviews').style.display).toBe(''));
    expect(await axeViolations(root)).toEqual([]);
  }, 60_000); // axe over the whole block in jsdom: slow on a loaded machine

  it('with show_more (no numbered pages): the button sends its data-page, the answer is appended', async () => {
    loadPage('/all-reviews/?cr_show_more=5'); // the block printed with show_more="5"

    const { $, ids, sent } = await setup();
    expect($('.cr-all-reviews-pagination')).toBeNull();
    const more = $<HTMLButtonElement>('button#cr-show-more-all-reviews.cr-show-more-button');
    expect(more.dataset.page).toBe('1');
    fireEvent.click(more);
    await waitFor(() => expect(ids()).toEqual(expected(0, 10)));
    const asked = sent.find((x) => x.action === 'cr_show_more_all_reviews');
    expect(asked?.body.get('page')).toBe('1');
    expect(asked?.body.get('attributes[show_more]')).toBe('5');
    expect(more.dataset.page).toBe('2');
    expect($('.cr-count-row-count').textContent).toMatch(/^1-10 من \d+ مراجعة$/);
    const total = allReviews(backend.session(), { rating: 0, sortBy: 'date', search: '', tags: [] }).length;
    expect(more.textContent).toBe(`عرض المزيد من المراجعات (${total - 10})`);
  });

  it("add_review: the summary's button opens the printed shop form (cr-all-reviews-new-review), errors, a shop review (id -1) sent once, closed with focus back", async () => {
    const { root, $, sent } = await setup();
    const user = userEvent.setup();
    const add = $('.cr-all-reviews-add-review');
    const form = $('.cr-review-form-wrap');
    expect(add.getAttribute('aria-expanded')).toBe('false');
    await user.click(add);
    expect(root.classList.contains('cr-all-reviews-new-review')).toBe(true);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    // the form's own widget, as the page mounts it once the form shows
    const closeForm = await mountWidget('review-form', form);
    const listCleanup = cleanup;
    cleanup = async () => {
      await closeForm();
      await listCleanup();
    };
    const f = within(form);
    await user.click(f.getByRole('button', { name: 'إرسال المراجعة' }));
    expect(f.getByText('يرجى اختيار تقييم')).toBeTruthy();
    expect(f.getByText('يرجى كتابة مراجعتك')).toBeTruthy();
    expect(sent.filter((x) => x.action === 'cr_submit_review')).toEqual([]);
    await user.click(
      within(f.getByRole('radiogroup', { name: 'التقييم' })).getByRole('radio', { name: '4 من 5 نجوم' }),
    );
    await user.type(f.getByLabelText(/^المراجعة/), 'خدمة سريعة وتغليف ممتاز');
    await user.type(f.getByLabelText(/^الاسم/), 'منى');
    await user.type(f.getByLabelText(/^البريد الإلكتروني/), 'mona@example.com');
    await user.click(f.getByRole('button', { name: 'إرسال المراجعة' }));
    await waitFor(() => expect(f.getByText('تمت إضافة مراجعتك بنجاح')).toBeTruthy());
    const posts = sent.filter((x) => x.action === 'cr_submit_review');
    expect(posts).toHaveLength(1);
    expect([posts[0]?.body.get('id'), posts[0]?.body.get('rating'), posts[0]?.body.get('name')]).toEqual([
      '-1',
      '4',
      'منى',
    ]);
    expect(submittedOf(backend.session())).toHaveLength(1);
    await user.click(f.getByRole('button', { name: 'متابعة' }));
    expect(root.classList.contains('cr-all-reviews-new-review')).toBe(false);
    expect(add.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(screen.queryByText('تمت إضافة مراجعتك بنجاح')).toBeNull();
  }, 30_000);
});
