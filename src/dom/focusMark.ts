// Moving a focused field in the DOM (a React view hosting printed nodes, a widget wrapping an input) drops its
// focus, and with it whatever the shopper types next. Mark the focus (and the caret) before the move and give
// it back after.
export interface FocusMark {
  el: HTMLElement;
  start: number | null;
  end: number | null;
}

/** The focused element when it is one of `nodes` or inside one of them, with its caret; else null. */
export function markFocusIn(nodes: readonly Node[]): FocusMark | null {
  const el = nodes[0]?.ownerDocument?.activeElement;
  if (!(el instanceof HTMLElement) || !nodes.some((n) => n === el || n.contains(el))) return null;
  const caret = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = caret ? el.selectionStart : null;
    end = caret ? el.selectionEnd : null;
  } catch {
    // input types without a caret (email in some engines) throw: focus alone is given back
  }
  return { el, start, end };
}

/** Give the focus back (and the caret) if the move took it. */
export function restoreFocus(mark: FocusMark | null): void {
  if (!mark || !mark.el.isConnected || mark.el.ownerDocument.activeElement === mark.el) return;
  mark.el.focus({ preventScroll: true });
  if (mark.start === null || mark.end === null) return;
  if (!(mark.el instanceof HTMLInputElement || mark.el instanceof HTMLTextAreaElement)) return;
  try {
    mark.el.setSelectionRange(mark.start, mark.end);
  } catch {
    // see markFocusIn
  }
}
