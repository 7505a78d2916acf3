import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { submittedOf } from '../../fixtures/backend/routes/reviews';
import { actions, answerOnce, recordAjax } from '../../src/reviews/testing';
import './index';
import { Qna } from './Qna';

beforeEach(() => {
  backend.session().userId = 7;
  loadPage('/product/electric-kettle/');
});
afterEach(() => vi.useRealTimers());

function setup() {
  const el = document.querySelector<HTMLElement>('#cr_qna.cr-qna-block')!;
  const sent = recordAjax();
  render(<Qna el={el} />);
  const questions = () => el.querySelectorAll('.cr-qna-list-q-cont');
  return { el, sent, questions };
}

describe('questions and answers', () => {
  it('loads more questions until the last page', async () => {
    const { el, sent, questions } = setup();
    expect(questions()).toHaveLength(5);
    const more = el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!;
    fireEvent.click(more);
    fireEvent.click(more); // one request per click while loading
    await waitFor(() => expect(questions()).toHaveLength(10));
    expect(actions(sent)).toEqual(['cr_show_more_qna']);
    expect(sent[0]?.body.get('page')).toBe('1');
    expect(sent[0]?.body.get('productID')).toBe('101');
    expect(sent[0]?.body.get('cr_attributes')).toContain('products');
    fireEvent.click(more);
    await waitFor(() => expect(questions()).toHaveLength(11));
    expect(more.hidden).toBe(true);
  });

  it('searches after 500 ms (arrow keys do not search), from page -1, and says when nothing matches', async () => {
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
    expect(sent[0]?.body.get('page')).toBe('0');
    expect(sent[0]?.body.get('search')).toBe('الضمان');
    fireEvent.input(input, { target: { value: 'سؤال غير موجود إطلاقاً' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(el.querySelector<HTMLElement>('.cr-search-no-qna')!.hidden).toBe(false));
    expect(questions()).toHaveLength(0);
    expect(el.querySelector<HTMLElement>('button.cr-show-more-que')!.hidden).toBe(true);
  });

  it('asks a question: the same rules, one request, reset back to the preset name and e-mail', async () => {
    const { el, sent } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
    const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
    const name = within(form).getByLabelText(/^الاسم/) as HTMLInputElement;
    expect(name.value).toBe(el.dataset.name);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال السؤال' }));
    expect(within(form).getByText('يرجى كتابة سؤالك')).toBeTruthy();
    expect(within(form).getByText('يرجى إدخال اسمك')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'هل يوجد لون أسود؟' } });
    fireEvent.change(name, { target: { value: 'ضيف' } });
    const submit = within(form).getByRole('button', { name: 'إرسال السؤال' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const ok = await within(form).findByRole('button', { name: 'متابعة' });
    expect(actions(sent).filter((a) => a === 'cr_new_qna')).toHaveLength(1);
    const body = sent.find((s) => s.action === 'cr_new_qna')!.body;
    expect(body.get('currentPostID')).toBe('101');
    expect(body.get('crNonce')).toBe(el.dataset.nonce);
    expect(body.get('questionID')).toBeNull();
    fireEvent.click(ok);
    expect(el.querySelector<HTMLElement>('.cr-qna-new-q-form')!.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
    const again = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
    expect((within(again).getByLabelText(/^الاسم/) as HTMLInputElement).value).toBe(el.dataset.name);
    expect((within(again).getByLabelText(/^البريد/) as HTMLInputElement).value).toBe(el.dataset.email);
    expect((within(again).getByLabelText(/^سؤالك/) as HTMLTextAreaElement).value).toBe('');
  });

  it('answers inline with questionID and productID; the answer form starts and resets empty', async () => {
    const { el, sent } = setup();
    const q = el.querySelector<HTMLElement>('.cr-qna-list-q-cont')!;
    fireEvent.click(within(q).getByRole('button', { name: 'أجب عن السؤال' }));
    const form = await within(q).findByRole('form', { name: 'أجب عن السؤال' });
    expect((within(form).getByLabelText(/^الاسم/) as HTMLInputElement).value).toBe('');
    fireEvent.change(within(form).getByLabelText(/^إجابتك/), { target: { value: 'نعم' } });
    fireEvent.change(within(form).getByLabelText(/^الاسم/), { target: { value: 'منى' } });
    fireEvent.change(within(form).getByLabelText(/^البريد/), { target: { value: 'bad' } });
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال الإجابة' }));
    expect(within(form).getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^البريد/), { target: { value: 'mona@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال الإجابة' }));
    await within(form).findByText('شكراً لك! تم إرسال إجابتك وستظهر بعد مراجعتها.');
    const body = sent.find((s) => s.action === 'cr_new_qna')!.body;
    expect(body.get('questionID')).toBe(q.dataset.question);
    expect(body.get('productID')).toBe('101');
    expect(submittedOf(backend.session()).at(-1)).toMatchObject({ kind: 'answer' });
  });

  it('an error answer goes back to the form with the text kept; markup in it is text', async () => {
    const { el } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'اطرح سؤالاً' }));
    const form = await screen.findByRole('form', { name: 'اطرح سؤالاً' });
    fireEvent.change(within(form).getByLabelText(/^سؤالك/), { target: { value: 'سؤالي' } });
    answerOnce('cr_new_qna', { code: 1, description: '<img src=x onerror=alert(1)>مرفوض', button: 'رجوع' });
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال السؤال' }));
    const back = await within(form).findByRole('button', { name: 'رجوع' });
    expect(within(form).getByText('مرفوض')).toBeTruthy();
    expect(el.querySelector('img[src="x"]')).toBeNull();
    fireEvent.click(back);
    expect((within(form).getByLabelText(/^سؤالك/) as HTMLTextAreaElement).value).toBe('سؤالي');
  });

  it('votes on a question with cr_vote_question', async () => {
    const { el, sent } = setup();
    const cont = el.querySelector('.cr-qna-list-q-cont > .cr-voting-cont')!;
    fireEvent.click(cont.querySelector('.cr-voting-upvote')!);
    await waitFor(() => expect(cont.querySelector('.cr-voting-upvote')?.classList.contains('cr-voting-active')).toBe(true));
    expect(sent[0]?.action).toBe('cr_vote_question');
  });

  it('a failed load more says so and keeps the list', async () => {
    const { el, questions } = setup();
    backend.addFault({ route: 'ajax:cr_show_more_qna', fault: '500' });
    fireEvent.click(el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!);
    await waitFor(() => expect(el.querySelector('.cr-reviews-notice')?.textContent).toBe('تعذّر تحميل الأسئلة. يرجى المحاولة مرة أخرى.'));
    expect(questions()).toHaveLength(5);
  });
});
