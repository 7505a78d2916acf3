// What the CusRev form markup (cr-review-form.php) says about this form, read once before React takes the
// element over: the item, the nonces, the rating criteria, custom questions, terms, media and captcha.
import { readCaptcha, type CaptchaSpec } from '../../src/reviews/captcha';
import { readLoginNotice, type LoginNotice } from '../../src/reviews/LoginRequired';

export interface RatingSpec {
  /** the hidden input's name, `cr_onsite_<hash><index>` (the overall rating: `<hash>ovrl`) */
  id: string;
  label: string;
  required: boolean;
  /** the `cr_typ_lab_<hash><index>` input beside it: name and JSON value, sent back as printed */
  typeLabel: { name: string; value: string } | null;
}
export interface QuestionSpec extends RatingSpec {
  type: 'text' | 'number';
}

export interface ReviewFormConfig {
  itemId: string;
  itemName: string;
  itemImage: string;
  nonce: string;
  /** ratings[0] is the overall rating */
  ratings: RatingSpec[];
  questions: QuestionSpec[];
  /** the terms text as server HTML (it may hold a link), or null without a checkbox */
  termsHtml: string | null;
  media: boolean;
  /** CR_Reviews::display_captcha_cr(): the kind and site key, or null without a captcha */
  captcha: CaptchaSpec | null;
  /** a guest when reviews need a login: the printed notice instead of a form */
  login: LoginNotice | null;
  name: string;
  email: string;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();
/** a label without the `<span class="required">*</span>` the plugin appends */
const labelText = (el: Element | null | undefined) => {
  if (!el) return '';
  const copy = el.cloneNode(true);
  if (copy instanceof Element) copy.querySelectorAll('.required').forEach((r) => r.remove());
  return text(copy instanceof Element ? copy : el);
};

const TYPE_LABEL = 'cr_typ_lab_';
const ONSITE = 'cr_onsite_';

function typeLabelOf(scope: Element, name: string): RatingSpec['typeLabel'] {
  const typName = TYPE_LABEL + name.slice(ONSITE.length);
  const input = Array.from(scope.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).find(
    (i) => i.name === typName,
  );
  return input ? { name: typName, value: input.value } : null;
}

/** One `.cr-review-form-rating` block (CR_Custom_Questions::display_rating). */
function ratingOf(block: Element): RatingSpec | null {
  const input = block.querySelector<HTMLInputElement>('input.cr-review-form-rating-inp');
  if (!input?.name.startsWith(ONSITE)) return null;
  return {
    id: input.name,
    label: labelText(block.querySelector('.cr-review-form-rating-label')),
    required: Boolean(block.querySelector('.cr-review-form-rating-req')),
    typeLabel: typeLabelOf(block, input.name),
  };
}

export function readFormConfig(el: HTMLElement): ReviewFormConfig {
  const overallBlock = el.querySelector('.cr-review-form-rating-overall .cr-review-form-rating');
  const overall = overallBlock ? ratingOf(overallBlock) : null;
  const criteria = Array.from(el.querySelectorAll('.cr-onsite-ratings .cr-review-form-rating'))
    .map(ratingOf)
    .filter((r): r is RatingSpec => r !== null);
  const questions: QuestionSpec[] = [];
  el.querySelectorAll('.cr-onsite-question').forEach((q) => {
    const input = q.querySelector<HTMLInputElement>('input.cr-onsite-question-inp');
    if (!input?.name.startsWith(ONSITE)) return;
    questions.push({
      id: input.name,
      label: labelText(q.querySelector('label')),
      required: q.classList.contains('cr-review-form-que-req'),
      type: input.type === 'number' ? 'number' : 'text',
      typeLabel: typeLabelOf(q, input.name),
    });
  });
  const termsText = el.querySelector('.cr-review-form-terms label span');
  return {
    itemId: el.querySelector<HTMLInputElement>('.cr-review-form-item-id')?.value ?? '',
    itemName: text(el.querySelector('.cr-review-form-item span')),
    itemImage: el.querySelector('.cr-review-form-item img')?.getAttribute('src') ?? '',
    nonce: el.dataset.nonce ?? '',
    ratings: [overall ?? { id: 'rating', label: '', required: true, typeLabel: null }, ...criteria],
    questions,
    // read from the page's own markup (the plugin prints the text as HTML); rendered through SafeHtml
    termsHtml: el.querySelector('.cr-review-form-terms') ? (termsText?.innerHTML.trim() ?? '') : null,
    media: Boolean(el.querySelector('.cr-form-item-media')),
    captcha: readCaptcha(el.querySelector('.cr-review-form-captcha')),
    login: readLoginNotice(el),
    name: el.querySelector<HTMLInputElement>('.cr-review-form-name input')?.value ?? '',
    email: el.querySelector<HTMLInputElement>('.cr-review-form-email input')?.value ?? '',
  };
}
