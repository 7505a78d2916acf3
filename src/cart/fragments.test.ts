// applyFragments on the page: a fragment equal to the markup leaves the element in place; changed markup under a
// press (the shopper's mouse or finger down on it) is replaced only once the press is over, so its click happens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFragments } from './fragments';
import { createStorefrontStore as createStore } from '../store/store';

const link = (n: number) =>
  `<a href="/cart/" class="cart-container"><div class="ast-cart-menu-wrap"><span class="count">${n}</span></div></a>`;

afterEach(() => vi.restoreAllMocks());

describe('applyFragments', () => {
  it('leaves markup equal to the fragment in place (same element), replaces changed markup', async () => {
    document.body.innerHTML = `<header>${link(1)}</header>`;
    const before = document.querySelector('a.cart-container');
    await applyFragments({ 'a.cart-container': link(1) }, undefined, createStore());
    expect(document.querySelector('a.cart-container')).toBe(before);
    await applyFragments({ 'a.cart-container': link(2) }, undefined, createStore());
    expect(document.querySelector('a.cart-container')).not.toBe(before);
    expect(document.querySelector('.count')?.textContent).toBe('2');
  });

  it('replaces a pressed element only after the press ends (its click is not lost)', async () => {
    document.body.innerHTML = `<header>${link(1)}</header>`;
    const pressed = document.querySelector('a.cart-container')!;
    let down = true;
    const matches = pressed.matches.bind(pressed);
    const asked = vi
      .spyOn(pressed, 'matches')
      .mockImplementation((sel: string) => (sel === ':active' ? down : matches(sel)));
    const clicks: EventTarget[] = [];
    document.addEventListener('click', (e) => e.target && clicks.push(e.target));
    let applied = false;
    const done = applyFragments({ 'a.cart-container': link(2) }, undefined, createStore()).then(
      () => (applied = true),
    );
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(':active')); // the fragment reached the link
    await Promise.resolve();
    expect(applied).toBe(false);
    expect(pressed.isConnected).toBe(true); // still there under the press
    down = false;
    window.dispatchEvent(new Event('pointerup'));
    pressed.dispatchEvent(new MouseEvent('click', { bubbles: true })); // the release's click, on the pressed link
    await done;
    expect(clicks).toEqual([pressed]);
    expect(pressed.isConnected).toBe(false);
    expect(document.querySelector('.count')?.textContent).toBe('2');
  });

  it('puts answers on the page in the order they came: an earlier, longer one never writes over a later one', async () => {
    document.body.innerHTML = `<header>${link(0)}</header><div class="widget_shopping_cart_content"></div>`;
    const store = createStore();
    // the page's refresh (answered before the add, with more fragments to put in), then the add's answer
    const refresh = applyFragments(
      {
        'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>empty</p></div>',
        'a.cart-container': link(0),
      },
      'h0',
      store,
    );
    const add = applyFragments({ 'a.cart-container': link(1) }, 'h1', store);
    await Promise.all([refresh, add]);
    expect(store.getState().cart.count).toBe(1);
    expect(document.querySelector('a.cart-container .count')?.textContent).toBe('1');
  });
});
