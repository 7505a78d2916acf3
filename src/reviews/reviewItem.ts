// One review of a CusRev list (templates/cr-review.php: the <li> wp_list_comments prints) as the view needs it:
// its own attributes, its inner HTML (sanitized) and its votes read out of CR_Reviews::display_voting_buttons()'
// `.cr-voting-cont`, which the HTML keeps as an empty box for the React vote control.
import { sanitizeFragment } from '../html/sanitize';

export interface VoteState {
  id: string;
  upvotes: number;
  downvotes: number;
  /** > 0 the visitor voted up, < 0 down, 0 none */
  current: number;
  /** the thumbs' printed SVG, rendered through SafeHtml */
  upIcon: string;
  downIcon: string;
}

export interface ReviewItem {
  /** unique in the list, stable for the same review */
  key: string;
  tag: 'li' | 'div';
  id: string;
  className: string;
  /** clean inner HTML, with the voting box emptied */
  html: string;
  vote: VoteState | null;
}

const count = (el: Element | null) => Number((el?.textContent ?? '').replace(/[^\d]/g, '')) || 0;

function readVote(cont: Element): VoteState | null {
  const up = cont.querySelector('.cr-voting-upvote[data-vote]');
  const down = cont.querySelector('.cr-voting-downvote');
  const id = up?.getAttribute('data-vote') ?? '';
  if (!up || !id) return null;
  return {
    id,
    upvotes: count(cont.querySelector('.cr-voting-upvote-count')),
    downvotes: count(cont.querySelector('.cr-voting-downvote-count')),
    current: up.classList.contains('cr-voting-active') ? 1 : down?.classList.contains('cr-voting-active') ? -1 : 0,
    upIcon: up.innerHTML,
    downIcon: down?.innerHTML ?? '',
  };
}

/** Read one printed or answered review element (already clean or from the page). */
export function readReviewElement(el: Element, index: number): ReviewItem {
  const copy = el.cloneNode(true);
  const root = copy instanceof Element ? copy : el;
  const cont = root.querySelector('.cr-voting-cont');
  const vote = cont ? readVote(cont) : null;
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
