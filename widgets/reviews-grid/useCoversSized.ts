// Whether the grid's cards may show: false while the entry's head script waits for the covers of the cards in view
// to load (gridColumns.ts marks the grid `data-sw-showing="pending"` and shows it itself when they have).
import { useEffect, useState } from 'react';

// shown already (the marker stays until the frame that showed them has painted): sized
const pending = (inner: HTMLElement | null) =>
  inner?.dataset.swShowing === 'pending' && !inner.classList.contains('cr-colcade-loaded');

export function useCoversSized(inner: HTMLElement | null): boolean {
  const [sized, setSized] = useState(() => !pending(inner));
  useEffect(() => {
    if (sized || !inner) return;
    const done = () => {
      if (pending(inner)) return;
      observer.disconnect();
      setSized(true);
    };
    const observer = new MutationObserver(done);
    observer.observe(inner, { attributes: true, attributeFilter: ['data-sw-showing', 'class'] });
    done();
    return () => observer.disconnect();
  }, [inner, sized]);
  return sized;
}
