// A React root that renders a printed container's content itself (through a portal) takes its children over
// before the first paint: they are read first (the caller's initial state), the container emptied in a layout
// effect and the portal rendered in the same task, so the page never shows it empty (CLS 0). On unmount the
// printed children come back.
import { useLayoutEffect, useState } from 'react';

export function useTakeOver(container: HTMLElement | null): boolean {
  const [owned, setOwned] = useState(false);
  useLayoutEffect(() => {
    if (!container) return;
    const printed = Array.from(container.childNodes);
    container.replaceChildren();
    setOwned(true);
    return () => {
      setOwned(false);
      // React removes its own nodes after this cleanup: put the printed ones back after them
      container.append(...printed);
    };
  }, [container]);
  return owned;
}
