// The new-question form and the inline answer form: the same rules as reviews for the text, name, e-mail
// and captcha; open -> submitting -> result; reset puts the question form's name and e-mail back to the
// page's preset values and empties the answer form. The preset follows the session's visitor once answered
// (fields the shopper has not changed follow it), and a question sent before that waits for the answer: the
// name and e-mail printed on a cached page may be someone else's (src/ajax/visitor).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sessionVisitor } from '../../src/ajax/visitor';
import { readCrAjaxObject } from '../../src/settings/reviews';
import { __ } from '../../src/i18n';
import { call, qnaNonce, submitResponse } from '../../src/reviews/api';
import { executeInvisible } from '../../src/reviews/captcha';
import { Terms } from '../../src/reviews/Terms';
import { TextField } from '../../src/reviews/Field';
import { ResultView } from '../../src/reviews/ResultView';
import { FormButtons } from '../../src/reviews/FormButtons';
import { ContactFields } from '../../src/reviews/ContactFields';
import { useFormFlow } from '../../src/reviews/useFormFlow';
import { validate } from '../../src/reviews/validate';
import { useFieldErrors } from '../../src/reviews/useFieldErrors';

const NO_PRESET = { name: '', email: '' };

export interface QnaFormProps {
  kind: 'question' | 'answer';
  nonce: string;
  postId: string;
  questionId?: string;
  preset: { name: string; email: string };
  /** the slot's terms text (HTML), or null without a checkbox */
  termsHtml: string | null;
  /** the submit button's data-crcptcha: the reCAPTCHA v3 site key, '' without a captcha */
  recaptchaKey: string;
  onClose(): void;
}

export function QnaForm({
  kind,
  nonce,
  postId,
  questionId,
  preset,
  termsHtml,
  recaptchaKey,
  onClose,
}: QnaFormProps) {
  const start = kind === 'question' ? preset : NO_PRESET;
  const [fields, setFields] = useState({ text: '', name: start.name, email: start.email, terms: false });
  // the presets the name and e-mail fields were filled from: the first (printed), and the latest
  const first = useRef(start);
  const filled = useRef(start);
  useEffect(() => {
    const was = filled.current;
    if (was.name === start.name && was.email === start.email) return;
    filled.current = start;
    setFields((f) => ({
      ...f,
      name: f.name === was.name ? start.name : f.name,
      email: f.email === was.email ? start.email : f.email,
    }));
  }, [start]);
  const fe = useFieldErrors();
  const { errors } = fe;

  // reCAPTCHA v3 runs on submit, as the plugin's script does: no widget, a token per request
  const flow = useFormFlow(async () => {
    const visitor =
      kind === 'question' ? await sessionVisitor(readCrAjaxObject().ajax_url, { now: true }) : null;
    // a field still holding a preset is the session's value, whether or not the form has re-rendered with it
    const own = (k: 'name' | 'email') =>
      visitor && (fields[k] === first.current[k] || fields[k] === filled.current[k]) ? visitor[k] : fields[k];
    const cptcha = recaptchaKey ? await executeInvisible(recaptchaKey, { wait: false }) : '';
    return call(
      'cr_new_qna',
      {
        crNonce: nonce,
        currentPostID: postId,
        text: fields.text.trim(),
        name: own('name').trim(),
        email: own('email').trim(),
        cptcha,
        ...(kind === 'answer' ? { questionID: questionId ?? '', productID: postId } : {}),
      },
      submitResponse,
      { nonce: qnaNonce },
    );
  });

  const set = <K extends keyof typeof fields>(k: K, v: (typeof fields)[K], errKey: string = k) => {
    setFields((f) => ({ ...f, [k]: v }));
    fe.clear(errKey);
  };

  const close = () => {
    setFields({ text: '', name: start.name, email: start.email, terms: false });
    fe.reset();
    flow.reset();
    onClose();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (flow.phase !== 'open' || flow.busy()) return;
    const errs = validate(
      { ratings: [], questions: [], terms: termsHtml !== null, captcha: false, kind },
      {
        ratings: {},
        comment: fields.text,
        name: fields.name,
        email: fields.email,
        questions: {},
        terms: fields.terms,
        captcha: '',
        pendingUploads: 0,
      },
    );
    if (fe.check(errs)) void flow.submit();
  };
  const ref = fe.fieldRef;

  return (
    <form
      className={`cr-qna-form cr-qna-form-${kind}`}
      noValidate
      onSubmit={onSubmit}
      aria-label={kind === 'question' ? __('Ask a question') : __('Answer this question')}
    >
      <div className="cr-review-form-fields" hidden={flow.phase === 'result'}>
        <TextField
          className="cr-review-form-comment"
          label={kind === 'question' ? __('Your question') : __('Your answer')}
          multiline
          required
          value={fields.text}
          error={errors.comment}
          inputRef={ref('comment')}
          onChange={(v) => set('text', v, 'comment')}
        />
        <ContactFields name={fields.name} email={fields.email} fe={fe} onChange={(k, v) => set(k, v)} />
        {termsHtml !== null ? (
          <Terms
            id={`cr-qna-terms-${kind}-${questionId ?? postId}`}
            html={termsHtml}
            checked={fields.terms}
            error={errors.terms}
            inputRef={ref('terms')}
            onChange={(v) => set('terms', v)}
          />
        ) : null}
        <FormButtons
          flow={flow}
          hasErrors={fe.any}
          submitLabel={kind === 'question' ? __('Submit question') : __('Submit answer')}
          onCancel={close}
        />
      </div>
      {flow.phase === 'result' && flow.result ? (
        <ResultView result={flow.result} onButton={flow.result.ok ? close : flow.edit} />
      ) : null}
    </form>
  );
}
