// Votes on reviews, questions and answers (CusRev markup `.cr-voting-cont`): the control is 'updating' while
// the vote is sent, then active-up or active-down from the returned votes, with the counts "(n)".
import { isAbort } from '../ajax';
import { __, digitSetOf, writeDigits } from '../i18n';
import { call, failureText, voteResponse, type VoteResponse } from './api';
import { enhanceButton } from './dom';

export function applyVotes(cont: Element, v: VoteResponse['votes']): void {
  const up = cont.querySelector('.cr-voting-upvote');
  const down = cont.querySelector('.cr-voting-downvote');
  up?.classList.toggle('cr-voting-active', v.current > 0);
  down?.classList.toggle('cr-voting-active', v.current < 0);
  up?.setAttribute('aria-pressed', String(v.current > 0));
  down?.setAttribute('aria-pressed', String(v.current < 0));
  const upCount = cont.querySelector('.cr-voting-upvote-count');
  const downCount = cont.querySelector('.cr-voting-downvote-count');
  // in the digits the count was printed in (templates/qna-list.php prints intval(): Latin on an Arabic site too)
  const digits = digitSetOf(upCount?.textContent ?? downCount?.textContent ?? '');
  if (upCount) upCount.textContent = `(${writeDigits(v.upvotes, digits)})`;
  if (downCount) downCount.textContent = `(${writeDigits(v.downvotes, digits)})`;
}

/** Make the vote spans keyboard-operable toggle buttons (they are spans in the PHP markup). */
export function enhanceVotes(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.cr-voting-a').forEach((el) => {
    enhanceButton(el);
    // the PHP prints a bare thumb icon: the control needs a name
    if (!el.hasAttribute('aria-label'))
      el.setAttribute('aria-label', el.matches('.cr-voting-upvote') ? __('Helpful') : __('Not helpful'));
    if (!el.hasAttribute('aria-pressed'))
      el.setAttribute('aria-pressed', String(el.classList.contains('cr-voting-active')));
  });
}

/** Why the control's last vote failed, by its thumbs (as VoteControl shows it); '' takes it away. */
function showVoteError(cont: Element, message: string): void {
  let note = cont.querySelector(':scope > .sw-vote-failed');
  if (!message) return note?.remove();
  if (!note) {
    note = document.createElement('span');
    note.className = 'sw-vote-failed';
    note.setAttribute('role', 'alert');
    cont.append(note);
  }
  note.textContent = message;
}

/** Delegated vote clicks under `root`; `action` is cr_vote_review or cr_vote_question. Returns the cleanup. */
export function bindVotes(root: HTMLElement, action: 'cr_vote_review' | 'cr_vote_question'): () => void {
  enhanceVotes(root);
  const onClick = (e: Event) => {
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>('.cr-voting-a') : null;
    if (!target || !root.contains(target)) return;
    e.preventDefault();
    const cont = target.closest('.cr-voting-cont-uni'); // reviews' .cr-voting-cont and Q&A's .cr-qna-q-voting both carry it
    if (!cont || cont.hasAttribute('aria-busy')) return; // one vote in flight per control
    const reviewID = target.dataset.vote ?? '';
    if (!reviewID) return;
    // as the plugin's script: both thumbs 'updating' (css/frontend.css greys them) while the vote is sent
    const thumbs = Array.from(cont.querySelectorAll('.cr-voting-a'));
    for (const t of thumbs) t.classList.add('cr-voting-update');
    cont.setAttribute('aria-busy', 'true');
    showVoteError(cont, '');
    call(action, { reviewID, upvote: target.dataset.upvote === '1' ? 1 : 0 }, voteResponse)
      .then((res) => {
        if (res.code === 0) applyVotes(cont, res.votes);
        else showVoteError(cont, __('Your vote could not be saved. Please try again.'));
      })
      .catch((err: unknown) => {
        if (!isAbort(err))
          showVoteError(cont, failureText(err, __('Your vote could not be saved. Please try again.')));
      })
      .finally(() => {
        for (const t of thumbs) t.classList.remove('cr-voting-update');
        cont.removeAttribute('aria-busy');
      });
  };
  const onKey = (e: KeyboardEvent) => {
    if (
      (e.key === 'Enter' || e.key === ' ') &&
      e.target instanceof Element &&
      e.target.matches('.cr-voting-a')
    )
      onClick(e);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
  };
}
