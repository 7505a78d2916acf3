// The only component that renders server HTML; it always goes through the sanitizer. The element is React's,
// its content the sanitizer's clean nodes, copied in when the element is attached or the HTML changes (a copy of
// parsed nodes instead of innerHTML's parse: a list of suggestions or reviews commits faster).
import { createElement, memo, useCallback, useRef, type HTMLAttributes, type Ref } from 'react';
import { cleanNodes } from './sanitize';

type Props = { html: unknown; as?: 'div' | 'span' | 'p' | 'li' | 'ol' | 'ul'; ref?: Ref<HTMLElement> } & Omit<
  HTMLAttributes<HTMLElement>,
  'dangerouslySetInnerHTML' | 'children'
>;

function setRef(ref: Ref<HTMLElement> | undefined, el: HTMLElement | null): void {
  if (typeof ref === 'function') ref(el);
  else if (ref) ref.current = el;
}

// memo: a list re-rendered on each keystroke (the query's highlight) passes its rows' prices and thumbnails
// unchanged: those skip their render
export const SafeHtml = memo(function SafeHtml({ html, as = 'span', ref, ...rest }: Props) {
  const filled = useRef<{ el: HTMLElement; html: unknown } | null>(null);
  // a new callback when the HTML (or the caller's ref) changes: React detaches the old one and attaches this
  // one. The content is replaced only for a new element or new HTML, as React replaces innerHTML only when the
  // string changes (what a widget portals into the content, or focus inside it, survives a re-render). Refs
  // attach children first: a parent's layout effect finds the content in place, as with innerHTML.
  const fill = useCallback(
    (el: HTMLElement | null) => {
      if (el && (filled.current?.el !== el || filled.current.html !== html)) {
        el.replaceChildren(cleanNodes(html));
        filled.current = { el, html };
      }
      setRef(ref, el);
    },
    [html, ref],
  );
  return createElement(as, { ...rest, ref: fill });
});
