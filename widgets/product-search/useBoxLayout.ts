// Where the box shows itself: the icon layout (printed, or a flexible one on its side of `layout_breakpoint`,
// re-read on every change of the window's width) and the mobile overlay at or below `mobile_overlay_breakpoint`.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { breakpointReached, flexibleMode, isIconLayout } from './breakpoints';
import { fibo } from './events';
import type { Parts } from './parts';
import { useViewportWidth } from './usePanelPosition';

/** FiboSearch's `$form.fadeIn(50, …)` on the icon: the focus waits for the form to have faded in. */
export const ICON_FADE_MS = 50;

export interface BoxLayout {
  width: number;
  /** below the overlay breakpoint with the overlay enabled: the trigger opens the overlay */
  narrow: boolean;
  overlay: boolean;
  setOverlay(open: boolean): void;
  openOverlay(): void;
  closeOverlay(): void;
  /** the overlay's trigger button (focus goes back to it) */
  trigger: RefObject<HTMLButtonElement | null>;
  /** set while focus returns from the overlay, so that focus does not reopen it */
  suppressOverlay: RefObject<boolean>;
  isIcon: boolean;
  setIconOpen(open: boolean): void;
}

export function useBoxLayout(
  el: HTMLElement,
  parts: Parts,
  cfg: FiboSearchSettings,
  params: Record<string, string>,
): BoxLayout {
  const { input, iconHandler } = parts;
  const width = useViewportWidth();
  const [overlay, setOverlay] = useState(false);
  const [iconOpen, setIconOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const suppressOverlay = useRef(false);

  const overlayEnabled = el.classList.contains('js-dgwt-wcas-mobile-overlay-enabled');
  const narrow =
    overlayEnabled &&
    breakpointReached(width, cfg.mobile_overlay_breakpoint, params, 'mobile_overlay_breakpoint');
  // the printed layout, read once: a flexible box gets and loses the icon classes from here on
  const printed = useMemo(
    () => ({ icon: el.classList.contains('js-dgwt-wcas-layout-icon'), mode: flexibleMode(el) }),
    [el],
  );
  const isIcon = isIconLayout(
    printed.icon,
    printed.mode,
    breakpointReached(width, cfg.layout_breakpoint, params, 'layout_breakpoint'),
  );

  // reloadFlexibleLayout: the icon classes follow the breakpoint; `-loaded` says the layout was decided
  useLayoutEffect(() => {
    if (!printed.mode) return;
    el.classList.toggle('js-dgwt-wcas-layout-icon', isIcon);
    el.classList.toggle('dgwt-wcas-layout-icon', isIcon);
    el.classList.add('dgwt-wcas-layout-icon-flexible-loaded');
  }, [el, printed.mode, isIcon]);
  useLayoutEffect(() => {
    if (!printed.mode) return;
    return () =>
      el.classList.remove(
        'js-dgwt-wcas-layout-icon',
        'dgwt-wcas-layout-icon',
        'dgwt-wcas-layout-icon-flexible-loaded',
      );
  }, [el, printed.mode]);

  // Icon layout: leaving it closes the form.
  useEffect(() => {
    if (!isIcon) setIconOpen(false);
  }, [isIcon]);
  useEffect(() => {
    el.classList.toggle('sw-search-icon-ready', isIcon);
    el.classList.toggle('dgwt-wcas-layout-icon-open', isIcon && iconOpen);
    if (!iconHandler) return;
    if (isIcon) {
      iconHandler.setAttribute('role', 'button');
      iconHandler.setAttribute('aria-expanded', String(iconOpen));
    } else {
      iconHandler.removeAttribute('role');
      iconHandler.removeAttribute('aria-expanded');
    }
  }, [isIcon, el, iconOpen, iconHandler]);
  // registerIconHandler: the form fades in, then the input takes the focus with the caret after the text
  useEffect(() => {
    if (!isIcon || !iconOpen) return;
    const t = setTimeout(() => {
      const end = input.value.length;
      input.setSelectionRange(end, end);
      input.focus();
    }, ICON_FADE_MS);
    return () => clearTimeout(t);
  }, [isIcon, iconOpen, input]);
  useEffect(() => {
    el.classList.toggle('sw-search-mobile', narrow && !overlay);
  }, [el, narrow, overlay]);

  const closeOverlay = useCallback(() => {
    setOverlay(false);
    fibo('hide-mobile-overlay');
    // focus goes back to the trigger (the input would reopen the overlay)
    suppressOverlay.current = true;
    requestAnimationFrame(() => {
      (trigger.current ?? input).focus();
      suppressOverlay.current = false;
    });
  }, [input]);

  const openOverlay = useCallback(() => {
    if (overlay) return;
    const open = () => {
      setOverlay(true);
      fibo('show-mobile-overlay');
    };
    if (cfg.mobile_overlay_delay > 0) setTimeout(open, cfg.mobile_overlay_delay);
    else open();
  }, [overlay, cfg.mobile_overlay_delay]);

  // The icon opens and closes the form; below the overlay breakpoint it opens the overlay instead (FiboSearch's
  // trigger covers the whole box there, icon included), so a tap on it held while the chunk loaded is not lost.
  useEffect(() => {
    if (!iconHandler || !isIcon) return;
    const onClick = (e: Event) => {
      e.preventDefault();
      if (narrow) openOverlay();
      else setIconOpen((v) => !v);
    };
    iconHandler.addEventListener('click', onClick);
    return () => iconHandler.removeEventListener('click', onClick);
  }, [iconHandler, isIcon, narrow, openOverlay]);

  return {
    width,
    narrow,
    overlay,
    setOverlay,
    openOverlay,
    closeOverlay,
    trigger,
    suppressOverlay,
    isIcon,
    setIconOpen,
  };
}
