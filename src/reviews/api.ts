// CusRev admin-ajax calls with their response shapes checked, never trusted. Every call goes to
// cr_ajax_object.ajax_url through the one client.
import { adminAjax, ApiError, DEFAULT_TIMEOUT_MS, isApiError } from '../ajax';
import type { NonceField } from '../ajax/adminAjax';
import { failureMessage } from '../ajax/failureMessage';
import { arr, bool, num, obj, optStr, str, isRecord, type Parser } from '../settings/parse';
import { readCrAjaxObject } from '../settings/reviews';

const url = () => readCrAjaxObject().ajax_url;

export const listResponse = obj({
  page: num(0),
  html: str(''),
  last_page: bool(false),
  show_more_label: str(''),
  count_row: str(''),
  pagination: optStr,
});
export type ListResponse = ReturnType<typeof listResponse>;

/**
 * A list answer must carry its html: `{success:false,data:"…"}` or a 200 `{error:true}` from a filter in the
 * way is a failure to report, not an empty result ('no reviews' would be a lie).
 */
export const strictList =
  <T>(p: Parser<T>): Parser<T> =>
  (v) => {
    // wp_list_comments() returns null when it has nothing to list: an empty page, not a malformed answer
    if (!isRecord(v) || (typeof v.html !== 'string' && v.html !== null))
      throw new ApiError('invalid_json', 'a reviews list answer without html', { data: v });
    return p(v.html === null ? { ...v, html: '' } : v);
  };

export const voteResponse = obj({
  code: num(-1),
  votes: obj({ upvotes: num(0), downvotes: num(0), current: num(0) }),
});
export type VoteResponse = ReturnType<typeof voteResponse>;

export const qnaResponse = obj({ page: num(0), html: str(''), last_page: bool(false) });
export type QnaResponse = ReturnType<typeof qnaResponse>;

export const submitResponse = obj({ code: num(-1), description: str(''), button: str('') });
export type SubmitResponse = ReturnType<typeof submitResponse>;

/** {code:200, attachment:{id,key,nonce}} or {code>=500, message}. */
export const uploadResponse = obj({
  code: num(0),
  attachment: obj({ id: num(0), key: str(''), nonce: str('') }),
  message: str(''),
});
export type UploadResponse = ReturnType<typeof uploadResponse>;
export const deleteResponse = obj({ code: num(0), class: str('') });

/** A body that must be an object: admin-ajax's `0`/`-1` and HTML pages are already errors in the client. */
const objectBody =
  <T>(p: Parser<T>): Parser<T> =>
  (v) =>
    p(isRecord(v) ? v : {});

export type Data = Record<string, unknown> | FormData;
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  nonce?: NonceField;
}

/** The reviews calls' time limit (the client's default); tests shorten it. */
export const reviewsCalls = { timeoutMs: DEFAULT_TIMEOUT_MS };

export const call = <T>(action: string, data: Data, parser: Parser<T>, o: CallOptions = {}) =>
  adminAjax(action, data, objectBody(parser), {
    url: url(),
    signal: o.signal,
    timeoutMs: o.timeoutMs ?? reviewsCalls.timeoutMs,
    nonce: o.nonce,
  });

/** What a failed reviews call tells the shopper: a time-out in the client's own sentence, else `fallback`. */
export const failureText = (e: unknown, fallback: string): string =>
  isApiError(e) && e.code === 'timeout' ? failureMessage(e, fallback) : fallback;

export const ids = arr(num(0));

/**
 * The plugin's answers to a stale nonce, sent before it did anything: the Q&A's code 2 (CR_Qna::new_qna), the
 * comment form's upload 500 (CR_Reviews::new_ajax_upload), the review form's upload 507
 * (CR_All_Reviews::upload_media_files). Their 501 is a file too large, answered after the nonce passed.
 */
const codeIs =
  (code: number) =>
  (v: unknown): boolean =>
    isRecord(v) && num(-1)(v.code) === code;

/** The nonces CusRev prints on its blocks, and how each call refuses a stale one. */
export const qnaNonce: NonceField = {
  field: 'crNonce',
  from: { selector: '#cr_qna', attribute: 'data-nonce' },
  refused: codeIs(2),
};
export const commentUploadNonce: NonceField = {
  field: 'cr_nonce',
  from: { selector: '#cr_review_image', attribute: 'data-nonce' },
  refused: codeIs(500),
};
export const formUploadNonce: NonceField = {
  field: 'cr_nonce',
  from: { selector: '.cr-review-form-wrap', attribute: 'data-nonce' },
  refused: codeIs(507),
};
