// Q&A that needs a login, on a page a full-page cache printed for another login state than the visitor's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { loadPage } from '../../src/testing/page';
import { backend, server } from '../../src/testing/server';
import { renderPage } from '../../fixtures/backend/render/pages';
import { cusrevSite } from '../../fixtures/backend/routes/reviewsState';
import { LOGGED_IN_HINT } from '../../src/ajax/loggedInHint';
import { NONCES_ACTION } from '../../src/ajax/freshNonces';
import { actions, recordAjax } from '../../src/reviews/testing';
import { installCaptchaStandIn } from '../../src/reviews/captchaStandIns';
import { axeViolations } from '../../src/testing/axe';
import './index';
import { Qna } from './Qna';
import { COPY_PARAM, resetVisitorCopy } from '../../src/reviews/visitorCopy';

configure({ asyncUtilTimeout: 10_000 });

const PRODUCT = '/product/electric-kettle/';
const ASK_NOTICE = 'يجب تسجيل الدخول لطرح سؤال';
let removeStandIn = () => {};
let pages: URL[] = [];

beforeEach(() => {
  cusrevSite(backend.session()).qna = 'registered';
  history.replaceState(null, '', PRODUCT);
  removeStandIn = installCaptchaStandIn('recaptcha3');
});
afterEach(() => {
  cusrevSite(backend.session()).qna = 'anybody';
  history.replaceState(null, '', '/');
  resetVisitorCopy();
  removeStandIn();
});

/** The product page as the cache serves it: printed for `renderedFor`, read by `visitor`; the hint as given. */
function cachedPage(opts: { visitor: number; renderedFor: number; hint: boolean }) {
  const sess = backend.session();
  sess.userId = opts.visitor;
  sess.pageCache.renderedFor = opts.renderedFor;
  loadPage(PRODUCT);
  if (opts.hint) document.cookie = `${LOGGED_IN_HINT}=1; path=/`;
  const el = document.querySelector<HTMLElement>('#cr_qna.cr-qna-block')!;
  const sent = recordAjax();
  pages = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === PRODUCT) pages.push(url);
  });
  render(<Qna el={el} />);
  return { el, sent, askBox: el.querySelector<HTMLElement>('.cr-qna-new-q-form')! };
}

const ask = () => fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
/** The log-in message the widget shows (the plugin's, with a close button), once the box is taken */
const shownNotice = async (box: HTMLElement) => {
  await within(box).findByRole('button', { name: 'إغلاق' });
  expect(within(box).getByText(ASK_NOTICE)).toBeTruthy();
};

describe('Q&A for registered customers on a page cached for another login state', () => {
  it("a guest's copy read by a customer: the customer's own forms (item line, terms, captcha), and the question is saved with their name", async () => {
    const { el, sent, askBox } = cachedPage({ visitor: 7, renderedFor: 0, hint: true });
    expect(within(askBox).getByText(ASK_NOTICE)).toBeTruthy();
    ask();
    const askButton = screen.getByRole('button', { name: 'اطرح سؤالاً' });
    expect(askButton.getAttribute('aria-busy')).toBe('true');
    expect(el.classList.contains('cr-qna-new-q-form-open')).toBe(false); // the printed notice stays shut
    const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
    expect(askButton.hasAttribute('aria-busy')).toBe(false);
    expect(el.classList.contains('cr-qna-new-q-form-open')).toBe(true);
    expect(askBox.querySelector('.cr-review-form-not-logged-in')).toBeNull();
    expect(askBox.querySelector<HTMLInputElement>('.cr-review-form-item-id')?.value).toBe('101');
    expect(pages).toHaveLength(1);
    expect(pages[0]?.searchParams.has(COPY_PARAM)).toBe(true);
    const name = within(form).getByLabelText(/^الاسم/) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('أحمد حسن'));
    expect(document.activeElement).toBe(within(form).getByLabelText(/^سؤالك/));
    expect(await axeViolations(el)).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'هل يصلح للسفر؟' } });
    fireEvent.click(within(form).getByRole('checkbox')); // the terms came with the customer's copy
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال السؤال' }));
    await within(form).findByText('تمت إضافة السؤال بنجاح.');
    const body = sent.find((x) => x.action === 'cr_new_qna')!.body;
    expect([body.get('currentPostID'), body.get('name'), body.get('email')]).toEqual([
      '101',
      'أحمد حسن',
      'ahmed.hassan@example.com',
    ]);
    expect(body.get('cptcha')).toMatch(/^stand-in-recaptcha3-/);
    expect(JSON.stringify([...backend.session().data.values()])).toContain('هل يصلح للسفر؟');

    fireEvent.click(el.querySelector('.cr-qna-ans-button')!);
    const ansBox = el.querySelector<HTMLElement>('.cr-qna-list-inl-answ')!;
    await waitFor(() => expect(ansBox.querySelector('textarea')).not.toBeNull());
    expect(ansBox.querySelector('.cr-review-form-not-logged-in')).toBeNull();
    expect(pages).toHaveLength(1); // one copy per page
    expect(actions(sent).filter((a) => a === NONCES_ACTION)).toHaveLength(1);
  });

  it("a customer's copy read by a guest: the plugin's log-in message, no form", async () => {
    const { askBox } = cachedPage({ visitor: 0, renderedFor: 7, hint: false });
    expect(askBox.querySelector('textarea')).not.toBeNull();
    ask();
    await shownNotice(askBox);
    expect(askBox.querySelector('textarea, input:not([type="hidden"])')).toBeNull();
    expect(within(askBox).getByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(pages).toHaveLength(1);
  });

  it('a hint the session does not confirm: the printed notice, and the page is not asked for', async () => {
    const { askBox, sent } = cachedPage({ visitor: 0, renderedFor: 0, hint: true });
    ask();
    await shownNotice(askBox);
    expect(actions(sent)).toEqual([NONCES_ACTION]);
    expect(pages).toHaveLength(0);
  });

  it('without the hint the box opens at once as printed', () => {
    const { askBox, el } = cachedPage({ visitor: 7, renderedFor: 0, hint: false });
    ask();
    expect(el.classList.contains('cr-qna-new-q-form-open')).toBe(true);
    expect(within(askBox).getByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اطرح سؤالاً' }).hasAttribute('aria-busy')).toBe(false);
  });

  it.each([
    ['a cache that ignores the query string (the copy is the printed one)', 'copy'],
    ['a copy that fails', 'error'],
  ] as const)('%s: the printed notice stands', async (_, answer) => {
    const printed = renderPage(new URL(PRODUCT, location.origin), { session: backend.session() })?.html ?? '';
    server.use(
      mswHttp.get(`*${PRODUCT}`, () =>
        answer === 'copy' ? HttpResponse.html(printed) : new HttpResponse('', { status: 500 }),
      ),
    );
    const { askBox, el } = cachedPage({ visitor: 7, renderedFor: 0, hint: true });
    ask();
    await shownNotice(askBox);
    expect(el.classList.contains('cr-qna-new-q-form-open')).toBe(true);
    expect(pages).toHaveLength(1);
  });

  it('closed while the copy is asked for: it stays closed when the copy comes', async () => {
    const { el, askBox } = cachedPage({ visitor: 7, renderedFor: 0, hint: true });
    fireEvent.click(el.querySelector('.cr-qna-ans-button')!);
    fireEvent.click(el.querySelector('.cr-qna-ans-button')!); // the same button again: closed
    await waitFor(() => expect(pages).toHaveLength(1));
    const ansBox = el.querySelector<HTMLElement>('.cr-qna-list-inl-answ')!;
    await waitFor(() => expect(ansBox.dataset.swTaken).toBe('1'));
    expect(ansBox.querySelector('.cr-review-form-not-logged-in')).toBeNull(); // the customer's copy, taken
    expect(el.querySelector('.cr-qna-ans-form-open')).toBeNull();
    expect(askBox.querySelector('.cr-review-form-not-logged-in')).not.toBeNull(); // untouched until opened
    fireEvent.click(el.querySelector('.cr-qna-ans-button')!);
    expect(ansBox.querySelector('textarea')).not.toBeNull(); // at once now
    expect(pages).toHaveLength(1);
  });
});
