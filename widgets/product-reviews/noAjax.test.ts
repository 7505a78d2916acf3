// The reviews tab with CusRev's ajax reviews off: templates/cr-single-product-reviews.php as the fake prints it
// (`/__sw/cusrev?ajax=off`), run as js/frontend.js runs it (5.117.0 l. 277: a row reloads the page with
// cr_ajax_object.rating_filter and reviews_tab; l. 179: the votes of `ol.commentlist`).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { backend } from '../../src/testing/server';
import { cusrevSite } from '../../fixtures/backend/routes/reviewsState';
import { nav } from '../../src/reviews/dom';
import { loadPage } from '../../src/testing/page';
import { recordAjax } from '../../src/reviews/testing';
import { mountWidget } from '../../src/testing/mountWidget';
import { configure } from '@testing-library/react';
import { installCaptchaStandIn, solveStandIn } from '../../src/reviews/captchaStandIns';
import { standInTokenPrefix } from '../../fixtures/backend/routes/captcha';
import { captchaSiteKey, type CaptchaType } from '../../fixtures/backend/routes/reviewsState';

configure({ asyncUtilTimeout: 5000 });

let cleanup: () => Promise<void> = async () => {};
afterEach(async () => {
  await cleanup();
  cleanup = async () => {};
  Object.assign(cusrevSite(backend.session()), {
    ajax: true,
    version: '5.117.0',
    captcha: null,
    commentPages: { perPage: 0, first: 'newest' },
  });
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** a printed or rendered "(n)" count, in whichever digits it is written */
const countOf = (el: Element) =>
  Number((el.textContent ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, ''));

async function noAjaxTab(path = '/product/electric-kettle/', version: '5.117.0' | '5.80.1' = '5.117.0') {
  Object.assign(cusrevSite(backend.session()), { ajax: false, version });
  history.replaceState(null, '', path);
  loadPage(path);
  const root = document.querySelector<HTMLElement>('#reviews.woocommerce-Reviews')!;
  expect(root).not.toBeNull();
  cleanup = await mountWidget('product-reviews', root);
  const $ = <T extends Element = HTMLElement>(s: string) => root.querySelector<T>(s)!;
  return { root, $, sent: recordAjax() };
}

describe('reviews tab without ajax (cr-noAjax)', () => {
  it.each([
    ['5.117.0', '.cr-histogram-a'],
    ['5.80.1', '.ivole-histogram-a'],
  ] as const)(
    '%s: a star row (click or Enter) loads the page with ?ivrating=N#tab-reviews',
    async (version, control) => {
      const { $ } = await noAjaxTab('/product/electric-kettle/?utm_source=x', version);
      const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
      const label = $(`.cr-noAjax .ivole-histogramCell1 ${control}[data-rating="4"]`);
      expect(label.getAttribute('role')).toBe('button');
      expect(label.tabIndex).toBe(0);
      fireEvent.click($(`.cr-noAjax .ivole-histogramCell2 ${control}[data-rating="3"]`));
      fireEvent.keyDown(label, { key: 'Enter' });
      const urls = assign.mock.calls.map((c) => new URL(String(c[0])));
      expect(urls.map((u) => [u.pathname, u.searchParams.get('ivrating'), u.hash])).toEqual([
        ['/product/electric-kettle/', '3', '#tab-reviews'],
        ['/product/electric-kettle/', '4', '#tab-reviews'],
      ]);
      // the page's other parameters stay, as new URL(window.location) keeps them
      expect(urls[0]?.searchParams.get('utm_source')).toBe('x');
    },
  );

  it('on one of WordPress’s comment pages a row loads the filtered list, not its page N', async () => {
    cusrevSite(backend.session()).commentPages = { perPage: 6, first: 'newest' };
    const { root, $ } = await noAjaxTab('/product/electric-kettle/comment-page-3/');
    expect(root.querySelectorAll('ol.commentlist > li')).toHaveLength(6);
    expect(root.querySelector('nav.woocommerce-pagination .current')?.textContent).toBe('3');
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    fireEvent.click($('.cr-noAjax .ivole-histogramCell1 .cr-histogram-a[data-rating="1"]'));
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    // the plugin's script kept comment-page-3, which two one-star reviews do not reach: "no reviews yet"
    expect([url.pathname, url.searchParams.get('ivrating'), url.hash]).toEqual([
      '/product/electric-kettle/',
      '1',
      '#tab-reviews',
    ]);
  });

  it('the filtered page lists that rating only, says so with a see-all link, and shows its row pressed', async () => {
    const { root, $ } = await noAjaxTab('/product/electric-kettle/?ivrating=4');
    const stars = Array.from(root.querySelectorAll('ol.commentlist > li .star-rating strong.rating'));
    expect(stars.length).toBeGreaterThan(0);
    expect(new Set(stars.map((s) => s.textContent))).toEqual(new Set(['4']));
    expect($('.cr-count-filtered-reviews a.cr-seeAllReviews').getAttribute('href')).toBe(
      '/product/electric-kettle/#tab-reviews',
    );
    expect($('.ivole-histogramCell1 .cr-histogram-a[data-rating="4"]').getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect($('.ivole-histogramCell1 .cr-histogram-a[data-rating="5"]').getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('votes on the printed list as the ajax tab does (cr_vote_review, counts from the answer)', async () => {
    const { $, sent } = await noAjaxTab();
    const up = $('ol.commentlist .cr-voting-upvote');
    const count = $('ol.commentlist .cr-voting-upvote-count');
    const before = countOf(count);
    fireEvent.click(up);
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('true'));
    expect(sent.map((x) => x.action)).toEqual(['cr_vote_review']);
    expect(sent[0]?.body.get('reviewID')).toBe(up.dataset.vote);
    expect(countOf(count)).toBe(before + 1);
  });

  /** the comment form's submits as the page sees them after every listener: [prevented, response field] */
  function watchSubmits(form: HTMLFormElement) {
    // the form's required fields filled, as a shopper would
    form.querySelector<HTMLSelectElement>('#rating')!.value = '5';
    form.querySelector<HTMLTextAreaElement>('#comment')!.value = 'غلاية ممتازة';
    form.querySelector<HTMLInputElement>('#author')!.value = 'سارة';
    form.querySelector<HTMLInputElement>('#email')!.value = 'sara@example.com';
    const seen: Array<[boolean, string]> = [];
    const on = (e: Event) => {
      seen.push([
        e.defaultPrevented,
        form.querySelector<HTMLInputElement>('.cr-captcha-response')?.value ?? '',
      ]);
      e.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('submit', on);
    return { seen, stop: () => document.removeEventListener('submit', on) };
  }

  /** the shop's captcha for a guest, its provider's stand-in installed, the tab mounted: the comment form */
  async function guestForm(type: CaptchaType, run: (form: HTMLFormElement) => Promise<void>) {
    cusrevSite(backend.session()).captcha = type;
    backend.session().userId = 0;
    const remove = installCaptchaStandIn(type);
    try {
      const { $ } = await noAjaxTab();
      await run($<HTMLFormElement>('form#commentform'));
    } finally {
      remove();
    }
  }

  it('comment form with reCAPTCHA v3 (guest): the submit waits for execute, then goes with the token', () =>
    guestForm('recaptcha3', async (form) => {
      const submits = watchSubmits(form);
      form.requestSubmit();
      await waitFor(() => expect(submits.seen).toHaveLength(2));
      submits.stop();
      expect(submits.seen[0]).toEqual([true, '']);
      expect(submits.seen[1]?.[0]).toBe(false);
      expect(submits.seen[1]?.[1]).toMatch(
        new RegExp(`^${standInTokenPrefix('recaptcha3', captchaSiteKey('recaptcha3'))}`),
      );
    }));

  it('comment form with hCaptcha (guest): rendered; unsolved, the submit stops and says so; solved, it goes', () =>
    guestForm('hcaptcha', async (form) => {
      await waitFor(() => expect(form.querySelector('input.sw-captcha-stand-in')).not.toBeNull());
      const submits = watchSubmits(form);
      form.requestSubmit();
      expect(submits.seen.at(-1)?.[0]).toBe(true);
      await waitFor(() =>
        expect(form.querySelector('[role="alert"]')?.textContent).toBe('يرجى تأكيد أنك لست روبوتاً'),
      );
      solveStandIn(form);
      form.requestSubmit();
      submits.stop();
      expect(submits.seen.at(-1)?.[0]).toBe(false);
      await waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent).toBe(''));
    }));
});
