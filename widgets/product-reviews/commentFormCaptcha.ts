// WooCommerce's comment form on the no-ajax reviews tab with CusRev's captcha for guests
// (CR_Reviews::custom_fields_captcha2), on submit as js/frontend.js 5.117.0 l. 9-36 runs it: an unsolved visible
// captcha (reCAPTCHA v2, Turnstile, hCaptcha: the provider's own field carries the response) stops the submit and
// says so; reCAPTCHA v3 is executed first, its token put in the widget's `.cr-captcha-response` field, and the
// same submit made again. The server verifies either (CR_Reviews::validate_captcha).
import {
  executeInvisible,
  isInvisible,
  printedResponse,
  readCaptcha,
  renderPrinted,
} from '../../src/reviews/captcha';

export function gateCommentForm(form: HTMLFormElement, tell: (unsolved: boolean) => void): () => void {
  renderPrinted(form);
  let withToken = false;
  const onSubmit = (e: SubmitEvent) => {
    const spec = readCaptcha(form);
    if (!spec || e.defaultPrevented) return;
    if (!isInvisible(spec)) {
      const solved = printedResponse(form) !== '';
      tell(!solved);
      if (!solved) e.preventDefault();
      return;
    }
    if (withToken) {
      withToken = false;
      return;
    }
    e.preventDefault();
    const submitter = e.submitter instanceof HTMLElement ? e.submitter : null;
    void executeInvisible(spec.siteKey).then((token) => {
      const field = form.querySelector<HTMLInputElement>('.cr-captcha .cr-captcha-response');
      tell(!token || !field);
      if (!token || !field) return;
      field.value = token;
      withToken = true;
      if (submitter && form.contains(submitter)) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
