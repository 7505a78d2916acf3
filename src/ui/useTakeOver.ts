// A React root that renders into a container the PHP printed (through a portal) takes its printed children out
// in the same commit, before the browser paints, so the page never shows both nor a blank; they go back when the
// root unmounts (the PHP markup keeps working without the widget). With `active` false they stay (a view
// that replaces printed text only in one of its states, e.g. the login's branding in the code view).
// The view renders from the start, in the mount's own (sliced) render: a take-over that first emptied the box and
// then re-rendered from a layout effect made the whole view one synchronous render and commit (a long task on
// the all-reviews block). What the view kept of the printed markup (Adopted, hosted cards) has moved
// into it by then and stays; only what is still where it was printed leaves. Focus inside the box stays where it
// was: on the same element when the view kept it, else on the element rendered in its place.
import { useInsertionEffect, useLayoutEffect, useRef, useState } from 'react';

type Path = Array<[string, number]>;

/** The element's tag and index among its parent's elements, at each step from the box down to it. */
function pathTo(box: Element, el: Element): Path {
  const out: Path = [];
  for (let p; el !== box && (p = el.parentElement); el = p)
    out.unshift([el.tagName, [...p.children].indexOf(el)]);
  return out;
}

function follow(box: Element, path: Path): Element | null {
  let el: Element | undefined = box;
  for (const [tag, index] of path) {
    el = el?.children[index];
    if (el?.tagName !== tag) return null;
  }
  return el ?? null;
}

export function useTakeOver(box: HTMLElement | null, active = true): void {
  const [printed] = useState(() => (box ? Array.from(box.childNodes) : []));
  const focus = useRef<{ el: HTMLElement; path: Path } | null>(null);
  // before any layout effect: a part the view adopts is moved there, and moving a node takes its focus away
  useInsertionEffect(() => {
    const a = document.activeElement;
    focus.current =
      active && box && a instanceof HTMLElement && box.contains(a) ? { el: a, path: pathTo(box, a) } : null;
  }, [box, active]);
  useLayoutEffect(() => {
    if (!active || !box) return;
    printed.forEach((n) => {
      if (n.parentNode === box) box.removeChild(n);
    });
    // only when the focus was lost (moved nodes drop it): kept for a second run of this effect (strict mode)
    const f = focus.current;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (f && lost) {
      const again = f.el.isConnected ? f.el : follow(box, f.path);
      if (again instanceof HTMLElement) again.focus({ preventScroll: true });
    }
    // React removes its own nodes after this cleanup: the printed ones are back in their order
    return () => box.prepend(...printed);
  }, [box, printed, active]);
}
