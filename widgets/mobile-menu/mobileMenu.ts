// Astra's mobile header menu below the break point: the off-canvas popup (#ast-mobile-popup) or the dropdown
// (.ast-mobile-header-content), opened by `.menu-toggle`. Open: the toggle gets `toggled`, the body
// `ast-main-header-nav-open` (+ `ast-popup-nav-open` off-canvas), the popup `active show`, the page stops
// scrolling and focus moves in and stays in (Tab wraps). Escape, the overlay, the close button or growing past
// the break point close it and focus returns to the toggle. Submenu toggles (`.ast-menu-toggle`) expand their
// item (`ast-submenu-expanded`).
import type { StorefrontStore } from '../../src/store';
import { isBreakPoint } from './breakpoint';
import { trapTab } from '../../src/dom/focusTrap';
import { focusables } from './focus';

const LOCK = 'mobile-menu';

export function mountMobileMenu(header: HTMLElement, store: StorefrontStore): () => void {
  const dropdown = header.dataset.type === 'dropdown';
  const panel = dropdown
    ? (header.querySelector<HTMLElement>('.ast-mobile-header-content') ??
      document.querySelector<HTMLElement>('.ast-mobile-header-content'))
    : document.getElementById('ast-mobile-popup');
  const toggles = Array.from(header.querySelectorAll<HTMLElement>('.menu-toggle'));
  if (!panel || !toggles.length) return () => {};
  const inner = dropdown ? panel : (panel.querySelector<HTMLElement>('.ast-mobile-popup-inner') ?? panel);
  const closeButton = panel.querySelector<HTMLElement>('.menu-toggle-close');
  const overlay = panel.querySelector<HTMLElement>('.ast-mobile-popup-overlay');
  let opener: HTMLElement | null = null;

  if (!dropdown) {
    // the off-canvas panel is a modal dialog named like the button that opens it
    inner.setAttribute('role', 'dialog');
    inner.setAttribute('aria-modal', 'true');
    if (!inner.hasAttribute('aria-label') && !inner.hasAttribute('aria-labelledby')) {
      const name =
        toggles[0]?.getAttribute('aria-label') ??
        toggles[0]?.textContent?.replace(/[☰\s]+/g, ' ').trim() ??
        '';
      if (name) inner.setAttribute('aria-label', name);
    }
  }
  for (const t of toggles) {
    if (!t.hasAttribute('aria-controls') && panel.id) t.setAttribute('aria-controls', panel.id);
    t.setAttribute('aria-expanded', 'false');
  }

  const isOpen = () => toggles.some((t) => t.classList.contains('toggled'));

  function open(from: HTMLElement): void {
    if (isOpen()) return;
    opener = from;
    for (const t of toggles) {
      t.classList.add('toggled');
      t.setAttribute('aria-expanded', 'true');
    }
    document.body.classList.add('ast-main-header-nav-open');
    if (!dropdown) {
      document.body.classList.add('ast-popup-nav-open');
      document.documentElement.classList.add('ast-off-canvas-active');
      panel?.classList.add('active', 'show');
      store.getState().lockScroll(LOCK);
    } else {
      panel?.classList.add('ast-dropdown-active');
    }
    document.addEventListener('keydown', onKeyDown, true);
    (closeButton && !dropdown ? closeButton : focusables(inner)[0])?.focus();
  }

  function close(returnFocus = true): void {
    if (!isOpen()) return;
    for (const t of toggles) {
      t.classList.remove('toggled');
      t.setAttribute('aria-expanded', 'false');
    }
    document.body.classList.remove('ast-main-header-nav-open', 'ast-popup-nav-open');
    document.documentElement.classList.remove('ast-off-canvas-active');
    panel?.classList.remove('active', 'show', 'ast-dropdown-active');
    store.getState().unlockScroll(LOCK);
    document.removeEventListener('keydown', onKeyDown, true);
    const back = opener ?? toggles[0];
    opener = null;
    if (returnFocus && back?.isConnected) back.focus();
  }

  function onKeyDown(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (!dropdown) trapTab(e, inner, focusables(inner));
  }

  const onToggle = (e: Event) => {
    e.preventDefault();
    const t = e.currentTarget instanceof HTMLElement ? e.currentTarget : toggles[0];
    if (!t) return;
    if (isOpen()) close();
    else open(t);
  };
  const onClose = (e: Event) => {
    e.preventDefault();
    close();
  };
  const onSubmenu = (e: Event) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('.ast-menu-toggle') : null;
    const item = button?.closest('.menu-item-has-children, .menu-item');
    if (!button || !item) return;
    e.preventDefault();
    const expanded = item.classList.toggle('ast-submenu-expanded');
    button.setAttribute('aria-expanded', String(expanded));
  };
  const onResize = () => {
    if (isOpen() && !isBreakPoint()) close(false);
  };

  for (const t of toggles) t.addEventListener('click', onToggle);
  closeButton?.addEventListener('click', onClose);
  overlay?.addEventListener('click', onClose);
  panel.addEventListener('click', onSubmenu);
  window.addEventListener('resize', onResize, { passive: true });

  return () => {
    close(false);
    for (const t of toggles) t.removeEventListener('click', onToggle);
    closeButton?.removeEventListener('click', onClose);
    overlay?.removeEventListener('click', onClose);
    panel.removeEventListener('click', onSubmenu);
    window.removeEventListener('resize', onResize);
  };
}
