// Astra's flyout open and closed from the one store (`cart.drawerOpen`), on Astra's own <div>: opened from the
// header cart triggers, closed by Escape, the overlay, the close button or a width change (not while a field
// has focus: a phone keyboard resizes the page), as mobile-cart.js does. The drawer's own classes follow the
// state in the same commit; the page-wide ones (`ast-mobile-cart-active` on <html>, the scroll lock) restyle
// the whole page, so they follow right after that paint and read the state then: fast toggles end in the
// state last asked for. Focus: the one modal focus handling of src/ui.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { STORE_VIEW_ATTR } from '../../src/cart/fragments';
import { useStorefront, useStorefrontStore } from '../../src/store';
import { useModalFocus } from '../../src/ui/useModalFocus';
import { redirectsOnMobile, triggerSelector } from './triggers';

const OWNER = 'mini-cart';

export function useDrawer(drawer: HTMLElement, titleId: string) {
  const store = useStorefrontStore();
  const open = useStorefront((s) => s.cart.drawerOpen);
  const opener = useRef<HTMLElement | null>(null);
  const setOpen = useCallback((v: boolean) => store.getState().setDrawerOpen(v), [store]);
  const close = useCallback(() => setOpen(false), [setOpen]);

  // the host is Astra's drawer <div>: its dialog semantics while the widget runs
  useLayoutEffect(() => {
    const ours = {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': titleId,
      tabindex: '-1',
      [STORE_VIEW_ATTR]: 'mini-cart',
    };
    const had = Object.keys(ours).map((name) => [name, drawer.getAttribute(name)] as const);
    for (const [name, value] of Object.entries(ours)) drawer.setAttribute(name, value);
    return () => {
      for (const [name, value] of had) {
        if (value === null) drawer.removeAttribute(name);
        else drawer.setAttribute(name, value);
      }
      drawer.classList.remove('active', 'woocommerce-active');
    };
  }, [drawer, titleId]);

  useLayoutEffect(() => {
    drawer.classList.toggle('active', open);
    drawer.classList.toggle('woocommerce-active', open);
    // Astra's own signal to other scripts (mobile-cart.js)
    if (open) document.dispatchEvent(new CustomEvent('astra_on_slide_In_cart_open', { detail: {} }));
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => {
        const now = store.getState();
        document.documentElement.classList.toggle('ast-mobile-cart-active', now.cart.drawerOpen);
        if (now.cart.drawerOpen) now.lockScroll(OWNER);
        else now.unlockScroll(OWNER);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [drawer, open, store]);

  // unmounted: closed, the page as it was
  useEffect(
    () => () => {
      store.getState().setDrawerOpen(false);
      store.getState().unlockScroll(OWNER);
      document.documentElement.classList.remove('ast-mobile-cart-active');
    },
    [store],
  );

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element)) return;
      const trigger = e.target.closest<HTMLElement>(triggerSelector());
      if (trigger && !drawer.contains(trigger)) {
        if (redirectsOnMobile()) return; // the cart link navigates
        e.preventDefault();
        // mobile-cart.js: on the cart page itself the header cart neither opens the flyout nor reloads the page
        if (document.body.classList.contains('woocommerce-cart')) return;
        if (store.getState().cart.drawerOpen) return;
        opener.current =
          e.target.closest<HTMLElement>('a, button') ??
          trigger.querySelector<HTMLElement>('a.cart-container');
        setOpen(true);
        return;
      }
      if (e.target.matches('.astra-mobile-cart-overlay')) close();
    };
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      if (document.activeElement?.tagName !== 'INPUT') close();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('resize', onResize);
    };
  }, [drawer, store, setOpen, close]);

  useModalFocus(drawer, open, {
    onEscape: close,
    initial: () => drawer.querySelector<HTMLElement>('.astra-cart-drawer-close'),
    opener,
  });

  return { open, close };
}
