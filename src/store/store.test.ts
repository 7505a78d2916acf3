import { describe, expect, it } from 'vitest';
import { createStorefrontStore } from './store';

describe('store', () => {
  it('holds one scroll lock per owner and releases only its own', () => {
    const s = createStorefrontStore();
    s.getState().lockScroll('drawer');
    s.getState().lockScroll('modal');
    s.getState().lockScroll('modal');
    expect(s.getState().ui.scrollLockOwners).toEqual(['drawer', 'modal']);
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(true);
    s.getState().unlockScroll('drawer');
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(true);
    s.getState().unlockScroll('modal');
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(false);
  });

  it('publishes adds with a growing id and keeps the count sane', () => {
    const s = createStorefrontStore();
    const add = { productId: 1, variationId: 0, name: 'x', quantity: 2, value: 10, type: 'simple' as const, items: [] };
    s.getState().publishAdd(add);
    const first = s.getState().cart.lastAdd?.id ?? 0;
    s.getState().publishAdd(add);
    expect(s.getState().cart.lastAdd?.id).toBe(first + 1);
    s.getState().setCartCount(-3.7);
    expect(s.getState().cart.count).toBe(0);
  });

  it('keeps the points balance and the points notice apart', () => {
    const s = createStorefrontStore();
    s.getState().setPointsBalance(1250);
    s.getState().setPointsNotice({ kind: 'error', text: 'x' });
    expect(s.getState().points).toEqual({ balance: 1250, notice: { kind: 'error', text: 'x' } });
    s.getState().setPointsNotice(null);
    expect(s.getState().points.balance).toBe(1250);
  });

  it('holds the mini-cart read from the fragments beside the count and the drawer state', () => {
    const s = createStorefrontStore();
    expect(s.getState().cart.mini).toBeNull();
    s.getState().setDrawerOpen(true);
    s.getState().setMiniCart({ items: [], totalHtml: '', buttons: [], emptyText: 'فارغة' });
    expect(s.getState().cart).toMatchObject({ drawerOpen: true, mini: { emptyText: 'فارغة' } });
  });
});
