// CR_Reviews::display_voting_buttons() rendered by React inside a review's `.cr-voting-cont`: two thumbs that
// are toggle buttons (named, keyboard-operable, aria-pressed), both `cr-voting-update` while the vote is sent,
// `cr-voting-active` and the counts "(n)" from the response; a vote that fails says so (the counts stay).
import type { KeyboardEvent } from 'react';
import { SafeHtml } from '../html/SafeHtml';
import { __, writeDigits } from '../i18n';
import type { VoteState } from './reviewItem';
import { useVote } from './useVote';

/** Enter or Space presses a control that is not a native button (React's and the DOM's key events alike). */
export const pressOnKey = (press: () => void) => (e: Pick<KeyboardEvent, 'key' | 'preventDefault'>) => {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  press();
};

export function VoteControl({ initial }: { initial: VoteState }) {
  const { votes, updating, error, vote } = useVote(initial);
  const thumb = (up: boolean) => {
    const on = up ? votes.current > 0 : votes.current < 0;
    const press = () => vote(up);
    return (
      <SafeHtml
        className={`${up ? 'cr-voting-upvote' : 'cr-voting-downvote'} cr-voting-a${on ? ' cr-voting-active' : ''}${updating ? ' cr-voting-update' : ''}`}
        data-vote={votes.id}
        data-upvote={up ? '1' : '0'}
        role="button"
        tabIndex={0}
        aria-pressed={on}
        aria-disabled={updating || undefined}
        aria-label={up ? __('Helpful') : __('Not helpful')}
        onClick={press}
        onKeyDown={pressOnKey(press)}
        html={up ? votes.upIcon : votes.downIcon}
      />
    );
  };
  return (
    <>
      {thumb(true)}
      <span className="cr-voting-upvote-count">({writeDigits(votes.upvotes, votes.digits)})</span>
      {thumb(false)}
      <span className="cr-voting-downvote-count">({writeDigits(votes.downvotes, votes.digits)})</span>
      {error ? (
        <span className="sw-vote-failed" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}
