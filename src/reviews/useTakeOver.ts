// A React root that renders a printed container's content itself (through a portal) takes its children over
// before the first paint: they are read first (the caller's initial state), the container emptied in a layout
// effect and the portal rendered in the same task, so the page never shows it empty (CLS 0). Focus inside the
// container stays where it was: on the same element when the view kept it (Adopted), else on the element
// rendered in its place. On unmount the printed children come back.
import { useLayoutEffect, useRef, useState } from 'react';

/** The element's tag and index among its parent's elements, at each step from the container down to it. */
function pathTo(container: Element, el: Element): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (let p; el !== container && (p = el.parentElement); el = p) out.unshift([el.tagName, [...p.children].indexOf(el)]);
  return out;
}

function follow(container: Element, path: Array<[string, number]>): Element | null {
  let el: Element | undefined = container;
  for (const [tag, index] of path) {
    el = el?.children[index];
    if (el?.tagName !== tag) return null;
  }
  return el ?? null;
}

export function useTakeOver(container: HTMLElement | null): boolean {
  const [owned, setOwned] = useState(false);
  const focus = useRef<{ el: HTMLElement; path: Array<[string, number]> } | null>(null);
  useLayoutEffect(() => {
    if (!container) return;
    const printed = Array.from(container.childNodes);
    const active = document.activeElement;
    // kept across a second run of this effect (React's strict mode runs it twice: the first took the focus)
    if (active instanceof HTMLElement && container.contains(active)) focus.current = { el: active, path: pathTo(container, active) };
    container.replaceChildren();
    setOwned(true);
    return () => {
      setOwned(false);
      // React removes its own nodes after this cleanup: put the printed ones back after them
      container.append(...printed);
    };
  }, [container]);
  useLayoutEffect(() => {
    const f = focus.current;
    if (!owned || !f || !container) return;
    focus.current = null;
    const again = f.el.isConnected ? f.el : follow(container, f.path);
    if (again instanceof HTMLElement) again.focus({ preventScroll: true });
  }, [owned, container]);
  return owned;
}
