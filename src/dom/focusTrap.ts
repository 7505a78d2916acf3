// The one modal/drawer focus rule (WAI-ARIA APG modal dialog): while a modal or a drawer is open, Tab and
// Shift+Tab cycle through what can take focus inside it and never leave it. The theme-printed drawer
// (src/ui/useModalFocus: Astra's cart flyout), the mobile menu and the media dialog (a native <dialog>, whose
// showModal() lets Tab leave for the browser's own UI) all keep focus with it; each passes the candidates it
// counts (shown, not in a collapsed submenu, not inert).

/** What can take focus, before a caller's own filter. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** The elements under `root` that can take focus, in document order, that `keep` accepts. */
export function focusablesIn(
  root: ParentNode,
  keep: (el: HTMLElement) => boolean = () => true,
): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(keep);
}

/**
 * Keep Tab and Shift+Tab inside `root`: from its last item (or from outside it) Tab goes to the first, Shift+Tab
 * from its first item (or from outside) to the last. `items` are root's focusables in order. Returns true when it
 * moved the focus (and prevented the browser's own move).
 */
export function trapTab(e: KeyboardEvent, root: Element, items: readonly HTMLElement[]): boolean {
  if (e.key !== 'Tab') return false;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  const inside = active instanceof Node && root.contains(active);
  if (e.shiftKey && (active === first || !inside)) {
    e.preventDefault();
    last.focus();
    return true;
  }
  if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
