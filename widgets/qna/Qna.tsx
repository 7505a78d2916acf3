// Questions and answers (`#cr_qna.cr-qna-block`): the list stays PHP/server markup (qnaList), the forms are
// React portals into the block's own slots: the new-question form into `.cr-qna-new-q-form`, an answer form
// into the question's `.cr-qna-ans-form`.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { mountQnaList } from './qnaList';
import { QnaForm } from './QnaForm';

export function Qna({ el }: WidgetProps) {
  const [asking, setAsking] = useState(false);
  const [answerFor, setAnswerFor] = useState<string | null>(null);
  const [, setListVersion] = useState(0);
  const nonce = el.dataset.nonce ?? '';
  const preset = { name: el.dataset.name ?? '', email: el.dataset.email ?? '' };
  const askButton = el.querySelector<HTMLButtonElement>('.cr-qna-ask-button');
  const askSlot = el.querySelector<HTMLElement>('.cr-qna-new-q-form');
  const postId = askButton?.dataset.post ?? askSlot?.dataset.post ?? '';

  useEffect(
    () =>
      mountQnaList(el, () => {
        setAnswerFor(null); // the question it belonged to may be gone
        setListVersion((v) => v + 1);
      }),
    [el],
  );

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const t = e.target instanceof Element ? e.target : null;
      if (!t) return;
      if (askButton && t.closest('.cr-qna-ask-button') === askButton) {
        e.preventDefault();
        setAsking((a) => !a);
        return;
      }
      const ans = t.closest<HTMLElement>('.cr-qna-ans-button');
      if (ans && el.contains(ans)) {
        e.preventDefault();
        const q = ans.dataset.question ?? null;
        setAnswerFor((cur) => (cur === q ? null : q));
      }
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [el, askButton]);

  useEffect(() => {
    if (askSlot) askSlot.hidden = !asking;
    askButton?.setAttribute('aria-expanded', String(asking));
    if (asking) askSlot?.querySelector<HTMLElement>('textarea')?.focus();
  }, [asking, askSlot, askButton]);

  const byQuestion = (sel: string, q: string | null) => Array.from(el.querySelectorAll<HTMLElement>(sel)).find((n) => q !== null && n.dataset.question === q) ?? null;
  const answerSlot = byQuestion('.cr-qna-ans-form', answerFor);
  useEffect(() => {
    el.querySelectorAll<HTMLElement>('.cr-qna-ans-button').forEach((b) => b.setAttribute('aria-expanded', String(b.dataset.question === answerFor)));
    answerSlot?.querySelector<HTMLElement>('textarea')?.focus();
  }, [el, answerFor, answerSlot]);

  const closeAnswer = () => {
    const q = answerFor;
    setAnswerFor(null);
    byQuestion('.cr-qna-ans-button', q)?.focus();
  };
  const closeAsk = () => {
    setAsking(false);
    askButton?.focus();
  };

  return (
    <>
      {asking && askSlot ? createPortal(<QnaForm kind="question" nonce={nonce} postId={postId} preset={preset} onClose={closeAsk} />, askSlot) : null}
      {answerFor && answerSlot
        ? createPortal(<QnaForm key={answerFor} kind="answer" nonce={nonce} postId={postId} questionId={answerFor} preset={preset} onClose={closeAnswer} />, answerSlot)
        : null}
    </>
  );
}
