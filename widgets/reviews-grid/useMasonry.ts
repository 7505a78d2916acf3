// The grid's masonry as React state, from the layout the entry gave the printed cards: cards not placed yet render at the end of the first column, are measured
// before the browser paints, and move to the shortest visible column (masonry.ts). The visible columns follow
// the grid's width (a ResizeObserver; the plugin decides once, at load); when their number changes every card
// is laid out again, in order, as Colcade does on resize.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { activeColumns, emptyLayout, place, readLayout, type Placed } from './masonry';

const widthOf = (el: HTMLElement) => el.getBoundingClientRect().width;

export function useMasonry(inner: HTMLElement | null, ids: number[]) {
  // the entry has usually laid the printed cards out already (before the first paint): start from there
  const [printed] = useState(() => (inner ? readLayout(inner) : null));
  const [count, setCount] = useState(
    () => printed?.columns.length ?? (inner ? activeColumns(widthOf(inner)) : 1),
  );
  const [layout, setLayout] = useState<Placed>(() => printed ?? emptyLayout(count));
  const nodes = useRef(new Map<number, HTMLElement>());

  useLayoutEffect(() => {
    if (!inner || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setCount(activeColumns(widthOf(inner))));
    ro.observe(inner);
    return () => ro.disconnect();
  }, [inner]);

  // a new number of columns lays every card out again
  if (layout.columns.length !== count) setLayout(emptyLayout(count));

  const placed = new Set(layout.columns.flat());
  const pending = ids.filter((id) => !placed.has(id));
  const pendingKey = pending.join(',');

  useLayoutEffect(() => {
    if (!pendingKey) return;
    const height = (id: number) => nodes.current.get(id)?.offsetHeight ?? 0;
    const items = pendingKey.split(',').map((id) => ({ id: Number(id), height: height(Number(id)) }));
    // the placed cards' heights as they are now (images loaded since, a review opened): Colcade measures its
    // columns again when an image loads
    const measured = (l: Placed) => ({
      ...l,
      heights: l.columns.map((c, i) =>
        c.length ? c.reduce((h, id) => h + (height(id) || 1), 0) : (l.heights[i] ?? 0),
      ),
    });
    setLayout((l) => (l.columns.length === count ? place(measured(l), items) : l));
  }, [pendingKey, count]);

  const known = new Set(ids);
  const columns = layout.columns.map((c) => c.filter((id) => known.has(id)));
  columns[0]?.push(...pending);

  /** ref callback for a card element */
  const track = useCallback(
    (id: number) => (el: HTMLElement | null) => {
      if (el) nodes.current.set(id, el);
      else nodes.current.delete(id);
    },
    [],
  );

  /** start again from empty columns (a filter replaced the cards) */
  const reset = useCallback(() => setLayout(emptyLayout(count)), [count]);

  return { count, columns, track, reset };
}
