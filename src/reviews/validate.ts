// Review, question and answer form rules. Pure: values in, per-field errors out.
import { __ } from '../i18n';

/** local@domain with a top-level domain of 2+ letters, or an IP literal (the standard reading of an address). */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/u;
export const isEmail = (v: string): boolean => EMAIL.test(v.trim());

export interface FormShape {
  ratings: Array<{ id: string; required: boolean }>;
  questions: Array<{ id: string; required: boolean }>;
  terms: boolean;
  captcha: boolean;
  /** 'review' | 'question' | 'answer': only the comment's message differs */
  kind: 'review' | 'question' | 'answer';
}

export interface FormValues {
  ratings: Record<string, number>;
  comment: string;
  name: string;
  email: string;
  questions: Record<string, string>;
  terms: boolean;
  captcha: string;
  /** uploads not yet ok (uploading or being removed) */
  pendingUploads: number;
}

export type FieldErrors = Record<string, string>;

const COMMENT_MSG = {
  review: 'Please write your review',
  question: 'Please write your question',
  answer: 'Please write your answer',
} as const;

export function validate(shape: FormShape, v: FormValues): FieldErrors {
  const e: FieldErrors = {};
  for (const r of shape.ratings)
    if (r.required && !(v.ratings[r.id] ?? 0)) e[`rating:${r.id}`] = __('Please select a rating');
  if (!v.comment.trim()) e.comment = __(COMMENT_MSG[shape.kind]);
  if (!v.name.trim()) e.name = __('Please enter your name');
  if (!isEmail(v.email)) e.email = __('Please enter a valid email address');
  for (const q of shape.questions)
    if (q.required && !(v.questions[q.id] ?? '').trim()) e[`q:${q.id}`] = __('Please answer this question');
  if (v.pendingUploads > 0) e.media = __('Please wait until the uploads have finished');
  if (shape.terms && !v.terms) e.terms = __('Please tick the checkbox to proceed');
  if (shape.captcha && !v.captcha) e.captcha = __('Please confirm that you are not a robot');
  return e;
}
