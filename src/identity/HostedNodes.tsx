// A React view that takes over printed markup but must keep some of its nodes as they are: the phone number
// input, which the phone-field widget (another root) and intl-tel-input own, with what they put around it.
// Rendering a new input there would re-mount the phone field (a layout shift while intl-tel-input wraps it
// again) and lose what the shopper types during the hand-over. The nodes are moved into a `display:contents`
// slot React renders empty (so React never reconciles them), in the commit's own task (the mount system's
// MutationObserver sees them still connected: the phone field keeps running), with the focus and caret given
// back; on unmount they go back where they were.
import { useLayoutEffect, useRef, useState } from 'react';
import { markFocusIn, restoreFocus } from '../dom/focusMark';

export function HostedNodes({ nodes }: { nodes: readonly Node[] }) {
  const slot = useRef<HTMLSpanElement>(null);
  // read while rendering: with the `inside` placement the commit removes the printed markup (and the focus)
  const [focus] = useState(() => markFocusIn(nodes));
  useLayoutEffect(() => {
    const to = slot.current;
    if (!to) return;
    const places = nodes.map((n) => ({ n, parent: n.parentNode, next: n.nextSibling }));
    const mark = markFocusIn(nodes) ?? focus;
    to.append(...nodes);
    restoreFocus(mark);
    return () => {
      for (const { n, parent, next } of places.reverse()) {
        if (!parent) continue;
        parent.insertBefore(n, next && next.parentNode === parent ? next : null);
      }
    };
  }, [nodes, focus]);
  return <span ref={slot} className="sw-hosted" style={{ display: 'contents' }} />;
}
