// The reviews of a list: each the <li> CusRev printed or answered (its classes and id, its inner HTML through
// SafeHtml), with the vote control rendered by React into its `.cr-voting-cont` (reviews loaded later too).
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SafeHtml } from '../html/SafeHtml';
import type { ReviewItem } from './reviewItem';
import { VoteControl } from './VoteControl';

// memo: a query's click re-renders the list's state, not the reviews it already shows (INP)
const Review = memo(function Review({ item, focusOnMount }: { item: ReviewItem; focusOnMount: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const [voteBox, setVoteBox] = useState<Element | null>(null);
  useLayoutEffect(() => {
    setVoteBox(item.vote ? (ref.current?.querySelector('.cr-voting-cont') ?? null) : null);
    if (focusOnMount) ref.current?.focus();
  }, [item, focusOnMount]);
  return (
    <>
      <SafeHtml
        as={item.tag}
        ref={ref}
        id={item.id || undefined}
        className={item.className || undefined}
        tabIndex={focusOnMount ? -1 : undefined}
        html={item.html}
      />
      {voteBox && item.vote ? createPortal(<VoteControl initial={item.vote} />, voteBox) : null}
    </>
  );
});

/** `focusKey`: the review that takes focus when it appears (the first one show more added, once the button is gone). */
export function ReviewItems({ items, focusKey }: { items: ReviewItem[]; focusKey?: string }) {
  return (
    <>
      {items.map((it) => (
        <Review key={it.key} item={it} focusOnMount={it.key === focusKey} />
      ))}
    </>
  );
}
