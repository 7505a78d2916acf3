// Where a held action is replayed when its target was replaced while it waited (hold.ts): loaded only then, so
// the entry stays small. It imports only types from hold.ts: a module the entry shared with the loaders chunk
// would become a chunk the entry waits for (see inline.ts), so the nearest-HTML-element step is written here again.
import type { Held } from './hold';

const htmlTarget = (t: Element | null): HTMLElement | null => {
  while (t && !(t instanceof HTMLElement)) t = t.parentElement;
  return t;
};

/**
 * The element to replay on when the target was replaced meanwhile: the one that now carries the control's id
 * (a React view that re-rendered the printed markup: other widgets mounting may have moved it), else the one in
 * the target's place under its nearest ancestor still in the page when every step down has the same tag (a
 * root that rendered a printed list again: the page may have scrolled since the click), else the one where the
 * click was made (a cart fragment refresh).
 */
export function refind(h: Held, doc: Document): HTMLElement | null {
  // (only when the control itself went: a control still in the page is an ancestor, the tab panel around a list)
  const same = h.control.id && !h.control.isConnected ? doc.getElementById(h.control.id) : null;
  if (same instanceof HTMLElement && same.tagName === h.control.tagName) return same;
  const place = h.place ?? [];
  let i = place.findIndex(([p]) => p.isConnected);
  let el: Element | undefined = place[i]?.[0];
  for (; el && i >= 0; i--) {
    const [, tag, index] = place[i] ?? [];
    el = el.children[index ?? -1];
    if (el?.tagName !== tag) el = undefined;
  }
  return htmlTarget(el ?? null) ?? (h.at ? htmlTarget(doc.elementFromPoint(...h.at)) : null);
}
