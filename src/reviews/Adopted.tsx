// A part of the printed markup the view keeps as it is (the title, the customer images strip, an add-review
// form another widget owns): the element itself is moved into a `display: contents` box, so React's tree holds
// it in its printed place without re-creating it (nothing reloads, widgets mounted on it stay).
import { useLayoutEffect, useRef } from 'react';

export function Adopted({ node }: { node: Element }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // moving a node takes its focus away: only when it is not in its box already (effects may run twice)
    if (box.current && node.parentNode !== box.current) box.current.append(node);
  }, [node]);
  return <div ref={box} className="sw-printed" style={{ display: 'contents' }} />;
}
