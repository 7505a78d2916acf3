// The review form on a page a full-page cache printed for another login state than the visitor's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { loadPage } from '../../src/testing/page';
import { backend, server } from '../../src/testing/server';
import { cusrevSite } from '../../fixtures/backend/routes/reviewsState';
import { LOGGED_IN_HINT } from '../../src/ajax/loggedInHint';
import { markFormOpen } from '../../src/reviews/formOpen';
import { resetVisitorCopy } from '../../src/reviews/visitorCopy';
import './index';
import { ReviewForm } from './ReviewForm';

configure({ asyncUtilTimeout: 10_000 });

const PRODUCT = '/product/electric-kettle/';
const NOTICE = 'يجب تسجيل الدخول لإضافة مراجعة';
let pages = 0;

beforeEach(() => {
  history.replaceState(null, '', PRODUCT);
  pages = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === PRODUCT) pages++;
  });
});
afterEach(() => {
  cusrevSite(backend.session()).reviews = 'anybody';
  history.replaceState(null, '', '/');
  resetVisitorCopy();
  server.events.removeAllListeners('request:start');
});

/** The product page printed for `renderedFor`, read by `visitor`; the review form opened. */
function cachedForm(opts: { visitor: number; renderedFor: number; hint: boolean }) {
  const sess = backend.session();
  sess.userId = opts.visitor;
  sess.pageCache.renderedFor = opts.renderedFor;
  loadPage(PRODUCT);
  document.querySelector('#cr_qna')?.remove(); // its forms have the same field names
  if (opts.hint) document.cookie = `${LOGGED_IN_HINT}=1; path=/`;
  const el = document.querySelector<HTMLElement>('#reviews .cr-review-form-wrap')!;
  markFormOpen(el, true);
  const printed = {
    name: el.querySelector<HTMLInputElement>('.cr-review-form-name input')?.value,
    notice: el.textContent?.includes(NOTICE),
  };
  render(<ReviewForm el={el} />, { container: el });
  return { el, printed };
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

describe('review form on a page cached for another login state', () => {
  it("a guest's copy read by a customer, reviews for registered customers: the customer's form, with their name", async () => {
    cusrevSite(backend.session()).reviews = 'registered';
    const { el, printed } = cachedForm({ visitor: 7, renderedFor: 0, hint: true });
    expect(printed.notice).toBe(true);
    expect(within(el).getByRole('status').textContent).toBe('جارٍ التحميل…');
    await screen.findByRole('radiogroup', { name: 'التقييم العام' });
    expect(el.textContent).not.toContain(NOTICE);
    expect(field(/^الاسم/).value).toBe('أحمد حسن');
    expect(field(/^البريد الإلكتروني/).value).toBe('ahmed.hassan@example.com');
    expect(pages).toBe(1);
  });

  it("a customer's copy read by a guest: not the customer's name and e-mail", async () => {
    const { printed } = cachedForm({ visitor: 0, renderedFor: 7, hint: false });
    expect(printed.name).toBe('أحمد حسن');
    await screen.findByRole('radiogroup', { name: 'التقييم العام' });
    expect(field(/^الاسم/).value).toBe('');
    expect(field(/^البريد الإلكتروني/).value).toBe('');
    expect(pages).toBe(1);
  });

  it("a customer's copy read by a guest, reviews for registered customers: the plugin's log-in message", async () => {
    cusrevSite(backend.session()).reviews = 'registered';
    const { el } = cachedForm({ visitor: 0, renderedFor: 7, hint: false });
    await within(el).findByText(NOTICE);
    expect(el.querySelector('textarea, input, [role="radio"]')).toBeNull();
  });

  it('the page printed for this login state: the printed form at once, no copy asked for', () => {
    const { el } = cachedForm({ visitor: 0, renderedFor: 0, hint: false });
    expect(within(el).getByRole('radiogroup', { name: 'التقييم العام' })).toBeTruthy();
    expect(pages).toBe(0);
  });

  it('a copy that fails: the printed form', async () => {
    cusrevSite(backend.session()).reviews = 'registered';
    server.use(mswHttp.get(`*${PRODUCT}`, () => new HttpResponse('', { status: 503 })));
    const { el } = cachedForm({ visitor: 7, renderedFor: 0, hint: true });
    await within(el).findByRole('button', { name: 'إغلاق' });
    expect(within(el).getByText(NOTICE)).toBeTruthy();
    expect(pages).toBe(1);
  });
});
