// The reviews of a list, with the vote control rendered by React into each one's `.cr-voting-cont` (reviews loaded
// later too). A review the page printed is hosted as it is: the <li> CusRev printed is moved into the list React
// renders (the page's own markup, as the slider hosts its printed cards: nothing cloned or re-parsed, which was a
// long task on the all-reviews page), and goes back into the printed list when it leaves (a new
// query) or the root unmounts. A review from an ajax answer is rendered from its classes, id and inner HTML
// through SafeHtml.
import { memo, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { SafeHtml } from '../html/SafeHtml';
import { useHostedFirst } from './hosted';
import type { LoadedReview, PrintedReview, ReviewItem, VoteState } from './reviewItem';
import { PrintedVote } from './PrintedVote';
import { VoteControl } from './VoteControl';

/** A printed review: its printed vote control, run by React. */
const HostedReview = memo(function HostedReview({
  node,
  vote,
}: {
  node: HTMLElement;
  vote: VoteState | null;
}) {
  const [box] = useState(() => (vote ? node.querySelector<HTMLElement>('.cr-voting-cont') : null));
  return box && vote ? <PrintedVote cont={box} initial={vote} /> : null;
});

// memo: a query's click re-renders the list's state, not the reviews it already shows (INP)
const LoadedItem = memo(function LoadedItem({
  item,
  focusOnMount,
}: {
  item: LoadedReview;
  focusOnMount: boolean;
}) {
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

const printedOf = (items: ReviewItem[]) =>
  items.filter((it): it is PrintedReview => it.printed !== undefined);

interface ListProps {
  items: ReviewItem[];
  /** the review that takes focus when it appears (the first one show more added, once the button is gone) */
  focusKey?: string;
  className: string;
  product?: string;
  style?: CSSProperties;
  busy?: boolean;
}

/** The list element (`ol.commentlist`, `ol.cr-ajax-reviews-list`) and its reviews. */
export function ReviewItems({ items, focusKey, className, product, style, busy }: ListProps) {
  const list = useRef<HTMLOListElement>(null);
  useHostedFirst(
    list,
    printedOf(items).map((it) => it.printed),
  );
  return (
    <ol
      ref={list}
      className={className}
      data-product={product || undefined}
      style={style}
      aria-busy={busy || undefined}
    >
      {items.map((it) =>
        it.printed ? (
          <HostedReview key={it.key} node={it.printed} vote={it.vote} />
        ) : (
          <LoadedItem key={it.key} item={it} focusOnMount={it.key === focusKey} />
        ),
      )}
    </ol>
  );
}
