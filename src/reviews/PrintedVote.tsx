// CR_Reviews::display_voting_buttons() as the page printed it in a printed review, run by React: the printed
// thumbs become the toggle buttons (named, keyboard-operable, aria-pressed; `cr-voting-update` while the vote is
// sent, `cr-voting-active` from the response), the printed counts stay as printed until a vote answers, then
// show the response's counts; a vote that fails says so by the thumbs. Nothing is re-created or re-parsed, and
// unmounted the box is as printed. (VoteControl renders the same control for reviews an answer brought.)
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { __, writeDigits, type DigitSet } from '../i18n';
import { usePlatformEvent } from '../ui/usePlatformEvent';
import { usePlatformProps } from '../ui/usePlatformProps';
import { useTakeOver } from '../ui/useTakeOver';
import type { VoteState } from './reviewItem';
import { useVote } from './useVote';
import { pressOnKey } from './VoteControl';

function Thumb({
  el,
  up,
  on,
  updating,
  press,
}: {
  el: HTMLElement | null;
  up: boolean;
  on: boolean;
  updating: boolean;
  press: () => void;
}) {
  usePlatformProps(el, {
    attrs: {
      role: 'button',
      tabindex: '0',
      'aria-pressed': String(on),
      'aria-disabled': updating ? 'true' : null,
      'aria-label': up ? __('Helpful') : __('Not helpful'),
    },
    classes: { 'cr-voting-active': on, 'cr-voting-update': updating },
  });
  usePlatformEvent(el, 'click', press);
  usePlatformEvent(el, 'keydown', pressOnKey(press));
  return null;
}

/** a printed count: as printed until `count` is given, then "(n)" in the digits it was printed in */
function Count({ el, count, digits }: { el: HTMLElement | null; count: number | null; digits: DigitSet }) {
  useTakeOver(el, count !== null);
  return el && count !== null ? createPortal(`(${writeDigits(count, digits)})`, el) : null;
}

export function PrintedVote({ cont, initial }: { cont: HTMLElement; initial: VoteState }) {
  const [parts] = useState(() => ({
    up: cont.querySelector<HTMLElement>('.cr-voting-upvote'),
    down: cont.querySelector<HTMLElement>('.cr-voting-downvote'),
    upCount: cont.querySelector<HTMLElement>('.cr-voting-upvote-count'),
    downCount: cont.querySelector<HTMLElement>('.cr-voting-downvote-count'),
  }));
  const { votes, updating, error, vote } = useVote(initial);
  // the state object is replaced only by a vote's answer
  const answered = votes !== initial;
  return (
    <>
      <Thumb el={parts.up} up on={votes.current > 0} updating={updating} press={() => vote(true)} />
      <Count el={parts.upCount} count={answered ? votes.upvotes : null} digits={votes.digits} />
      <Thumb
        el={parts.down}
        up={false}
        on={votes.current < 0}
        updating={updating}
        press={() => vote(false)}
      />
      <Count el={parts.downCount} count={answered ? votes.downvotes : null} digits={votes.digits} />
      {error
        ? createPortal(
            <span className="sw-vote-failed" role="alert">
              {error}
            </span>,
            cont,
          )
        : null}
    </>
  );
}
