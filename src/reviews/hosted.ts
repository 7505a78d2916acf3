// Printed nodes a React view hosts as they are (the reviews the PHP printed in a list, the grid's printed cards,
// a printed part of the summary): moved into the element React renders, and given back to the printed element they
// came from, at their printed place among the siblings back already, when the view lets them go or unmounts.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** each printed parent's children as printed, taken before the first of them leaves */
const printedChildren = new WeakMap<ParentNode, ChildNode[]>();

/** Remember where `node` is printed (once per parent, before any of its children moves); returns its parent. */
export function rememberPlace(node: ChildNode): ParentNode | null {
  const parent = node.parentNode;
  if (parent && !printedChildren.has(parent)) printedChildren.set(parent, Array.from(parent.childNodes));
  return parent;
}

/** Put `node` back into `parent` before the first of its printed next siblings that is back there. */
export function giveBack(node: ChildNode, parent: ParentNode): void {
  const siblings = printedChildren.get(parent) ?? [];
  const next = siblings.slice(siblings.indexOf(node) + 1).find((n) => n.parentNode === parent) ?? null;
  parent.insertBefore(node, next);
}

/**
 * Host `nodes`, in order, first in the element `box` refers to, before what React renders there: React inserts
 * its own children before its own siblings or at the end, so a printed prefix stays one (show more appends after
 * it, a new answer replaces it). A node that leaves the list, and every node on unmount, goes back to its place.
 */
export function useHostedFirst(box: RefObject<HTMLElement | null>, nodes: readonly HTMLElement[]): void {
  const key = nodes.map((n, i) => n.id || n.dataset.reviewid || i).join(' ');
  const latest = useRef(nodes);
  latest.current = nodes;
  useLayoutEffect(() => {
    const el = box.current;
    const hosted = [...latest.current];
    if (!el || !hosted.length) return;
    const homes = hosted.map((n) => (n.parentNode === el ? null : rememberPlace(n)));
    if (hosted.some((n, i) => el.childNodes[i] !== n)) el.prepend(...hosted);
    return () =>
      hosted.forEach((n, i) => {
        const home = homes[i];
        if (n.parentNode !== el) return;
        // a node the view's take-over had already taken out (it gives it back itself on unmount) just leaves
        if (home) giveBack(n, home);
        else n.remove();
      });
  }, [box, key]);
}
