// What Tab can reach inside the open menu: focusable (the one rule, src/dom/focusTrap.ts), and not inside a
// collapsed submenu.
import { focusablesIn } from '../../src/dom/focusTrap';

const inOpenSubmenuOrNone = (el: HTMLElement) => {
  const sub = el.closest('.sub-menu');
  return !sub || Boolean(sub.parentElement?.classList.contains('ast-submenu-expanded'));
};

export function focusables(root: HTMLElement): HTMLElement[] {
  return focusablesIn(root, inOpenSubmenuOrNone);
}
