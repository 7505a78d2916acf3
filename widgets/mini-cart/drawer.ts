// Astra's cart flyout as an APG modal dialog on Astra's own markup (no React: it opens within one frame and
// keeps Astra's CSS): opened from the header cart, closed by Escape, the overlay, the close button or a width
// change; focus moves in and returns; Tab stays inside; the page scroll is locked. The state is one boolean
// applied synchronously, so fast open/close always ends in the state last asked for.
import { getStore } from '../../src/store/store';
import { readAstra, readAstraCart } from '../../src/settings/astra';
import { __ } from '../../src/i18n';
import { on } from '../../src/dom/events';

const OWNER = 'mini-cart';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function triggerSelector(): string {
  const parts = ['.ast-mobile-header-wrap .ast-header-woo-cart', '.ast-slidein-cart'];
  if (readAstraCart().desktop_layout === 'flyout') parts.push('#ast-desktop-header .ast-desktop-cart-flyout');
  return parts.join(', ');
}

/** Below Astra's breakpoint the shop may send the shopper to the cart page instead. */
export function redirectsOnMobile(): boolean {
  const mobile = document.body.classList.contains('ast-header-break-point') || window.innerWidth <= readAstra().break_point;
  return mobile && (readAstraCart().responsive_cart_click === 'redirect' || readAstra().responsive_cart_click === 'redirect');
}

export function mountDrawer(drawer: HTMLElement): () => void {
  const store = getStore();
  const overlay = document.querySelector<HTMLElement>('.astra-mobile-cart-overlay');
  const title = drawer.querySelector<HTMLElement>('.astra-cart-drawer-title');
  if (title && !title.id) title.id = 'astra-cart-drawer-title';
  drawer.setAttribute('role', 'dialog');
  drawer.setAttribute('aria-modal', 'true');
  if (title) drawer.setAttribute('aria-labelledby', title.id);
  else drawer.setAttribute('aria-label', __('Shopping cart'));
  drawer.tabIndex = -1;
  let opener: HTMLElement | null = null;
  let width = window.innerWidth;

  // The drawer itself changes at once (the next paint shows it); the page-wide changes (the overlay class on
  // <html>, the scroll lock) restyle the whole page, so they follow right after that paint and read the state
  // then: fast toggles still end in the state last asked for.
  let pageFrame = 0;
  const applyPage = () => {
    pageFrame = 0;
    const open = store.getState().cart.drawerOpen;
    document.documentElement.classList.toggle('ast-mobile-cart-active', open);
    const s = store.getState();
    if (open) s.lockScroll(OWNER);
    else s.unlockScroll(OWNER);
  };
  const apply = (open: boolean) => {
    drawer.classList.toggle('active', open);
    drawer.classList.toggle('woocommerce-active', open);
    if (!pageFrame) pageFrame = requestAnimationFrame(() => setTimeout(applyPage, 0));
  };

  const open = (from: HTMLElement | null) => {
    if (store.getState().cart.drawerOpen) return;
    opener = from;
    store.getState().setDrawerOpen(true);
    // Astra's CSS transitions `visibility`, which keeps the drawer unfocusable until the transition has run
    // a little: try now, and again once it has (or after its 200 ms at the latest)
    const focusIn = () => {
      if (!store.getState().cart.drawerOpen || drawer.contains(document.activeElement)) return;
      const target = drawer.querySelector<HTMLElement>('.astra-cart-drawer-close') ?? drawer;
      target.focus({ preventScroll: true });
    };
    focusIn();
    if (!drawer.contains(document.activeElement)) {
      drawer.addEventListener('transitionend', focusIn, { once: true });
      setTimeout(focusIn, 250);
    }
  };
  const close = () => {
    if (!store.getState().cart.drawerOpen) return;
    store.getState().setDrawerOpen(false);
    const back = opener;
    opener = null;
    if (back?.isConnected) back.focus({ preventScroll: true });
  };
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.cart.drawerOpen !== prev.cart.drawerOpen) apply(s.cart.drawerOpen);
  });
  apply(store.getState().cart.drawerOpen);

  const onDocClick = (e: MouseEvent) => {
    if (!(e.target instanceof Element)) return;
    const trigger = e.target.closest(triggerSelector());
    if (trigger && !drawer.contains(trigger)) {
      if (redirectsOnMobile()) return; // the cart link navigates
      e.preventDefault();
      const link = trigger.querySelector<HTMLElement>('a.cart-container');
      open(e.target.closest<HTMLElement>('a, button') ?? link);
      return;
    }
    if (overlay && e.target === overlay) close();
    else if (e.target.closest('.astra-cart-drawer-close') && drawer.contains(e.target)) close();
  };
  const onKey = (e: KeyboardEvent) => {
    if (!store.getState().cart.drawerOpen) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      const items = Array.from(drawer.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && (document.activeElement === first || !drawer.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !drawer.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    }
  };
  const onResize = () => {
    // Astra closes on resize; only a width change counts (a phone's keyboard changes the height)
    if (window.innerWidth !== width) {
      width = window.innerWidth;
      close();
    }
  };
  // Fragments replace the drawer's content: focus on a replaced element (a remove link, a quantity field)
  // would fall to <body>, out of the open dialog; bring it back in.
  const refocus = () => {
    if (!store.getState().cart.drawerOpen || drawer.contains(document.activeElement)) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    drawer.querySelector<HTMLElement>('.astra-cart-drawer-close')?.focus({ preventScroll: true });
  };
  const offRefocus = [on('wc_fragments_refreshed', refocus), on('removed_from_cart', refocus)];
  document.addEventListener('click', onDocClick);
  document.addEventListener('keydown', onKey);
  window.addEventListener('resize', onResize);

  return () => {
    document.removeEventListener('click', onDocClick);
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('resize', onResize);
    unsubscribe();
    offRefocus.forEach((off) => off());
    cancelAnimationFrame(pageFrame);
    store.getState().setDrawerOpen(false);
    drawer.classList.remove('active', 'woocommerce-active');
    applyPage();
  };
}
