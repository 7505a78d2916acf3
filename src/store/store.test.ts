import { describe, expect, it } from 'vitest';
import { createStorefrontStore } from './store';
import { HISTORY_PHRASES_KEY, HISTORY_PRODUCTS_KEY } from './slices/history';

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
    const add = {
      productId: 1,
      variationId: 0,
      name: 'x',
      quantity: 2,
      value: 10,
      type: 'simple' as const,
      items: [],
    };
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

describe('store slices owned by identity and search', () => {
  it('history: written to FiboSearch keys, and a change made in another tab reaches the slice', () => {
    const s = createStorefrontStore();
    s.getState().rememberHistory({ products: [{ post_id: 5, value: 'قهوة', url: '/p/' }], phrases: ['شاي'] });
    expect(JSON.parse(localStorage.getItem(HISTORY_PHRASES_KEY) ?? '[]')).toEqual(['شاي']);
    localStorage.setItem(HISTORY_PHRASES_KEY, JSON.stringify(['بن', 7, null]));
    localStorage.setItem(HISTORY_PRODUCTS_KEY, JSON.stringify([{ post_id: 0 }, 'x']));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(s.getState().history.phrases).toEqual(['شاي']);
    window.dispatchEvent(new StorageEvent('storage', { key: HISTORY_PHRASES_KEY }));
    expect(s.getState().history).toEqual({ products: [], phrases: ['بن', '7'] });
    localStorage.setItem(HISTORY_PHRASES_KEY, JSON.stringify(['هيل']));
    window.dispatchEvent(new StorageEvent('storage', { key: null })); // e.g. storage cleared in another tab
    expect(s.getState().history.phrases).toEqual(['هيل']);
  });

  it('identity: the shopper’s pick wins over a saved number, which wins over the IP answer', () => {
    const s = createStorefrontStore();
    s.getState().setPhoneCountry('SA', 'ip');
    expect(s.getState().identity).toEqual({ phoneCountry: 'sa', source: 'ip' });
    s.getState().setPhoneCountry('ae', 'number');
    s.getState().setPhoneCountry('eg', 'ip');
    expect(s.getState().identity.phoneCountry).toBe('ae');
    s.getState().setPhoneCountry('kw', 'shopper');
    s.getState().setPhoneCountry('qa', 'number');
    s.getState().setPhoneCountry('not a code', 'shopper');
    expect(s.getState().identity).toEqual({ phoneCountry: 'kw', source: 'shopper' });
  });

  it('session: logged in from the body class, nonces kept by purpose', () => {
    document.body.classList.add('logged-in');
    const s = createStorefrontStore();
    expect(s.getState().session.loggedIn).toBe(true);
    document.body.classList.remove('logged-in');
    s.getState().setNonce('rest', 'abc123');
    s.getState().setNonce('rest', '');
    expect(s.getState().session.nonces).toEqual({ rest: 'abc123' });
  });
});
