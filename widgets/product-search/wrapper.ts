// `suggestions_wrapper` / `mobile_overlay_wrapper` (default 'body'): the element the panels or the mobile overlay
// are attached to. A selector that is invalid or matches nothing falls back to the body; it never throws.
export function wrapperFor(selector: string): HTMLElement {
  try {
    const el = selector.trim() ? document.querySelector(selector) : null;
    return el instanceof HTMLElement ? el : document.body;
  } catch {
    return document.body; // SyntaxError: not a selector
  }
}
