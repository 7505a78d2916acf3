// One of the grid's three columns (`.cr-reviews-grid-col`), its cards in masonry order: the cards the PHP printed
// are hosted as they are, first in the column (placed before any card an answer adds), their state rendered onto
// them; a card from an answer is rendered from its sanitized html.
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { SafeHtml } from '../../src/html/SafeHtml';
import { useHostedFirst } from '../../src/reviews/hosted';
import { usePlatformEvent } from '../../src/ui/usePlatformEvent';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import type { CardClick } from '../../src/reviews/useReadMore';
import type { GridCard } from './cards';

export interface CardView {
  card: GridCard;
  expanded: boolean;
  /** the card's element, or null when it leaves (masonry measures it, focus goes to it) */
  track(el: HTMLElement | null): void;
  onClick(e: CardClick): void;
  onKeyDown(e: { key: string; target: EventTarget | null; preventDefault(): void }): void;
}

const CARD_CLASS = 'cr-sw-grid-expanded';

function PrintedCardView({ node, view }: { node: HTMLElement; view: CardView }) {
  usePlatformProps(node, { attrs: { tabindex: '-1' }, classes: { [CARD_CLASS]: view.expanded } });
  usePlatformEvent(node, 'click', view.onClick);
  usePlatformEvent(node, 'keydown', view.onKeyDown);
  const track = useRef(view.track);
  track.current = view.track;
  useLayoutEffect(() => {
    track.current(node);
    return () => track.current(null);
  }, [node]);
  return null;
}

function LoadedCardView({ view }: { view: CardView }) {
  const c = view.card;
  if (c.printed) return null;
  return (
    <SafeHtml
      as="div"
      ref={view.track}
      className={`cr-review-card ${c.shop ? 'cr-card-shop' : 'cr-card-product'}${view.expanded ? ` ${CARD_CLASS}` : ''}`}
      style={c.style}
      data-reviewid={c.id}
      tabIndex={-1}
      onClick={(e: MouseEvent) => view.onClick(e)}
      onKeyDown={(e: KeyboardEvent) => view.onKeyDown(e)}
      html={c.html}
    />
  );
}

interface Props {
  n: number;
  hidden: boolean;
  busy: boolean;
  cards: CardView[];
}

export function Column({ n, hidden, busy, cards }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useHostedFirst(
    box,
    cards.flatMap((v) => (v.card.printed ? [v.card.printed] : [])),
  );
  return (
    <div
      ref={box}
      className={`cr-reviews-grid-col cr-reviews-grid-col${n}${hidden ? ' cr-reviews-grid-col-none' : ''}`}
      aria-busy={busy || undefined}
    >
      {cards.map((v) =>
        v.card.printed ? (
          <PrintedCardView key={v.card.id} node={v.card.printed} view={v} />
        ) : (
          <LoadedCardView key={v.card.id} view={v} />
        ),
      )}
    </div>
  );
}
