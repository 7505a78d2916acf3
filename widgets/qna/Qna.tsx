// Questions and answers on CusRev 5.117.0's markup (`#cr_qna.cr-qna-block`, templates/qna-tab.php and
// qna-list.php): the list is rendered from state (QnaList); the PHP prints the new-question form in
// `.cr-qna-new-q-form` and an answer form in each question's `.cr-qna-list-inl-answ`. When one opens, its PHP
// fields give way to the React form (its terms text and reCAPTCHA key read first), and the plugin's own open
// classes show it: `cr-qna-new-q-form-open` on the block, `cr-qna-ans-form-open` on the question's
// `.cr-qna-list-q-b[data-question][data-post]`. The name and e-mail qna-tab.php prints are the visitor's only if
// the page is not a cached copy printed for someone else: the first form opened asks for the session's values
// (src/ajax/visitor, one request per page), and the question form's preset follows them once answered.
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { QnaList } from './QnaList';
import { QnaForm } from './QnaForm';
import { takeSlot, type Slot } from './slot';
import { LoginRequired } from '../../src/reviews/LoginRequired';
import { useBackCloses } from '../../src/ui';
import { knownVisitor, sessionVisitor, type Visitor } from '../../src/ajax/visitor';
import { readCrAjaxObject } from '../../src/settings/reviews';

const presetOf = (v: Visitor) => ({ name: v.name, email: v.email });

export function Qna({ el }: WidgetProps) {
  const [ask, setAsk] = useState<Slot | null>(null);
  const [answer, setAnswer] = useState<
    (Slot & { question: string; post: string; opener: HTMLElement }) | null
  >(null);
  const nonce = el.dataset.nonce ?? '';
  const askButton = el.querySelector<HTMLButtonElement>('.cr-qna-ask-button');
  const askBox = el.querySelector<HTMLElement>('.cr-qna-new-q-form');
  // qna-tab.php prints the shopper's name and e-mail as data-defval; the plugin's script copies them into an
  // answer form as it opens
  const [preset, setPreset] = useState(() => {
    const known = knownVisitor();
    return known
      ? presetOf(known)
      : {
          name:
            askBox?.querySelector<HTMLElement>('.cr-review-form-name .cr-review-form-txt')?.dataset.defval ??
            '',
          email:
            askBox?.querySelector<HTMLElement>('.cr-review-form-email .cr-review-form-txt')?.dataset.defval ??
            '',
        };
  });
  const opened = ask !== null || answer !== null;
  useEffect(() => {
    if (!opened) return;
    let alive = true;
    void sessionVisitor(readCrAjaxObject().ajax_url, { now: true }).then((v) => {
      if (v && alive) setPreset((cur) => (cur.name === v.name && cur.email === v.email ? cur : presetOf(v)));
    });
    return () => {
      alive = false;
    };
  }, [opened]);
  const postId = askBox?.querySelector<HTMLInputElement>('.cr-review-form-item-id')?.value ?? '';

  const closeReplaced = useCallback(() => setAnswer(null), []); // a question an answer form belonged to may be gone

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const t = e.target instanceof Element ? e.target : null;
      if (!t) return;
      if (askButton && t.closest('.cr-qna-ask-button') === askButton && askBox) {
        e.preventDefault();
        setAsk((cur) => cur ?? takeSlot(askBox));
        return;
      }
      const ans = t.closest<HTMLElement>('.cr-qna-ans-button');
      const row = ans?.closest<HTMLElement>('.cr-qna-list-q-b[data-question]');
      const box = row?.querySelector<HTMLElement>('.cr-qna-list-inl-answ');
      if (ans && row && box && el.contains(ans)) {
        e.preventDefault();
        const question = row.dataset.question ?? '';
        setAnswer((cur) =>
          cur?.question === question
            ? null
            : { ...takeSlot(box), question, post: row.dataset.post ?? postId, opener: ans },
        );
      }
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [el, askButton, askBox, postId]);

  useEffect(() => {
    el.classList.toggle('cr-qna-new-q-form-open', ask !== null);
    askButton?.setAttribute('aria-expanded', String(ask !== null));
    if (ask)
      ask.box
        .querySelector<HTMLElement>(
          'textarea, .cr-review-form-not-logged-in a, .cr-review-form-not-logged-in button',
        )
        ?.focus();
  }, [el, ask, askButton]);

  useEffect(() => {
    el.querySelectorAll<HTMLElement>('.cr-qna-list-q-b').forEach((row) => {
      const on = answer !== null && row.dataset.question === answer.question;
      row.classList.toggle('cr-qna-ans-form-open', on);
      row.querySelector('.cr-qna-ans-button')?.setAttribute('aria-expanded', String(on));
    });
    answer?.box
      .querySelector<HTMLElement>(
        'textarea, .cr-review-form-not-logged-in a, .cr-review-form-not-logged-in button',
      )
      ?.focus();
  }, [el, answer]);

  const closeAnswer = () => {
    const opener = answer?.opener;
    setAnswer(null);
    opener?.focus();
  };
  const closeAsk = () => {
    setAsk(null);
    askButton?.focus();
  };
  // Back closes an open ask or answer form instead of leaving the page
  useBackCloses(ask !== null, closeAsk);
  useBackCloses(answer !== null, closeAnswer);

  return (
    <>
      <QnaList el={el} onReplaced={closeReplaced} />
      {ask
        ? createPortal(
            ask.login ? (
              <LoginRequired notice={ask.login} onClose={closeAsk} />
            ) : (
              <QnaForm
                kind="question"
                nonce={nonce}
                postId={postId}
                preset={preset}
                termsHtml={ask.termsHtml}
                recaptchaKey={ask.recaptchaKey}
                onClose={closeAsk}
              />
            ),
            ask.box,
          )
        : null}
      {answer
        ? createPortal(
            answer.login ? (
              <LoginRequired key={answer.question} notice={answer.login} onClose={closeAnswer} />
            ) : (
              <QnaForm
                key={answer.question}
                kind="answer"
                nonce={nonce}
                postId={answer.post}
                questionId={answer.question}
                preset={preset}
                termsHtml={answer.termsHtml}
                recaptchaKey={answer.recaptchaKey}
                onClose={closeAnswer}
              />
            ),
            answer.box,
          )
        : null}
    </>
  );
}
