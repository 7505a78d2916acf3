// What the CusRev form markup (cr-review-form.php) says about this form, read once before React takes the
// element over: the item, the nonces, the rating criteria, custom questions, terms, media and captcha.
import { readCrAjaxObject } from '../../src/settings/reviews';

export interface RatingSpec {
  id: string;
  label: string;
  required: boolean;
}
export interface QuestionSpec extends RatingSpec {
  type: 'text' | 'number';
}

export interface ReviewFormConfig {
  itemId: string;
  itemName: string;
  itemImage: string;
  nonce: string;
  submitNonce: string;
  ratings: RatingSpec[];
  questions: QuestionSpec[];
  /** the terms label as server HTML (it may hold a link), or null without a checkbox */
  termsHtml: string | null;
  media: boolean;
  captchaSitekey: string | null;
  name: string;
  email: string;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();

export function readFormConfig(el: HTMLElement): ReviewFormConfig {
  const settings = readCrAjaxObject();
  const overall = el.querySelector('.cr-review-form-rating-overall');
  const ratings: RatingSpec[] = [{ id: 'overall', label: text(overall?.querySelector('.cr-review-form-rating-label')) || 'Overall rating', required: true }];
  el.querySelectorAll<HTMLElement>('.cr-review-form-rating-crit[data-crid]').forEach((c) => {
    ratings.push({ id: c.dataset.crid ?? '', label: text(c.querySelector('.cr-review-form-rating-label')), required: c.dataset.required === '1' });
  });
  const questions: QuestionSpec[] = Array.from(el.querySelectorAll<HTMLElement>('.cr-onsite-question[data-question]')).map((q) => ({
    id: q.dataset.question ?? '',
    label: text(q.querySelector('label')),
    required: q.dataset.required === '1',
    type: q.dataset.type === 'number' ? 'number' : 'text',
  }));
  const termsLabel = el.querySelector('.cr-review-form-terms label');
  let termsHtml: string | null = null;
  if (termsLabel) {
    const copy = termsLabel.cloneNode(true);
    if (copy instanceof Element) copy.querySelector('input')?.remove();
    termsHtml = copy instanceof Element ? copy.innerHTML.trim() : ''; // read from the page's own markup; rendered through SafeHtml
  }
  const sitekey = el.querySelector<HTMLElement>('.g-recaptcha[data-sitekey]')?.dataset.sitekey ?? '';
  return {
    itemId: el.querySelector<HTMLInputElement>('.cr-review-form-item-id')?.value ?? el.dataset.postid ?? '',
    itemName: text(el.querySelector('.cr-review-form-item-name')),
    itemImage: el.querySelector('.cr-review-form-item img')?.getAttribute('src') ?? '',
    nonce: el.dataset.nonce ?? '',
    submitNonce: el.dataset.submitNonce ?? '',
    ratings,
    questions,
    termsHtml,
    media: Boolean(el.querySelector('.cr-form-item-media')),
    captchaSitekey: settings.ivole_recaptcha ? sitekey : null,
    name: el.querySelector<HTMLInputElement>('.cr-review-form-name input')?.value ?? '',
    email: el.querySelector<HTMLInputElement>('.cr-review-form-email input')?.value ?? '',
  };
}
