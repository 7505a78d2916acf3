// A vote on a review (cr_vote_review) or a question (cr_vote_question), headless: one vote in flight per
// control ('updating' while it is sent, as the plugin's script greys both thumbs), then the counts and the
// active thumb from the response's votes, never guessed.
import { useCallback, useRef, useState } from 'react';
import { isAbort } from '../ajax';
import { __ } from '../i18n';
import { call, failureText, voteResponse } from './api';
import type { VoteState } from './reviewItem';

export interface Vote {
  votes: VoteState;
  updating: boolean;
  /** why the last vote failed, '' when it did not */
  error: string;
  vote(up: boolean): void;
}

export function useVote(
  initial: VoteState,
  action: 'cr_vote_review' | 'cr_vote_question' = 'cr_vote_review',
): Vote {
  const [votes, setVotes] = useState(initial);
  const [updating, setUpdating] = useState(false);
  const [error, setError] = useState('');
  const busy = useRef(false);
  const vote = useCallback(
    (up: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setUpdating(true);
      setError('');
      call(action, { reviewID: initial.id, upvote: up ? 1 : 0 }, voteResponse)
        .then((res) => {
          if (res.code === 0) setVotes((v) => ({ ...v, ...res.votes }));
          else setError(__('Your vote could not be saved. Please try again.'));
        })
        .catch((e: unknown) => {
          if (!isAbort(e)) setError(failureText(e, __('Your vote could not be saved. Please try again.')));
        })
        .finally(() => {
          busy.current = false;
          setUpdating(false);
        });
    },
    [action, initial.id],
  );
  return { votes, updating, error, vote };
}
