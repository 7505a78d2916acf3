// The CusRev review form (`.cr-review-form-wrap`), rendered inside its PHP element: per-criterion stars
// ('n/5'), custom questions, comment, name, e-mail, media tiles, optional terms and captcha, per-field
// errors, and open -> submitting -> result. Success closes and resets; error goes back to editing with
// everything kept; cancel closes and resets.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { WidgetProps } from '../../src/mount/types';
import { StarRating } from '../../src/ui';
import { __, normalizeDigits } from '../../src/i18n';
import { call, submitResponse } from '../../src/reviews/api';
import { Captcha } from '../../src/reviews/Captcha';
import { executeInvisible, isInvisible } from '../../src/reviews/captcha';
import { FORM_CLOSE_EVENT } from '../../src/reviews/events';
import { FieldError, TextField } from '../../src/reviews/Field';
import { ResultView } from '../../src/reviews/ResultView';
import { Terms } from '../../src/reviews/Terms';
import { FormButtons } from '../../src/reviews/FormButtons';
import { ContactFields } from '../../src/reviews/ContactFields';
import { useFormFlow } from '../../src/reviews/useFormFlow';
import { validate, type FormShape, type FormValues } from '../../src/reviews/validate';
import { useFieldErrors } from '../../src/reviews/useFieldErrors';
import { readFormConfig, type ReviewFormConfig } from './config';
import { MediaTiles } from './MediaTiles';
import { useUploads } from './useUploads';
import { useBackCloses } from '../../src/ui';
import { useFormOpen } from '../../src/reviews/formOpen';
import { LoginRequired } from '../../src/reviews/LoginRequired';
import { mayBeAnothers, visitorCopyOf } from '../../src/reviews/visitorCopy';

type Fields = Omit<FormValues, 'pendingUploads'>;

const emptyFields = (c: ReviewFormConfig): Fields => ({
  ratings: {},
  comment: '',
  name: c.name,
  email: c.email,
  questions: {},
  terms: false,
  captcha: '',
});

/**
 * On a page printed for another login state (src/reviews/visitorCopy) the form is the one WordPress prints for the
 * visitor: the log-in notice or the form, with their own name and e-mail, not the ones the cache holds.
 */
export function ReviewForm({ el }: WidgetProps) {
  // read before the first render replaces the printed form
  const [printed] = useState(() => readFormConfig(el));
  const [config, setConfig] = useState<ReviewFormConfig | null>(() => (mayBeAnothers() ? null : printed));
  useEffect(() => {
    if (config) return;
    let alive = true;
    void visitorCopyOf(el, '.cr-review-form-wrap').then((own) => {
      if (alive) setConfig(own ? readFormConfig(own) : printed);
    });
    return () => {
      alive = false;
    };
  }, [el, config, printed]);
  if (!config)
    return (
      <p className="cr-review-form-pending" role="status" aria-busy="true">
        {__('Loading…')}
      </p>
    );
  return <ReviewFormView el={el} config={config} />;
}

function ReviewFormView({ el, config }: { el: HTMLElement; config: ReviewFormConfig }) {
  const [fields, setFields] = useState<Fields>(() => emptyFields(config));
  const fe = useFieldErrors();
  const { errors, fieldRef } = fe;
  const [captchaReset, setCaptchaReset] = useState(0);
  const uploads = useUploads(config.itemId, config.nonce);
  const shape: FormShape = {
    ratings: config.ratings,
    questions: config.questions,
    terms: config.termsHtml !== null,
    captcha: config.captcha !== null && !isInvisible(config.captcha),
    kind: 'review',
  };

  const send = async () => {
    // crCaptcha.execute(): reCAPTCHA v3 a token per submit, a visible kind its widget's response
    const token =
      config.captcha && isInvisible(config.captcha)
        ? await executeInvisible(config.captcha.siteKey)
        : fields.captcha;
    // as the plugin's script: every hidden input of the rating blocks and every input of the questions, by
    // name (cr_onsite_* with its cr_typ_lab_* JSON, which the server needs to store the answer)
    const onsiteQuestions: Record<string, string> = {};
    for (const r of config.ratings) {
      const v = fields.ratings[r.id];
      onsiteQuestions[r.id] = v ? String(v) : '';
      if (r.typeLabel) onsiteQuestions[r.typeLabel.name] = r.typeLabel.value;
    }
    for (const q of config.questions) {
      // number answers may be typed in Arabic-Indic or Persian digits
      onsiteQuestions[q.id] = (q.type === 'number' ? normalizeDigits : String)(
        (fields.questions[q.id] ?? '').trim(),
      );
      if (q.typeLabel) onsiteQuestions[q.typeLabel.name] = q.typeLabel.value;
    }
    const overall = config.ratings[0];
    return call(
      'cr_submit_review',
      {
        rating: overall ? (fields.ratings[overall.id] ?? 0) : 0,
        review: fields.comment.trim(),
        name: fields.name.trim(),
        id: config.itemId,
        email: fields.email.trim(),
        onsiteQuestions,
        'cr-upload-images-ids': uploads.ids,
        cr_captcha_response: token,
      },
      submitResponse,
    );
  };
  const flow = useFormFlow(send);

  const set = <K extends keyof Fields>(k: K, v: Fields[K], errKey: string = k) => {
    setFields((f) => ({ ...f, [k]: v }));
    fe.clear(errKey);
  };

  const resetAll = useCallback(() => {
    // cr_reset_review_form() (js/frontend.js) empties the name and e-mail too, also the printed user's
    setFields({ ...emptyFields(config), name: '', email: '' });
    fe.reset();
    uploads.reset();
    setCaptchaReset((n) => n + 1);
    flow.reset();
  }, [config, uploads, flow, fe]);

  const closeForm = useCallback(() => {
    resetAll();
    el.dispatchEvent(new CustomEvent(FORM_CLOSE_EVENT, { bubbles: true }));
  }, [resetAll, el]);
  useBackCloses(useFormOpen(el), closeForm);
  const close = closeForm;

  // The first open mounts this widget after 'add review' was pressed: the PHP field the opener focused is
  // gone now, so focus moves to the first rating (unless the shopper has already moved on).
  useEffect(() => {
    const a = document.activeElement;
    if (el.hidden) return;
    if (!a || a === document.body || el.contains(a) || a.matches('.cr-ajax-reviews-add-review'))
      el.querySelector<HTMLElement>('[role="radio"][tabindex="0"], .cr-review-form-not-logged-in a')?.focus();
  }, [el]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (flow.phase !== 'open' || flow.busy()) return; // one request per intent
    if (fe.check(validate(shape, { ...fields, pendingUploads: uploads.pending }))) void flow.submit();
  };

  // cr-review-form.php for a guest when reviews need a login: its message and link, no form
  if (config.login) return <LoginRequired notice={config.login} onClose={close} />;

  return (
    <form className="cr-review-form" noValidate onSubmit={onSubmit} aria-label={__('Add a review')}>
      <div className="cr-review-form-item">
        {config.itemImage ? <img src={config.itemImage} alt="" width={48} height={48} /> : null}
        <span className="cr-review-form-item-name">{config.itemName}</span>
      </div>
      <div className="cr-review-form-fields" hidden={flow.phase === 'result'}>
        {config.ratings.map((r) => {
          const err = errors[`rating:${r.id}`];
          return (
            <div
              key={r.id}
              ref={(n) =>
                fieldRef(`rating:${r.id}`)(
                  n?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]') ?? null,
                )
              }
              className={`cr-review-form-rating${r === config.ratings[0] ? ' cr-review-form-rating-overall' : ''}${err ? ' cr-review-form-error' : ''}`}
            >
              <StarRating
                label={r.label}
                value={fields.ratings[r.id] ?? 0}
                invalid={Boolean(err)}
                onChange={(v) => set('ratings', { ...fields.ratings, [r.id]: v }, `rating:${r.id}`)}
              />
              <FieldError id={`cr-rating-err-${r.id}`} message={err} />
            </div>
          );
        })}
        {config.questions.map((q) => (
          <TextField
            key={q.id}
            className="cr-onsite-question"
            label={q.label}
            type={q.type}
            required={q.required}
            value={fields.questions[q.id] ?? ''}
            error={errors[`q:${q.id}`]}
            inputRef={fieldRef(`q:${q.id}`)}
            onChange={(v) => set('questions', { ...fields.questions, [q.id]: v }, `q:${q.id}`)}
          />
        ))}
        <TextField
          className="cr-review-form-comment"
          label={__('Review')}
          multiline
          required
          value={fields.comment}
          error={errors.comment}
          inputRef={fieldRef('comment')}
          onChange={(v) => set('comment', v)}
        />
        {config.media ? <MediaTiles uploads={uploads} error={errors.media} /> : null}
        <ContactFields name={fields.name} email={fields.email} fe={fe} onChange={(k, v) => set(k, v)} />
        {config.termsHtml !== null ? (
          <Terms
            id="cr-review-terms"
            html={config.termsHtml}
            checked={fields.terms}
            error={errors.terms}
            inputRef={fieldRef('terms')}
            onChange={(v) => set('terms', v)}
          />
        ) : null}
        {config.captcha && !isInvisible(config.captcha) ? (
          <Captcha
            spec={config.captcha}
            resetKey={captchaReset}
            error={errors.captcha}
            onChange={(v) => set('captcha', v)}
          />
        ) : null}
        <FormButtons flow={flow} hasErrors={fe.any} submitLabel={__('Submit review')} onCancel={close} />
      </div>
      {flow.phase === 'result' && flow.result ? (
        <ResultView result={flow.result} onButton={flow.result.ok ? close : flow.edit} />
      ) : null}
    </form>
  );
}
