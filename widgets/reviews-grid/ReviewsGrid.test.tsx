// The grid on CusRev 5.117.0's markup (the fake prints templates/reviews-grid.php and answers
// ivole_show_more_grid_reviews as class-cr-reviews-grid.php does), through MSW.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { axeViolations } from '../../src/testing/axe';
import { answerOnce, actions, recordAjax } from '../../src/reviews/testing';
import { FORM_CLOSE_EVENT } from '../../src/reviews/events';
import './index';
import { ReviewsGrid } from './ReviewsGrid';

configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => loadPage('/reviews-grid/'));

function setup() {
  const el = document.querySelector<HTMLElement>('.cr-reviews-grid')!;
  const sent = recordAjax();
  const user = userEvent.setup();
  render(<ReviewsGrid el={el} />);
  const cards = () =>
    Array.from(el.querySelectorAll<HTMLElement>('.cr-review-card')).map((c) => Number(c.dataset.reviewid));
  const rating = (id: number) => backend.session().shop.reviews.reviews.find((r) => r.id === id)?.rating;
  return { el, sent, user, cards, rating };
}
const more = () => screen.queryByRole('button', { name: /عرض المزيد من المراجعات/ });

describe('reviews grid', () => {
  it('renders the printed cards in the columns, once, and the columns the width allows', () => {
    const printed = Array.from(
      document.querySelectorAll<HTMLElement>('.cr-reviews-grid-inner > .cr-review-card'),
    ).map((c) => c.dataset.reviewid);
    const { el, cards } = setup();
    expect(cards().map(String)).toEqual(printed);
    expect(el.querySelectorAll('.cr-reviews-grid-inner > .cr-review-card')).toHaveLength(0); // all in columns
    expect(el.querySelectorAll('.cr-reviews-grid-col')).toHaveLength(3);
    // jsdom lays nothing out: a grid 0 px wide shows the first column only
    expect(el.querySelector('.cr-reviews-grid-col2')?.classList.contains('cr-reviews-grid-col-none')).toBe(
      true,
    );
    expect(el.querySelector('.cr-reviews-grid-col3')?.classList.contains('cr-reviews-grid-col-none')).toBe(
      true,
    );
    expect(el.querySelector('.cr-reviews-grid-inner')?.classList.contains('cr-colcade-loaded')).toBe(true);
    expect(el.querySelectorAll('.cr-show-more-button')).toHaveLength(1);
  });

  it.each([
    ['as printed', false],
    ["in the entry's first column (a grid 0 px wide)", true],
  ])(
    'hosts the printed cards (%s) as they are: the same elements; a filter replaces them; unmount gives the markup back',
    async (_, laidOut) => {
      const inner = document.querySelector<HTMLElement>('.cr-reviews-grid-inner')!;
      if (laidOut) {
        // what the entry does before the first paint (gridColumns.ts): columns the width leaves out hidden, cards placed
        inner
          .querySelectorAll('.cr-reviews-grid-col2, .cr-reviews-grid-col3')
          .forEach((c) => c.classList.add('cr-reviews-grid-col-none'));
        inner
          .querySelector('.cr-reviews-grid-col1')!
          .append(...Array.from(inner.querySelectorAll(':scope > .cr-review-card')));
        inner.classList.add('cr-colcade-loaded');
      }
      const printedCards = Array.from(inner.querySelectorAll<HTMLElement>('.cr-review-card'));
      const printedHtml = inner.innerHTML;
      const el = document.querySelector<HTMLElement>('.cr-reviews-grid')!;
      const user = userEvent.setup();
      const { unmount } = render(<ReviewsGrid el={el} />);
      const shown = () => Array.from(el.querySelectorAll<HTMLElement>('.cr-review-card'));
      // the page's own card elements, in the columns React renders: nothing re-parsed
      expect(shown()).toEqual(printedCards);
      expect(
        printedCards.every((c) => c.isConnected && c.parentElement?.matches('.cr-reviews-grid-col1')),
      ).toBe(true);
      expect(printedCards[0]!.tabIndex).toBe(-1);
      el.querySelector<HTMLElement>('.ivole-histogramCell1 .cr-histogram-a[data-rating="4"]')!.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(printedCards.some((c) => c.isConnected)).toBe(false));
      expect(shown().length).toBeGreaterThan(0);
      unmount();
      expect(inner.innerHTML).toBe(printedHtml);
      expect(inner.classList.contains('cr-colcade-loaded')).toBe(laidOut);
      expect(Array.from(inner.querySelectorAll('.cr-review-card'))).toEqual(printedCards);
    },
  );

  it('mounted while the entry waits for the covers in view (data-sw-showing=pending): the cards stay hidden until it shows them', async () => {
    const inner = document.querySelector<HTMLElement>('.cr-reviews-grid-inner')!;
    inner
      .querySelectorAll('.cr-reviews-grid-col2, .cr-reviews-grid-col3')
      .forEach((c) => c.classList.add('cr-reviews-grid-col-none'));
    inner
      .querySelector('.cr-reviews-grid-col1')!
      .append(...Array.from(inner.querySelectorAll(':scope > .cr-review-card')));
    inner.dataset.swShowing = 'pending';
    const printedCards = Array.from(inner.querySelectorAll<HTMLElement>('.cr-review-card'));
    const { el } = setup();
    expect(inner.classList.contains('cr-colcade-loaded')).toBe(false);
    // laid out as the entry placed them, not again
    expect(Array.from(el.querySelectorAll<HTMLElement>('.cr-review-card'))).toEqual(printedCards);
    // what gridColumns.ts does once the covers have loaded
    act(() => {
      delete inner.dataset.swShowing;
      inner.classList.add('cr-colcade-loaded');
    });
    await waitFor(() => expect(inner.classList.contains('cr-colcade-loaded')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(inner.classList.contains('cr-colcade-loaded')).toBe(true);
  });

  it('mounted in the frame after the entry showed the cards (the marker not gone yet): they stay shown', async () => {
    const inner = document.querySelector<HTMLElement>('.cr-reviews-grid-inner')!;
    inner
      .querySelector('.cr-reviews-grid-col1')!
      .append(...Array.from(inner.querySelectorAll(':scope > .cr-review-card')));
    inner.dataset.swShowing = 'pending';
    inner.classList.add('cr-colcade-loaded');
    setup();
    await new Promise((r) => setTimeout(r, 20));
    expect(inner.classList.contains('cr-colcade-loaded')).toBe(true);
    act(() => delete inner.dataset.swShowing);
    await new Promise((r) => setTimeout(r, 20));
    expect(inner.classList.contains('cr-colcade-loaded')).toBe(true);
  });

  it('show more leaves out every card shown (product ids, then shop ids), posts booleans as jQuery does, and appends', async () => {
    const { el, sent, user, cards } = setup();
    const first = cards();
    const productIds = Array.from(el.querySelectorAll<HTMLElement>('.cr-card-product')).map((c) =>
      Number(c.dataset.reviewid),
    );
    const shopIds = Array.from(el.querySelectorAll<HTMLElement>('.cr-card-shop')).map((c) =>
      Number(c.dataset.reviewid),
    );
    await user.click(more()!);
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(actions(sent)).toEqual(['ivole_show_more_grid_reviews']);
    const body = sent[0]!.body;
    expect(body.getAll('attributes[comment__not_in][]').map(Number)).toEqual([...productIds, ...shopIds]);
    expect(body.get('attributes[show_more]')).toBe('6');
    expect(body.get('attributes[add_review]')).toBe('true');
    expect(body.get('attributes[show_summary_bar]')).toBe('true');
    expect(body.get('rating')).toBe('0');
    expect(cards().slice(0, 6)).toEqual(first);
    expect(new Set(cards()).size).toBe(12);
    const total = backend.session().shop.reviews.reviews.length;
    expect(more()?.textContent).toBe(`عرض المزيد من المراجعات (${total - 12})`);
    expect(el.querySelector('.cr-show-more [role="status"]')?.textContent).toBe('عدد المراجعات المعروضة: 12');
  });

  it('one request per click while a batch loads', async () => {
    const { sent, user } = setup();
    backend.addFault({ route: 'ajax:ivole_show_more_grid_reviews', fault: 'timeout' }); // never answers: still loading
    const button = more()!;
    await user.click(button);
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(actions(sent)).toEqual(['ivole_show_more_grid_reviews']);
  });

  it('a star row (keyboard) filters: show_more = count + count_shop_reviews, nothing left out; show more then keeps the rating', async () => {
    const { el, sent, user, cards, rating } = setup();
    const star4 = el.querySelector<HTMLElement>('.ivole-histogramCell1 .cr-histogram-a[data-rating="4"]')!;
    expect(star4.getAttribute('role')).toBe('button');
    star4.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(new Set(cards().map(rating))).toEqual(new Set([4])));
    const body = sent[0]!.body;
    expect(body.get('rating')).toBe('4');
    expect(body.get('attributes[show_more]')).toBe('6'); // count 4 + count_shop_reviews 2
    expect(body.getAll('attributes[comment__not_in][]')).toEqual([]);
    expect(star4.closest('.ivole-histogramRow')?.classList.contains('ivole-histogramRow-s')).toBe(true);
    expect(star4.getAttribute('aria-pressed')).toBe('true');
    const filteredCount = el.querySelector('.cr-count-filtered-reviews')!;
    expect(filteredCount.textContent).toContain('(4 نجوم)');
    const seeAll = within(filteredCount as HTMLElement).getByRole('link');
    if (more()) {
      await user.click(more()!);
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]!.body.get('rating')).toBe('4');
      expect(sent[1]!.body.get('attributes[show_more]')).toBe('6');
    }
    await user.click(seeAll);
    await waitFor(() => expect(new Set(cards().map(rating)).size).toBeGreaterThan(1));
    expect(sent.at(-1)!.body.get('rating')).toBe('0');
    expect(star4.getAttribute('aria-pressed')).toBe('false');
  });

  it('a failed load shows the raw response text in red, as text; the cards and the button stay', async () => {
    const { el, user, cards } = setup();
    backend.addFault({ route: 'ajax:ivole_show_more_grid_reviews', fault: '500' });
    await user.click(more()!);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('<p>There has been a critical error on this website.</p>'),
    );
    expect(alert.querySelector('p')).toBeNull();
    expect(cards()).toHaveLength(6);
    expect(more()?.hasAttribute('disabled')).toBe(false);
    expect(el.querySelector('.cr-sw-grid-error')).toBe(alert);
  });

  it('an offline load says so in Arabic', async () => {
    const { user } = setup();
    backend.addFault({ route: 'ajax:ivole_show_more_grid_reviews', fault: 'offline' });
    await user.click(more()!);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'يبدو أنك غير متصل بالإنترنت. تحقق من اتصالك وحاول مرة أخرى.',
      ),
    );
  });

  it('nothing from the server executes: cards, names, alt text, links, the button label and the filtered count', async () => {
    const { el, user } = setup();
    const w = window as unknown as Record<string, unknown>;
    const payloads = [
      '<img src=x onerror="window.__pwned=1">',
      '<svg/onload="window.__pwned=1">',
      '&lt;img src=x onerror="window.__pwned=1"&gt;',
      '"><img src=x onerror="window.__pwned=1">',
    ];
    const card = (id: number, p: string) =>
      `<div class="cr-review-card cr-card-product" style="border-color:#ebebeb;" data-reviewid="${id}" onmouseover="window.__pwned=1"><div class="cr-review-card-content"><div class="image-row"><img class="image-row-img" src="javascript:alert(1)" alt='${p}' data-crmedia="pic"></div><div class="top-row"><div class="reviewer"><div class="reviewer-name">${p}</div></div></div><div class="middle-row"><div class="review-content"><p>${p}</p></div></div><div class="review-product"><div class="product-title"><a href="javascript:window.__pwned=1">${p}</a></div></div></div></div>`;
    answerOnce('ivole_show_more_grid_reviews', {
      html: `<div class="cr-reviews-grid"><div class="cr-reviews-grid-inner">${payloads.map((p, i) => card(9900 + i, p)).join('')}</div><div class="cr-show-more"><button class="cr-show-more-button" type="button">${payloads[0]} المزيد</button></div></div>`,
    });
    await user.click(more()!);
    await waitFor(() => expect(el.querySelectorAll('.cr-review-card')).toHaveLength(10));
    answerOnce('ivole_show_more_grid_reviews', {
      html: `<div class="cr-summaryBox-wrap"><div class="cr-count-filtered-reviews">${payloads.join('')}<a class="cr-seeAllReviews" href="javascript:window.__pwned=1">all</a></div></div><div class="cr-reviews-grid-inner">${card(9950, payloads[1]!)}</div>`,
    });
    await user.click(el.querySelector<HTMLElement>('.cr-histogram-a[data-rating="5"]')!);
    await waitFor(() => expect(el.querySelectorAll('.cr-review-card')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(w.__pwned).toBeUndefined();
    expect(el.querySelectorAll('[onerror], [onload], [onmouseover]')).toHaveLength(0);
    expect(
      Array.from(el.querySelectorAll('a[href], img[src]')).filter((a) =>
        /^\s*javascript:/i.test(a.getAttribute('href') ?? a.getAttribute('src') ?? ''),
      ),
    ).toHaveLength(0);
    expect(el.querySelector('.cr-count-filtered-reviews')?.textContent).toContain(
      '<img src=x onerror="window.__pwned=1">',
    ); // the encoded one stays text
  });

  it('read more / read less on a long review, focus following the link', async () => {
    const { el, user } = setup();
    await user.click(more()!);
    await waitFor(() => expect(el.querySelectorAll('.cr-review-card')).toHaveLength(12));
    let link = el.querySelector<HTMLElement>('.cr-grid-read-more a');
    while (!link && more()) {
      const n = el.querySelectorAll('.cr-review-card').length;
      await user.click(more()!);
      await waitFor(() => expect(el.querySelectorAll('.cr-review-card').length).toBeGreaterThan(n));
      link = el.querySelector<HTMLElement>('.cr-grid-read-more a');
    }
    const card = link!.closest<HTMLElement>('.cr-review-card')!;
    await user.click(link!);
    expect(card.classList.contains('cr-sw-grid-expanded')).toBe(true);
    expect(document.activeElement).toBe(card.querySelector('.cr-grid-read-less a'));
    await user.keyboard('{Enter}');
    expect(card.classList.contains('cr-sw-grid-expanded')).toBe(false);
    expect(document.activeElement).toBe(card.querySelector('.cr-grid-read-more a'));
  });

  it("'add a review' shows the form with the plugin's class; its close returns focus", async () => {
    const { el, user } = setup();
    const add = screen.getByRole('button', { name: 'أضف مراجعة' });
    await user.click(add);
    expect(el.classList.contains('cr-reviews-grid-new-review')).toBe(true);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      el.querySelector('.cr-review-form-wrap')!.dispatchEvent(
        new CustomEvent(FORM_CLOSE_EVENT, { bubbles: true }),
      );
    });
    expect(el.classList.contains('cr-reviews-grid-new-review')).toBe(false);
    expect(document.activeElement).toBe(add);
  });

  it('is axe clean', async () => {
    const { el } = setup();
    expect(await axeViolations(el)).toEqual([]);
  });

  it("a card's video plays in place with controls from its icon (a keyboard button), and pauses again", async () => {
    const { el, user } = setup();
    answerOnce('ivole_show_more_grid_reviews', {
      html: '<div class="cr-reviews-grid-inner"><div class="cr-review-card cr-card-shop" data-reviewid="9990"><div class="cr-review-card-content"><div class="image-row"><video preload="metadata" class="image-row-vid" src="/v.mp4#t=0.1" data-crmedia="vid" data-crtitle="الفيديو رقم 1 من منى"></video><img class="cr-comment-videoicon" src="/video.svg" alt="الفيديو رقم 1 من منى"><div class="media-row-count"><span>1</span></div></div></div></div></div>',
    });
    await user.click(more()!);
    const icon = await screen.findByRole('button', { name: 'الفيديو رقم 1 من منى' });
    const row = icon.closest('.image-row')!;
    icon.focus();
    await user.keyboard('{Enter}');
    expect(row.classList.contains('cr-vid-playing')).toBe(true);
    expect(el.querySelector<HTMLVideoElement>('.image-row-vid')?.controls).toBe(true);
    await user.click(row.querySelector('video')!);
    expect(row.classList.contains('cr-vid-playing')).toBe(false);
  });
});
