// A part of the printed markup the view keeps as it is (the title, the customer images strip, an add-review
// form another widget owns): the element itself is moved into a `display: contents` box, so React's tree holds
// it in its printed place without re-creating it (nothing reloads, widgets mounted on it stay). On unmount it
// goes back into the printed element it came from, at its printed place among the siblings back already.
import { useLayoutEffect, useRef } from 'react';
import { giveBack, rememberPlace } from './hosted';

export function Adopted({ node }: { node: Element }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    // moving a node takes its focus away: only when it is not in its box already (effects may run twice)
    if (!el || node.parentNode === el) return;
    // a part of a printed element (the summary's): it goes back there; the root's own parts the take-over gives back
    const parent = rememberPlace(node);
    el.append(node);
    return () => {
      if (parent && node.parentNode === el) giveBack(node, parent);
    };
  }, [node]);
  return <div ref={box} className="sw-printed" style={{ display: 'contents' }} />;
}
