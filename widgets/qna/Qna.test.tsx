import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { submittedOf } from '../../fixtures/backend/routes/reviews';
import { QNA_RECAPTCHA_KEY } from '../../fixtures/backend/render/domains/cusrev/qna';
import { actions, answerOnce, recordAjax } from '../../src/reviews/testing';
import { reviewsCalls } from '../../src/reviews/api';
import { axeViolations } from '../../src/testing/axe';
import './index';
import { Qna } from './Qna';
import { installCaptchaStandIn } from '../../src/reviews/captchaStandIns';
import { cusrevSite } from '../../fixtures/backend/routes/reviewsState';

// the machine is shared: a submit through the fake with its slow: faults may take seconds under load
configure({ asyncUtilTimeout: 10_000 });

const w = window as unknown as Record<string, unknown>;
/** the v3 stand-in (the provider script the browser tests serve at Google's URL), each execute recorded */
const executed: Array<[string, unknown]> = [];
let removeStandIn = () => {};
beforeEach(() => {
  backend.session().userId = 7;
  loadPage('/product/electric-kettle/');
  executed.length = 0;
  removeStandIn = installCaptchaStandIn('recaptcha3');
  const g = w.grecaptcha as { execute: (key: string, opts: unknown) => Promise<string> };
  const execute = g.execute;
  g.execute = (key, opts) => {
    executed.push([key, opts]);
    return execute(key, opts);
  };
});
afterEach(() => {
  vi.useRealTimers();
  removeStandIn();
});

/** the stand-in's n-th token for the Q&A site key (its siteverify accepts it) */
const v3Token = new RegExp(`^stand-in-recaptcha3-${QNA_RECAPTCHA_KEY}-\\d+-submit$`);

function setup() {
  const el = document.querySelector<HTMLElement>('#cr_qna.cr-qna-block')!;
  const sent = recordAjax();
  render(<Qna el={el} />);
  const questions = () => el.querySelectorAll('.cr-qna-list-q-cont');
  return { el, sent, questions };
}
const shown = (el: HTMLElement) => !el.hidden && el.style.display !== 'none';
const defval = (el: HTMLElement, field: 'name' | 'email') =>
  el.querySelector<HTMLElement>(`.cr-qna-new-q-form .cr-review-form-${field} .cr-review-form-txt`)?.dataset
    .defval;

/** the ask form opened, and its name and e-mail fields */
async function openAsk() {
  fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
  const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
  const name = within(form).getByLabelText(/^الاسم/) as HTMLInputElement;
  const email = within(form).getByLabelText(/^البريد/) as HTMLInputElement;
  return { form, name, email };
}

describe('questions and answers', () => {
  it("shows more with the button's data-page (0 as printed); the server answers the next page", async () => {
    const { el, sent, questions } = setup();
    expect(questions()).toHaveLength(5);
    const more = el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!;
    expect(more.dataset.page).toBe('0');
    fireEvent.click(more);
    fireEvent.click(more); // one request per click while loading
    await waitFor(() => expect(questions()).toHaveLength(10));
    expect(actions(sent)).toEqual(['cr_show_more_qna']);
    expect(sent[0]?.body.get('page')).toBe('0');
    expect(more.dataset.page).toBe('1');
    expect(sent[0]?.body.get('productID')).toBe('101');
    // the tab's data-attributes is the JSON string "cr_qna" (the tab key WooCommerce passes display_qna_tab):
    // jQuery's .data() leaves it a string, quotes included, and posts it so
    expect(sent[0]?.body.get('cr_attributes')).toBe('"cr_qna"');
    fireEvent.click(more);
    await waitFor(() => expect(questions()).toHaveLength(11));
    expect(sent[1]?.body.get('page')).toBe('1');
    expect(shown(more)).toBe(false);
  });

  it('questions printed without data-question are all kept across pages (none dropped for a shared key)', async () => {
    const { el, questions } = setup();
    const page = (texts: string[]) =>
      texts
        .map(
          (t) =>
            `<div class="cr-qna-list-q-cont"><div class="cr-qna-list-q-q"><span class="cr-qna-list-question">${t}</span></div></div>`,
        )
        .join('');
    answerOnce('cr_show_more_qna', { page: 1, html: page(['أ', 'ب']), last_page: false });
    const more = el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!;
    fireEvent.click(more);
    await waitFor(() => expect(questions()).toHaveLength(7));
    answerOnce('cr_show_more_qna', { page: 2, html: page(['ج', 'د']), last_page: true });
    fireEvent.click(more);
    await waitFor(() => expect(questions()).toHaveLength(9));
    expect(Array.from(el.querySelectorAll('.cr-qna-list-question'), (q) => q.textContent).slice(5)).toEqual([
      'أ',
      'ب',
      'ج',
      'د',
    ]);
  });

  it('searches after 500 ms (arrow keys do not search) with data-page -1, and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { el, sent, questions } = setup();
    const input = el.querySelector<HTMLInputElement>('.cr-ajax-qna-search input')!;
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    fireEvent.keyUp(input, { key: 'ArrowLeft' });
    await vi.advanceTimersByTimeAsync(600);
    expect(sent).toHaveLength(0);
    fireEvent.input(input, { target: { value: 'الضمان' } });
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(150);
    await waitFor(() => expect(questions().length).toBeGreaterThan(0));
    expect(sent[0]?.body.get('page')).toBe('-1');
    expect(sent[0]?.body.get('search')).toBe('الضمان');
    expect(el.querySelector<HTMLElement>('button.cr-show-more-que')!.dataset.page).toBe('0');
    fireEvent.input(input, { target: { value: 'سؤال غير موجود إطلاقاً' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(shown(el.querySelector<HTMLElement>('.cr-search-no-qna')!)).toBe(true));
    expect(sent[1]?.body.get('page')).toBe('-1');
    expect(questions()).toHaveLength(0);
    expect(shown(el.querySelector<HTMLElement>('button.cr-show-more-que')!)).toBe(false);
  });

  it(
    'asks a question: terms, reCAPTCHA v3 execute with data-crcptcha, one request, reset to the data-defval name and e-mail',
    { timeout: 30_000 },
    async () => {
      const { el, sent } = setup();
      const preset = { name: defval(el, 'name'), email: defval(el, 'email') }; // as qna-tab.php prints them
      fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
      expect(el.classList.contains('cr-qna-new-q-form-open')).toBe(true);
      const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
      expect(el.querySelectorAll('.cr-qna-new-q-form textarea')).toHaveLength(1); // the PHP fields gave way
      const name = within(form).getByLabelText(/^الاسم/) as HTMLInputElement;
      expect(name.value).toBe(preset.name);
      expect(name.value).not.toBe('');
      fireEvent.change(name, { target: { value: '' } });
      fireEvent.click(within(form).getByRole('button', { name: 'إرسال السؤال' }));
      expect(within(form).getByText('يرجى كتابة سؤالك')).toBeTruthy();
      expect(within(form).getByText('يرجى إدخال اسمك')).toBeTruthy();
      expect(within(form).getByText('يرجى تحديد مربع الاختيار للمتابعة')).toBeTruthy();
      fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'هل يوجد لون أسود؟' } });
      fireEvent.change(name, { target: { value: 'ضيف' } });
      fireEvent.click(within(form).getByRole('checkbox'));
      const submit = within(form).getByRole('button', { name: 'إرسال السؤال' });
      fireEvent.click(submit);
      fireEvent.click(submit);
      const ok = await within(form).findByRole('button', { name: 'متابعة' });
      expect(within(form).getByText('تمت إضافة السؤال بنجاح.')).toBeTruthy();
      expect(actions(sent).filter((a) => a === 'cr_new_qna')).toHaveLength(1);
      expect(executed).toEqual([[QNA_RECAPTCHA_KEY, { action: 'submit' }]]);
      const body = sent.find((s) => s.action === 'cr_new_qna')!.body;
      expect(String(body.get('cptcha'))).toMatch(v3Token);
      expect(body.get('currentPostID')).toBe('101');
      expect(body.get('crNonce')).toBe(el.dataset.nonce);
      expect(body.get('questionID')).toBeNull();
      fireEvent.click(ok);
      expect(el.classList.contains('cr-qna-new-q-form-open')).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
      const again = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
      expect((within(again).getByLabelText(/^الاسم/) as HTMLInputElement).value).toBe(preset.name);
      expect((within(again).getByLabelText(/^البريد/) as HTMLInputElement).value).toBe(preset.email);
      expect((within(again).getByLabelText(/^سؤالك/) as HTMLTextAreaElement).value).toBe('');
      expect(within(again).getByRole('checkbox')).toHaveProperty('checked', false);
    },
  );

  it("a page a cache printed for a guest, seen by a customer: the form's name and e-mail become the customer's", async () => {
    backend.session().pageCache.renderedFor = 0;
    loadPage('/product/electric-kettle/');
    const { el } = setup();
    expect(defval(el, 'name')).toBe('');
    const { name, email } = await openAsk();
    await waitFor(() => expect(name.value).toBe('أحمد حسن'));
    expect(email.value).toBe('ahmed.hassan@example.com');
    expect(await axeViolations(el)).toEqual([]);
  });

  it("a customer's cached page shown to a guest: no one's name or e-mail, and a question sent at once carries none", async () => {
    const sess = backend.session();
    sess.userId = 0;
    sess.pageCache.renderedFor = 7;
    loadPage('/product/electric-kettle/');
    const { el, sent } = setup();
    expect(defval(el, 'email')).toBe('ahmed.hassan@example.com');
    const { form, name, email } = await openAsk();
    await waitFor(() => expect(email.value).toBe(''));
    expect(name.value).toBe('');
    fireEvent.change(name, { target: { value: 'ضيف' } });
    fireEvent.change(email, { target: { value: 'guest@example.com' } });
    fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'هل يوجد لون أسود؟' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال السؤال' }));
    await within(form).findByRole('button', { name: 'متابعة' });
    const body = sent.find((x) => x.action === 'cr_new_qna')!.body;
    expect([body.get('name'), body.get('email')]).toEqual(['ضيف', 'guest@example.com']);
  });

  it("a question sent before the session has answered carries the session's name and e-mail, not the page's", async () => {
    const sess = backend.session();
    sess.userId = 8;
    sess.pageCache.renderedFor = 7;
    loadPage('/product/electric-kettle/');
    const { el, sent } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
    const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
    fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'هل يوجد لون أسود؟' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال السؤال' }));
    await within(form).findByRole('button', { name: 'متابعة' });
    const body = sent.find((x) => x.action === 'cr_new_qna')!.body;
    expect([body.get('name'), body.get('email')]).toEqual(['منى عادل', 'mona.adel@example.com']);
    expect(el.dataset.nonce).toBeTruthy();
  });

  it("a guest when Q&A needs a login: ask and answer show the plugin's message and log-in link, no form", async () => {
    backend.session().userId = 0;
    cusrevSite(backend.session()).qna = 'registered';
    try {
      loadPage('/product/electric-kettle/');
      const { el } = setup();
      fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
      const askBox = el.querySelector<HTMLElement>('.cr-qna-new-q-form')!;
      await within(askBox).findByText('يجب تسجيل الدخول لطرح سؤال');
      expect(within(askBox).getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe(
        '/wp-login.php?redirect_to=%2Fproduct%2Felectric-kettle%2F',
      );
      expect(askBox.querySelector('textarea, input:not([type="hidden"])')).toBeNull();
      fireEvent.click(within(askBox).getByRole('button', { name: 'إغلاق' }));
      expect(el.classList.contains('cr-qna-new-q-form-open')).toBe(false);
      fireEvent.click(el.querySelector('.cr-qna-ans-button')!);
      const ansBox = el.querySelector<HTMLElement>('.cr-qna-list-inl-answ')!;
      await within(ansBox).findByText('يجب تسجيل الدخول للإجابة عن سؤال');
      expect(ansBox.querySelector('textarea')).toBeNull();
    } finally {
      cusrevSite(backend.session()).qna = 'anybody';
    }
  });

  it(
    'Back closes the ask and the answer forms every time they open, and the page stays',
    { timeout: 30_000 },
    async () => {
      const { el } = setup();
      for (let round = 0; round < 2; round++) {
        fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
        const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
        fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'سؤال' } });
        await waitFor(() => expect(history.state).toMatchObject({ swPanel: expect.any(String) }));
        history.back();
        await waitFor(() => expect(el.classList.contains('cr-qna-new-q-form-open')).toBe(false));
        fireEvent.click(el.querySelector('.cr-qna-ans-button')!);
        await waitFor(() => expect(el.querySelector('.cr-qna-ans-form-open')).not.toBeNull());
        await waitFor(() => expect(history.state).toMatchObject({ swPanel: expect.any(String) }));
        history.back();
        await waitFor(() => expect(el.querySelector('.cr-qna-ans-form-open')).toBeNull());
      }
    },
  );

  it('without grecaptcha the server answers that the reCAPTCHA response is missing', async () => {
    removeStandIn();
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
    const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
    fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'سؤال' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال السؤال' }));
    expect(await within(form).findByText('استجابة reCAPTCHA مفقودة.')).toBeTruthy();
  });

  it('answers inline with questionID and productID (the row data-question/data-post); the answer form starts empty', async () => {
    const { el, sent } = setup();
    const row = el.querySelector<HTMLElement>('.cr-qna-list-q-b')!;
    fireEvent.click(within(row).getByRole('button', { name: 'أجب عن السؤال' }));
    expect(row.classList.contains('cr-qna-ans-form-open')).toBe(true);
    const form = await within(row).findByRole('form', { name: 'أجب عن السؤال' });
    expect((within(form).getByLabelText(/^الاسم/) as HTMLInputElement).value).toBe('');
    fireEvent.change(within(form).getByLabelText(/^إجابتك/), { target: { value: 'نعم' } });
    fireEvent.change(within(form).getByLabelText(/^الاسم/), { target: { value: 'منى' } });
    fireEvent.change(within(form).getByLabelText(/^البريد/), { target: { value: 'bad' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال الإجابة' }));
    expect(within(form).getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^البريد/), { target: { value: 'mona@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال الإجابة' }));
    await within(form).findByText('تمت إضافة الإجابة بنجاح.');
    const body = sent.find((s) => s.action === 'cr_new_qna')!.body;
    expect(body.get('questionID')).toBe(row.dataset.question);
    expect(body.get('productID')).toBe(row.dataset.post);
    expect(String(body.get('cptcha'))).toMatch(v3Token);
    expect(submittedOf(backend.session()).at(-1)).toMatchObject({ kind: 'answer' });
  });

  it('an error answer goes back to the form with the text kept; markup in it is text', async () => {
    const { el } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
    const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
    fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'سؤالي' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    answerOnce('cr_new_qna', { code: 1, description: '<img src=x onerror=alert(1)>مرفوض', button: 'رجوع' });
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال السؤال' }));
    const back = await within(form).findByRole('button', { name: 'رجوع' });
    expect(within(form).getByText('مرفوض')).toBeTruthy();
    expect(el.querySelector('img[src="x"]')).toBeNull();
    fireEvent.click(back);
    expect((within(form).getByLabelText(/^سؤالك/) as HTMLTextAreaElement).value).toBe('سؤالي');
  });

  it('votes on a question with cr_vote_question, also on questions loaded later, counts from the response', async () => {
    const { el, sent, questions } = setup();
    const cont = el.querySelector('.cr-qna-q-voting')!;
    fireEvent.click(cont.querySelector('.cr-voting-upvote')!);
    await waitFor(() =>
      expect(cont.querySelector('.cr-voting-upvote')?.classList.contains('cr-voting-active')).toBe(true),
    );
    expect(sent[0]?.action).toBe('cr_vote_question');
    fireEvent.click(el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!);
    await waitFor(() => expect(questions()).toHaveLength(10));
    const later = questions()[7]!.querySelector<HTMLElement>('.cr-voting-downvote')!;
    expect(later.getAttribute('role')).toBe('button');
    answerOnce('cr_vote_question', { code: 0, votes: { upvotes: 2, downvotes: 9, current: -1 } });
    fireEvent.keyDown(later, { key: 'Enter' });
    await waitFor(() => expect(later.classList.contains('cr-voting-active')).toBe(true));
    expect(questions()[7]!.querySelector('.cr-voting-downvote-count')?.textContent).toBe('(9)');
  });

  it('a failed show more says so and keeps the list', async () => {
    const { el, questions } = setup();
    backend.addFault({ route: 'ajax:cr_show_more_qna', fault: '500' });
    fireEvent.click(el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!);
    await waitFor(() =>
      expect(el.querySelector('.cr-reviews-notice')?.textContent).toBe(
        'تعذّر تحميل الأسئلة. يرجى المحاولة مرة أخرى.',
      ),
    );
    expect(questions()).toHaveLength(5);
  });

  it("a show more that times out (the client's limit made short) says so, keeps the button usable; the retry adds its page once", async () => {
    const limit = reviewsCalls.timeoutMs;
    reviewsCalls.timeoutMs = 200;
    try {
      const { el, sent, questions } = setup();
      const more = el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!;
      backend.addFault({ route: 'ajax:cr_show_more_qna', fault: 'timeout', times: 1 });
      fireEvent.click(more);
      await waitFor(() =>
        expect(el.querySelector('.cr-reviews-notice')?.textContent).toBe(
          'الخادم يستغرق وقتًا طويلًا في الرد. يرجى المحاولة مرة أخرى.',
        ),
      );
      expect(questions()).toHaveLength(5);
      const again = el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!;
      expect(again.disabled).toBe(false);
      expect(again.dataset.page).toBe('0');
      fireEvent.click(again);
      await waitFor(() => expect(questions()).toHaveLength(10));
      const keys = Array.from(questions()).map((q) => q.getAttribute('data-key') ?? q.textContent);
      expect(new Set(keys).size).toBe(10);
      expect(sent.filter((x) => x.action === 'cr_show_more_qna').map((x) => x.body.get('page'))).toEqual([
        '0',
        '0',
      ]);
      expect(el.querySelector('.cr-reviews-notice')?.textContent).toBe('');
    } finally {
      reviewsCalls.timeoutMs = limit;
    }
  });

  it('a vote that times out says so by the thumbs, which are usable again; the retry counts once', async () => {
    const limit = reviewsCalls.timeoutMs;
    reviewsCalls.timeoutMs = 200;
    try {
      const { el, sent } = setup();
      const cont = el.querySelector('.cr-qna-q-voting')!;
      const up = cont.querySelector<HTMLElement>('.cr-voting-upvote')!;
      backend.addFault({ route: 'ajax:cr_vote_question', fault: 'timeout', times: 1 });
      fireEvent.click(up);
      await waitFor(() =>
        expect(cont.querySelector('[role="alert"]')?.textContent).toBe(
          'الخادم يستغرق وقتًا طويلًا في الرد. يرجى المحاولة مرة أخرى.',
        ),
      );
      expect(cont.getAttribute('aria-busy')).toBeNull();
      expect(up.classList.contains('cr-voting-update')).toBe(false);
      fireEvent.click(up);
      await waitFor(() => expect(up.classList.contains('cr-voting-active')).toBe(true));
      expect(cont.querySelector('[role="alert"]')).toBeNull();
      expect(sent.filter((x) => x.action === 'cr_vote_question')).toHaveLength(2);
    } finally {
      reviewsCalls.timeoutMs = limit;
    }
  });

  it('renders the list from state in place of the printed one: same classes, one list, one button', () => {
    const printed = document.querySelector('.cr-qna-list-block-inner')!;
    const { el, questions } = setup();
    expect(printed.isConnected).toBe(false);
    expect(el.querySelectorAll('.cr-qna-list-block-inner')).toHaveLength(1);
    expect(el.querySelectorAll('button#cr-show-more-q-id.cr-show-more-que')).toHaveLength(1);
    expect(el.querySelectorAll('#cr-show-more-q-spinner')).toHaveLength(1);
    expect(questions()).toHaveLength(5);
    expect(el.querySelector('.cr-qna-list-q-cont .cr-qna-list-q-b[data-question][data-post]')).not.toBeNull();
  });

  it('nothing from the server executes: question, answer and author fields', async () => {
    const { el, questions } = setup();
    const w2 = window as unknown as Record<string, unknown>;
    const p = [
      '<img src=x onerror="window.__qnaPwned=1">',
      '<svg/onload="window.__qnaPwned=1">',
      '&lt;img src=x onerror="window.__qnaPwned=1"&gt;',
      '"><img src=x onerror="window.__qnaPwned=1">',
    ];
    const q = (id: number, t: string) =>
      `<div class="cr-qna-list-q-cont"><div class="cr-qna-list-q-q"><div class="cr-qna-list-q-q-r"><span class="cr-qna-list-question">${t}</span><span class="cr-qna-list-q-author"><span class="cr-qna-list-q-author-b">${t}</span></span></div></div><div class="cr-qna-list-q-a"><div class="cr-qna-list-q-a-r"><div class="cr-qna-list-answer"><span class="cr-qna-list-answer-s">${t}<a href="javascript:window.__qnaPwned=1">x</a></span><span class="cr-qna-list-q-author"><span class="cr-qna-list-q-author-b">${t}</span></span></div></div></div><div class="cr-qna-list-q-b" data-question="${id}" data-post="101"></div></div>`;
    answerOnce('cr_show_more_qna', {
      page: 1,
      html: p.map((t, i) => q(9000 + i, t)).join(''),
      last_page: true,
    });
    fireEvent.click(el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!);
    await waitFor(() => expect(questions()).toHaveLength(9));
    await new Promise((r) => setTimeout(r, 50));
    expect(w2.__qnaPwned).toBeUndefined();
    expect(el.querySelectorAll('[onerror], [onload]')).toHaveLength(0);
    expect(
      Array.from(el.querySelectorAll('a[href]')).some((a) =>
        /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
      ),
    ).toBe(false);
    expect(questions()[7]!.querySelector('.cr-qna-list-question')?.textContent).toBe(
      '<img src=x onerror="window.__qnaPwned=1">',
    );
  });

  it('the last page takes the button away and focus moves to the first question it brought', async () => {
    const { el, questions } = setup();
    answerOnce('cr_show_more_qna', {
      page: 1,
      html: '<div class="cr-qna-list-q-cont"><div class="cr-qna-list-q-b" data-question="777" data-post="101"></div>آخر سؤال</div>',
      last_page: true,
    });
    const more = el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!;
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(questions()).toHaveLength(6));
    expect(shown(more)).toBe(false);
    expect(document.activeElement).toBe(questions()[5]);
  });

  it('the clear icon empties the search and searches again with -1', async () => {
    const { el, sent, questions } = setup();
    const input = el.querySelector<HTMLInputElement>('.cr-ajax-qna-search input')!;
    fireEvent.input(input, { target: { value: 'الضمان' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(questions().length).toBeLessThan(5));
    const clear = screen.getByRole('button', { name: 'مسح البحث' });
    fireEvent.keyDown(clear, { key: 'Enter' });
    await waitFor(() => expect(questions()).toHaveLength(5));
    expect(sent[1]?.body.get('page')).toBe('-1');
    expect(sent[1]?.body.get('search')).toBe('');
    expect(input.value).toBe('');
  });

  it('is axe clean', async () => {
    const { el } = setup();
    expect(await axeViolations(el)).toEqual([]);
  });
});
