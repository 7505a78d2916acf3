import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { getStore } from '../../src/store';
import widget from './index';
import { applyBreakPoint } from './breakpoint';
import { focusables } from './focus';

const $ = <T extends HTMLElement = HTMLElement>(sel: string) => {
  const el = document.querySelector<T>(sel);
  if (!el) throw new Error(`missing ${sel}`);
  return el;
};
let stop: () => void = () => {};
const mountMenu = () => {
  loadPage('/');
  stop = widget.mount($('#ast-mobile-header'), { name: 'mobile-menu', store: getStore() });
};
const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
afterEach(() => stop());

describe('mobile menu (off-canvas)', () => {
  it('opens from the toggle: state classes, dialog semantics, focus inside, scroll locked', () => {
    mountMenu();
    const toggle = $('#ast-mobile-header .menu-toggle');
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.classList.contains('toggled')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.classList.contains('ast-main-header-nav-open')).toBe(true);
    expect(document.body.classList.contains('ast-popup-nav-open')).toBe(true);
    expect($('#ast-mobile-popup').classList.contains('active')).toBe(true);
    const inner = $('.ast-mobile-popup-inner');
    expect(inner.getAttribute('role')).toBe('dialog');
    expect(inner.getAttribute('aria-modal')).toBe('true');
    expect(inner.getAttribute('aria-label')).toBe('القائمة الرئيسية');
    expect(document.activeElement).toBe($('#menu-toggle-close'));
    expect(getStore().getState().ui.scrollLockOwners).toContain('mobile-menu');
  });

  it('traps Tab inside, skipping collapsed submenus; Shift+Tab wraps backwards', () => {
    mountMenu();
    fireEvent.click($('#ast-mobile-header .menu-toggle'));
    const inner = $('.ast-mobile-popup-inner');
    const seen: Element[] = [];
    for (let i = 0; i < 12; i++) {
      const before = document.activeElement;
      tab();
      // jsdom has no default Tab movement: emulate it for elements the trap lets through
      if (document.activeElement === before) {
        const list = Array.from(inner.querySelectorAll<HTMLElement>('a[href], button')).filter(
          (el) => !el.closest('.sub-menu'),
        );
        const next = list[list.indexOf(before as HTMLElement) + 1];
        next?.focus();
      }
      seen.push(document.activeElement as Element);
      expect(inner.contains(document.activeElement)).toBe(true);
    }
    expect(seen.some((el) => el.closest('.sub-menu'))).toBe(false);
    $('#menu-toggle-close').focus();
    tab(true);
    expect(document.activeElement).toBe(
      Array.from(inner.querySelectorAll<HTMLElement>('a[href], button'))
        .filter((el) => !el.closest('.sub-menu'))
        .pop(),
    );
  });

  it('submenu toggles expand in place and their links join the Tab order', () => {
    mountMenu();
    fireEvent.click($('#ast-mobile-header .menu-toggle'));
    const sub = $('#ast-mobile-popup .ast-menu-toggle');
    fireEvent.click(sub);
    expect(sub.getAttribute('aria-expanded')).toBe('true');
    expect(sub.closest('li')?.classList.contains('ast-submenu-expanded')).toBe(true);
    const inner = $('.ast-mobile-popup-inner');
    const subLinks = Array.from(document.querySelectorAll<HTMLElement>('#ast-mobile-popup .sub-menu a'));
    expect(subLinks.length).toBeGreaterThan(0);
    expect(subLinks.every((a) => focusables(inner).includes(a))).toBe(true);
    fireEvent.click(sub);
    expect(sub.getAttribute('aria-expanded')).toBe('false');
    expect(subLinks.some((a) => focusables(inner).includes(a))).toBe(false);
  });

  it('Escape, the close button and the overlay close it; focus returns to the toggle', () => {
    mountMenu();
    const toggle = $('#ast-mobile-header .menu-toggle');
    for (const closeBy of [
      () => fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' }),
      () => fireEvent.click($('#menu-toggle-close')),
      () => fireEvent.click($('.ast-mobile-popup-overlay')),
    ]) {
      fireEvent.click(toggle);
      expect(toggle.classList.contains('toggled')).toBe(true);
      closeBy();
      expect(toggle.classList.contains('toggled')).toBe(false);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.body.classList.contains('ast-main-header-nav-open')).toBe(false);
      expect($('#ast-mobile-popup').classList.contains('active')).toBe(false);
      expect(document.activeElement).toBe(toggle);
      expect(getStore().getState().ui.scrollLockOwners).toEqual([]);
    }
  });
});

describe('mobile menu: fast toggling', () => {
  it('open/close clicked very fast ends in step: classes, aria, scroll lock and listeners agree', () => {
    mountMenu();
    const toggle = $('#ast-mobile-header .menu-toggle');
    for (let i = 0; i < 7; i++) fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect($('#ast-mobile-popup').classList.contains('active')).toBe(true);
    expect(getStore().getState().ui.scrollLockOwners).toEqual(['mobile-menu']);
    fireEvent.click(toggle);
    fireEvent.click($('.ast-mobile-popup-overlay'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect($('#ast-mobile-popup').classList.contains('active')).toBe(false);
    expect(getStore().getState().ui.scrollLockOwners).toEqual([]);
    // Escape after closing does nothing odd
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.body.classList.contains('ast-main-header-nav-open')).toBe(false);
  });
});

describe('break point', () => {
  it('sets ast-desktop above astra.break_point, ast-header-break-point at or below, with Astra events', () => {
    loadPage('/');
    const width = vi.spyOn(document.documentElement, 'clientWidth', 'get');
    const changed = vi.fn();
    const disabled = vi.fn();
    document.addEventListener('astLayoutWidthChanged', changed);
    document.body.addEventListener('astra-header-responsive-disabled', disabled);
    width.mockReturnValue(1200);
    applyBreakPoint(921);
    expect(document.body.classList.contains('ast-desktop')).toBe(true);
    expect(document.body.classList.contains('ast-header-break-point')).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    width.mockReturnValue(921);
    applyBreakPoint(921);
    expect(document.body.classList.contains('ast-header-break-point')).toBe(true);
    expect(disabled).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(2);
    applyBreakPoint(921);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

describe('mobile menu (dropdown)', () => {
  it('opens the dropdown content below the header, without a modal focus trap; Escape closes', () => {
    document.body.innerHTML = `<div id="ast-mobile-header" data-type="dropdown"><button class="menu-toggle" aria-expanded="false"><span class="screen-reader-text">القائمة</span></button>
      <div class="ast-mobile-header-content"><nav><ul><li class="menu-item menu-item-has-children"><a href="/shop/">المتجر</a><button class="ast-menu-toggle" aria-expanded="false">▾</button><ul class="sub-menu"><li><a href="/c/">ق</a></li></ul></li></ul></nav></div></div>`;
    const header = $('#ast-mobile-header');
    stop = widget.mount(header, { name: 'mobile-menu', store: getStore() });
    const toggle = $('.menu-toggle');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect($('.ast-mobile-header-content').classList.contains('ast-dropdown-active')).toBe(true);
    expect(document.body.classList.contains('ast-main-header-nav-open')).toBe(true);
    expect(document.body.classList.contains('ast-popup-nav-open')).toBe(false);
    expect($('.ast-mobile-header-content').getAttribute('role')).toBeNull();
    expect(document.activeElement?.getAttribute('href')).toBe('/shop/');
    fireEvent.click($('.ast-menu-toggle'));
    expect($('.menu-item-has-children').classList.contains('ast-submenu-expanded')).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('a page without the popup markup mounts as a no-op', () => {
    document.body.innerHTML = '<div id="ast-mobile-header"></div>';
    expect(() =>
      widget.mount($('#ast-mobile-header'), { name: 'mobile-menu', store: getStore() })(),
    ).not.toThrow();
  });
});
