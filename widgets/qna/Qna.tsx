// Questions and answers on CusRev 5.117.0's markup (`#cr_qna.cr-qna-block`, templates/qna-tab.php and
// qna-list.php): the list is rendered from state (QnaList); the PHP prints the new-question form in
// `.cr-qna-new-q-form` and an answer form in each question's `.cr-qna-list-inl-answ`. When one opens, its PHP
// fields give way to the React form (its terms text and reCAPTCHA key read first), and the plugin's own open
// classes show it: `cr-qna-new-q-form-open` on the block, `cr-qna-ans-form-open` on the question's
// `.cr-qna-list-q-b[data-question][data-post]`. The name and e-mail qna-tab.php prints are the visitor's only if
// the page is not a cached copy printed for someone else: the first form opened asks for the session's values
// (src/ajax/visitor, one request per page), and the question form's preset follows them once answered. A copy
// printed for another login state has the other state's forms (a form, or the log-in notice of permission
// 'registered'): those boxes wait for the visitor's own copy (src/reviews/visitorCopy) before they open.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { QnaList } from './QnaList';
import { QnaForm } from './QnaForm';
import { openSlot, type Slot } from './slot';
import { LoginRequired } from '../../src/reviews/LoginRequired';
import { useBackCloses } from '../../src/ui';
import { knownVisitor, sessionVisitor, type Visitor } from '../../src/ajax/visitor';
import { readCrAjaxObject } from '../../src/settings/reviews';
import { __ } from '../../src/i18n';
import '../../src/ui/ui.css';

const presetOf = (v: Visitor) => ({ name: v.name, email: v.email });

/** An opened form box; `slot` null while the visitor's own form is asked for (slot.ts openSlot). */
interface Opened {
  box: HTMLElement;
  slot: Slot | null;
}

/** The opener of a form being asked for shows it is working (BusyButton's look, on the plugin's button). */
function busy(button: HTMLElement | null | undefined, on: boolean): void {
  if (!button) return;
  button.classList.toggle('sw-busy', on);
  if (on) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

const FOCUS_FIRST = 'textarea, .cr-review-form-not-logged-in a, .cr-review-form-not-logged-in button';

export function Qna({ el }: WidgetProps) {
  const [ask, setAsk] = useState<Opened | null>(null);
  const [answer, setAnswer] = useState<
    (Opened & { question: string; post: string; opener: HTMLElement }) | null
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
  // focus goes back to the opener once the box has shut: the plugin's CSS hides the opener while its form is open
  const refocus = useRef<HTMLElement | null>(null);
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
        const taken = openSlot(el, askBox, (own) => own.querySelector('.cr-qna-new-q-form'));
        if (taken instanceof Promise) {
          setAsk((cur) => cur ?? { box: askBox, slot: null });
          void taken.then((slot) => setAsk((cur) => (cur && !cur.slot ? { box: askBox, slot } : cur)));
        } else setAsk((cur) => (cur?.slot ? cur : { box: askBox, slot: taken }));
        return;
      }
      const ans = t.closest<HTMLElement>('.cr-qna-ans-button');
      const row = ans?.closest<HTMLElement>('.cr-qna-list-q-b[data-question]');
      const box = row?.querySelector<HTMLElement>('.cr-qna-list-inl-answ');
      if (ans && row && box && el.contains(ans)) {
        e.preventDefault();
        const question = row.dataset.question ?? '';
        const taken = openSlot(
          el,
          box,
          (own) =>
            Array.from(own.querySelectorAll('.cr-qna-list-q-b[data-question]'))
              .find((r) => r.getAttribute('data-question') === question)
              ?.querySelector('.cr-qna-list-inl-answ') ?? null,
        );
        const slot = taken instanceof Promise ? null : taken;
        setAnswer((cur) =>
          cur?.question === question
            ? null
            : { box, slot, question, post: row.dataset.post ?? postId, opener: ans },
        );
        if (taken instanceof Promise)
          void taken.then((own) =>
            setAnswer((cur) => (cur?.box === box && !cur.slot ? { ...cur, slot: own } : cur)),
          );
      }
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [el, askButton, askBox, postId]);

  // a box waiting for the visitor's own form stays shut (it holds the printed one): its opener says it is busy.
  // Layout effects: the plugin's open classes come in the commit that renders the form, not a frame later
  useLayoutEffect(() => {
    const shown = Boolean(ask?.slot);
    el.classList.toggle('cr-qna-new-q-form-open', shown);
    askButton?.setAttribute('aria-expanded', String(shown));
    busy(askButton, ask !== null && !shown);
    if (shown) ask?.box.querySelector<HTMLElement>(FOCUS_FIRST)?.focus();
    else if (refocus.current === askButton) {
      refocus.current = null;
      askButton?.focus();
    }
  }, [el, ask, askButton]);

  useLayoutEffect(() => {
    el.querySelectorAll<HTMLElement>('.cr-qna-list-q-b').forEach((row) => {
      const mine = answer !== null && row.dataset.question === answer.question;
      const on = mine && Boolean(answer.slot);
      row.classList.toggle('cr-qna-ans-form-open', on);
      const button = row.querySelector<HTMLElement>('.cr-qna-ans-button');
      button?.setAttribute('aria-expanded', String(on));
      busy(button, mine && !on);
    });
    if (answer?.slot) answer.box.querySelector<HTMLElement>(FOCUS_FIRST)?.focus();
    else if (!answer && refocus.current && refocus.current !== askButton) {
      refocus.current.focus();
      refocus.current = null;
    }
  }, [el, answer, askButton]);

  const closeAnswer = () => {
    refocus.current = answer?.opener ?? null;
    setAnswer(null);
  };
  const closeAsk = () => {
    refocus.current = askButton;
    setAsk(null);
  };
  // Back closes an open ask or answer form instead of leaving the page
  useBackCloses(ask !== null, closeAsk);
  useBackCloses(answer !== null, closeAnswer);

  const askSlot = ask?.slot;
  const answerSlot = answer?.slot;
  const waiting = (ask !== null && !askSlot) || (answer !== null && !answerSlot);
  return (
    <>
      <QnaList el={el} onReplaced={closeReplaced} />
      <span className="sw-visually-hidden" role="status">
        {waiting ? __('Loading…') : ''}
      </span>
      {ask && askSlot
        ? createPortal(
            askSlot.login ? (
              <LoginRequired notice={askSlot.login} onClose={closeAsk} />
            ) : (
              <QnaForm
                kind="question"
                nonce={nonce}
                postId={postId}
                preset={preset}
                termsHtml={askSlot.termsHtml}
                recaptchaKey={askSlot.recaptchaKey}
                onClose={closeAsk}
              />
            ),
            ask.box,
          )
        : null}
      {answer && answerSlot
        ? createPortal(
            answerSlot.login ? (
              <LoginRequired key={answer.question} notice={answerSlot.login} onClose={closeAnswer} />
            ) : (
              <QnaForm
                key={answer.question}
                kind="answer"
                nonce={nonce}
                postId={answer.post}
                questionId={answer.question}
                preset={preset}
                termsHtml={answerSlot.termsHtml}
                recaptchaKey={answerSlot.recaptchaKey}
                onClose={closeAnswer}
              />
            ),
            answer.box,
          )
        : null}
    </>
  );
}
