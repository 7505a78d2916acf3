import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBlockStores } from '../../src/testing/blockStores';
import { storeAction } from '../../src/blocks/stores';
import { blockCartItems, followBlockCart } from './blockCart';

const items = (list: Array<[string, number]>) => list.map(([key, quantity]) => ({ key, quantity }));

describe('followBlockCart', () => {
  let stop = () => {};
  beforeEach(() => loadBlockStores());
  afterEach(() => {
    stop();
    Reflect.deleteProperty(window, 'wp');
    Reflect.deleteProperty(window, 'wc');
  });

  it('refreshes when the block cart’s items change, not for an address typed at the checkout', () => {
    storeAction('wc/store/cart', ['setCartData'], { items: items([['a', 1]]) });
    const refresh = vi.fn();
    stop = followBlockCart(refresh);
    storeAction('wc/store/cart', ['setBillingAddress'], { phone: '0100' }); // the store sends its sync event
    expect(refresh).not.toHaveBeenCalled();
    storeAction('wc/store/cart', ['setCartData'], { items: items([['a', 2]]) });
    expect(refresh).toHaveBeenCalledTimes(1);
    storeAction('wc/store/cart', ['setCartData'], { items: [] });
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(blockCartItems()).toBe('');
  });

  it('leaves the store’s own re-read request alone and follows wc-blocks_removed_from_cart', () => {
    const refresh = vi.fn();
    stop = followBlockCart(refresh);
    window.dispatchEvent(new CustomEvent('wc-blocks_store_sync_required', { detail: { type: 'from_iAPI' } }));
    expect(refresh).not.toHaveBeenCalled();
    document.body.dispatchEvent(new CustomEvent('wc-blocks_removed_from_cart', { bubbles: true }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('without a block cart store every sync event refreshes', () => {
    Reflect.deleteProperty(window, 'wp');
    const refresh = vi.fn();
    stop = followBlockCart(refresh);
    window.dispatchEvent(
      new CustomEvent('wc-blocks_store_sync_required', { detail: { type: 'from_@wordpress/data' } }),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
