// What Tab can reach inside the open menu: focusable, and not inside a collapsed submenu.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    const sub = el.closest('.sub-menu');
    return !sub || Boolean(sub.parentElement?.classList.contains('ast-submenu-expanded'));
  });
}

/** Keep Tab and Shift+Tab inside root; returns true when it moved the focus. */
export function trapTab(e: KeyboardEvent, root: HTMLElement): boolean {
  if (e.key !== 'Tab') return false;
  const list = focusables(root);
  const first = list[0];
  const last = list[list.length - 1];
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
