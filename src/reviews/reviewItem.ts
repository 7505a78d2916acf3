// One review of a CusRev list (templates/cr-review.php: the <li> wp_list_comments prints) as the view needs it,
// with its votes read out of CR_Reviews::display_voting_buttons()' `.cr-voting-cont` (the box the React vote
// control renders into). A review the page printed is the page's own element, hosted as it is (the same trust as
// the rest of the printed page: nothing cloned, serialized or re-parsed); a review from an ajax answer is its
// attributes and its sanitized inner HTML, with the voting box emptied.
import { sanitizeFragment } from '../html/sanitize';
import { digitSetOf, normalizeDigits, type DigitSet } from '../i18n';

export interface VoteState {
  id: string;
  upvotes: number;
  downvotes: number;
  /** > 0 the visitor voted up, < 0 down, 0 none */
  current: number;
  /** the digits the counts are printed in (CusRev prints intval(): Latin, whatever the site's language) */
  digits: DigitSet;
  /** the thumbs' SVG from an answer, rendered through SafeHtml ('' for a printed review: its thumbs stay) */
  upIcon: string;
  downIcon: string;
}

interface ItemBase {
  /** unique in the list, stable for the same review */
  key: string;
  vote: VoteState | null;
}
/** a review the PHP printed: the element itself */
export interface PrintedReview extends ItemBase {
  printed: HTMLElement;
}
/** a review an ajax answer brought */
export interface LoadedReview extends ItemBase {
  printed?: undefined;
  tag: 'li' | 'div';
  id: string;
  className: string;
  /** clean inner HTML, with the voting box emptied */
  html: string;
}
export type ReviewItem = PrintedReview | LoadedReview;

const count = (el: Element | null) =>
  Number(normalizeDigits(el?.textContent ?? '').replace(/[^\d]/g, '')) || 0;

function readVote(cont: Element, icons: boolean): VoteState | null {
  const up = cont.querySelector('.cr-voting-upvote[data-vote]');
  const down = cont.querySelector('.cr-voting-downvote');
  const id = up?.getAttribute('data-vote') ?? '';
  if (!up || !id) return null;
  return {
    id,
    upvotes: count(cont.querySelector('.cr-voting-upvote-count')),
    downvotes: count(cont.querySelector('.cr-voting-downvote-count')),
    digits: digitSetOf(cont.querySelector('.cr-voting-upvote-count')?.textContent ?? ''),
    current: up.classList.contains('cr-voting-active')
      ? 1
      : down?.classList.contains('cr-voting-active')
        ? -1
        : 0,
    upIcon: icons ? up.innerHTML : '',
    downIcon: icons ? (down?.innerHTML ?? '') : '',
  };
}

/** A review the page printed, hosted as it is: only its votes are read. */
export function readPrintedReview(el: HTMLElement, index: number): PrintedReview {
  const cont = el.querySelector('.cr-voting-cont');
  return { key: el.id || `review-${index}`, printed: el, vote: cont ? readVote(cont, false) : null };
}

/** Read one review element of a (sanitized) answer. */
function readReviewElement(el: Element, index: number): LoadedReview {
  const copy = el.cloneNode(true);
  const root = copy instanceof Element ? copy : el;
  const cont = root.querySelector('.cr-voting-cont');
  const vote = cont ? readVote(cont, true) : null;
  if (cont && vote) cont.replaceChildren();
  const id = el.getAttribute('id') ?? '';
  return {
    key: id || `review-${index}`,
    tag: el.tagName === 'LI' ? 'li' : 'div',
    id,
    className: el.getAttribute('class') ?? '',
    html: root.innerHTML,
    vote,
  };
}

/** The reviews of a list answer's html (sanitized first); `offset` keeps keys unique after show more. */
export function readReviewsHtml(html: string, offset = 0): ReviewItem[] {
  if (!html.trim()) return [];
  const frag = sanitizeFragment(html);
  return Array.from(frag.children)
    .filter((el) => !el.matches('.cr-pagination-review-spinner'))
    .map((el, i) => readReviewElement(el, offset + i));
}
