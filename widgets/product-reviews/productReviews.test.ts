import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { backend } from '../../src/testing/server';
import { autoDownloadsOf } from '../../fixtures/backend/routes/reviews';
import { actions, answerOnce } from '../../src/reviews/testing';
import { loadPage } from '../../src/testing/page';
import { setup, shown, star, withProductPage } from './testSetup';

withProductPage();

const ratingsOf = (items: Element[]) =>
  items.map((li) => li.querySelector('.crstar-rating-svg')?.getAttribute('aria-label'));

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

  it('auto-downloads external media of the printed reviews at mount and of those it appends, once per review', async () => {
    // the newest review (printed first) gets an image still on CusRev's servers, as 4011 has
    const reviews = backend.session().shop.reviews.reviews;
    const kettle = reviews.filter((r) => r.product_id === 101).sort((a, b) => b.date.localeCompare(a.date));
    const image = reviews.find((r) => r.id === 4011)!.media[0]!;
    kettle[0]!.media = [...kettle[0]!.media, image];
    loadPage('/product/electric-kettle/');
    const { $, items, sent } = await setup();
    const external = () => [
      ...new Set(
        Array.from(document.querySelectorAll('ol :is(.cr-comment-image-ext, .cr-comment-video-ext)')).map(
          (m) => Number(m.getAttribute('data-reviewid')),
        ),
      ),
    ];
    const printed = external();
    expect(printed).toContain(kettle[0]!.id);
    await waitFor(() => expect(autoDownloadsOf(backend.session()).sort()).toEqual([...printed].sort()));
    const more = $<HTMLButtonElement>('button.cr-show-more-reviews-prd');
    for (let i = 0; i < 3; i++) {
      fireEvent.click(more);
      await waitFor(() => expect(items()).toHaveLength(10 + i * 5));
    }
    const shown = external();
    expect(shown.length).toBeGreaterThan(printed.length);
    await waitFor(() => expect(autoDownloadsOf(backend.session()).sort()).toEqual([...shown].sort()));
    // a sort lists the same reviews again: none is asked for twice
    const sort = $<HTMLSelectElement>('select.cr-ajax-reviews-sort');
    fireEvent.change(sort, { target: { value: sort.options[sort.selectedIndex === 0 ? 1 : 0]!.value } });
    await waitFor(() =>
      expect($('.cr-summaryBox-ajax').classList.contains('cr-summaryBar-updating')).toBe(false),
    );
    await waitFor(() => expect(sent.some((r) => r.body.get('action') === 'cr_sort_reviews')).toBe(true));
    await waitFor(() => expect(external().length).toBeGreaterThan(0));
    expect(autoDownloadsOf(backend.session()).sort()).toEqual([...shown].sort());
  });

  it('empty html on show more hides the button; with page 1 it shows no reviews', async () => {
    const { $, items } = await setup();
    // wp_list_comments() gives null when there is nothing to list
    answerOnce('cr_show_more_reviews', {
      page: 2,
      html: null,
      last_page: false,
      show_more_label: 'x',
      count_row: '',
    });
    const more = $<HTMLButtonElement>('button.cr-show-more-reviews-prd');
    fireEvent.click(more);
    await waitFor(() => expect(shown(more)).toBe(false));
    expect(items()).toHaveLength(5);
    expect(shown($('.cr-search-no-reviews'))).toBe(false);
    // nothing on the server's page 1 (a query from page 0): 'no reviews'
    answerOnce('cr_show_more_reviews', {
      page: 1,
      html: '',
      last_page: true,
      show_more_label: '',
      count_row: '',
    });
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
    const seedTagged = backend
      .session()
      .shop.reviews.reviews.filter((r) => r.product_id === 101 && r.tags.includes(2)).length;
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

  it.each([[{ success: false, data: 'تم حظر الطلب' }], [{ error: true }]])(
    'an answer without html (%j) is an error, not an empty result',
    async (body) => {
      const { root, $, items } = await setup();
      answerOnce('cr_filter_reviews', body);
      fireEvent.click($(star(5)));
      await waitFor(() =>
        expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe(
          'تعذّر تحميل المراجعات. يرجى المحاولة مرة أخرى.',
        ),
      );
      expect(shown($('.cr-search-no-reviews'))).toBe(false);
      expect(items()).toHaveLength(5);
    },
  );

  it('a page cached past its nonce: show more and the star filter are refused once each, fresh nonces asked, sent again', async () => {
    const { $, items, sent } = await setup();
    backend.session().nonces.expireAll();
    fireEvent.click($('button.cr-show-more-reviews-prd'));
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(actions(sent)).toEqual([
      'cr_show_more_reviews',
      'storefront_widgets_nonces',
      'cr_show_more_reviews',
    ]);
    // the page's product (body class postid-101) named, so its per-product nonces came back
    expect(sent[1]?.body.get('post')).toBe('101');
    const fresh = backend.session().nonces.create('cr_product_reviews_101');
    expect(sent[2]?.body.get('security')).toBe(fresh);
    expect(sent[2]?.body.get('page')).toBe('1');
    fireEvent.click($(star(4)));
    await waitFor(() => expect(new Set(ratingsOf(items()))).toEqual(new Set(['التقييم 4 من 5'])));
    // the filter's nonce came in the same answer: sent fresh at once
    const lists = actions(sent).filter((a) => a !== 'cr_auto_download_media_frontend');
    expect(lists.slice(3)).toEqual(['cr_filter_reviews']);
    expect(sent.find((x) => x.action === 'cr_filter_reviews')?.body.get('security')).toBe(
      backend.session().nonces.create('cr_product_reviews_filter_101'),
    );
  });

  it('cached past its nonce and the fresh nonces failing: said once, the list kept, no second show more', async () => {
    const { root, $, items, sent } = await setup();
    backend.session().nonces.expireAll();
    backend.addFault({ route: 'ajax:storefront_widgets_nonces', fault: '500' });
    fireEvent.click($('button.cr-show-more-reviews-prd'));
    await waitFor(() =>
      expect(root.querySelector('.cr-reviews-notice')?.textContent).toBe(
        'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.',
      ),
    );
    expect(actions(sent)).toEqual(['cr_show_more_reviews', 'storefront_widgets_nonces']);
    expect(items()).toHaveLength(5);
    expect($<HTMLButtonElement>('button.cr-show-more-reviews-prd').getAttribute('aria-busy')).toBeNull();
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

  it("the search field's clear icon (a keyboard button while there is text) empties it and lists every review again", async () => {
    const { $, items, sent } = await setup();
    const input = $<HTMLInputElement>('.cr-ajax-search input');
    const clear = $('.cr-ajax-search .cr-clear-input');
    expect(clear.style.display).toBe('none');
    fireEvent.change(input, { target: { value: 'لا يوجد شيء كهذا' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(shown($('.cr-search-no-reviews'))).toBe(true));
    expect(clear.style.display).toBe('inline-block');
    expect(clear.getAttribute('role')).toBe('button');
    fireEvent.keyDown(clear, { key: 'Enter' });
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(input.value).toBe('');
    expect(sent.filter((x) => x.action === 'cr_show_more_reviews').map((x) => x.body.get('search'))).toEqual([
      'لا يوجد شيء كهذا',
      '',
    ]);
    expect(shown($('.cr-search-no-reviews'))).toBe(false);
  });

  it("without the histogram (CR_Reviews::show_nosummary): its own 'add review' button opens the form", async () => {
    loadPage('/product/electric-kettle/?cr_histogram=no');
    const { $ } = await setup();
    expect($('.cr-summaryBox-ajax')).toBeNull();
    const btn = $<HTMLButtonElement>('.cr-ajax-reviews-nosummary button.cr-nosummary-add');
    expect($('.cr-nosummary-rating-val').textContent).not.toBe('');
    fireEvent.click(btn);
    expect($('.cr-ajax-reviews-review-form').style.display).toBe('block');
    expect($('.cr-reviews-ajax-comments').style.display).toBe('none');
    act(() => {
      $('.cr-review-form-wrap').dispatchEvent(new CustomEvent('cr-review-form:close', { bubbles: true }));
    });
    expect(document.activeElement).toBe(btn);
  });
});
