// The cart's actions for a customer on a page cached for a guest: asked only with the logged-in hint, the
// session's woocommerce_cart_actions output (WP Swings' points box) put between the update button and the nonce
// field for the session's own user; nothing asked for a guest, a page printed for a customer or a swapped form.
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_HINT } from '../../src/ajax/loggedInHint';
import { NONCES_ACTION, refreshNonces } from '../../src/ajax/freshNonces';
import { createStorefrontStore } from '../../src/store';
import { loadPage, toasterInCart } from '../../src/testing/page';
import { backend, server } from '../../src/testing/server';
import { followSessionActions } from './sessionActions';

function sentActions(): { list: string[]; stop: () => void } {
  const list: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith('admin-ajax.php')) return;
    void request
      .clone()
      .text()
      .then((t) => list.push(new URLSearchParams(t).get('action') ?? ''));
  };
  server.events.on('request:start', listener);
  return { list, stop: () => server.events.removeListener('request:start', listener) };
}

function cartPage(opts: { userId: number; renderedFor: number | null }): HTMLFormElement {
  const sess = backend.session();
  sess.userId = opts.userId;
  sess.pageCache.renderedFor = opts.renderedFor;
  toasterInCart();
  loadPage('/cart/');
  const form = document.querySelector<HTMLFormElement>('form.woocommerce-cart-form');
  if (!form) throw new Error('no cart form');
  return form;
}

const hint = () => {
  document.cookie = `${LOGGED_IN_HINT}=1; path=/`;
};

describe('cart-page: the session cart actions', () => {
  it("a customer with the hint: WP Swings' box for the session's user, after the update button, before the nonce", async () => {
    const form = cartPage({ userId: 7, renderedFor: 0 });
    expect(form.querySelector('.wps_wpr_apply_custom_points')).toBeNull();
    hint();
    const sent = sentActions();
    const store = createStorefrontStore();
    await followSessionActions(form, store);
    sent.stop();
    expect(sent.list).toEqual([NONCES_ACTION]);
    const box = form.querySelector<HTMLElement>('td.actions > .wps_wpr_apply_custom_points');
    expect(box?.previousElementSibling?.getAttribute('name')).toBe('update_cart');
    expect(box?.nextElementSibling?.getAttribute('name')).toBe('woocommerce-cart-nonce');
    expect(box?.querySelector('#wps_cart_points_apply')?.getAttribute('data-id')).toBe('7');
    expect(box?.textContent).toContain('1250');
    expect(box?.hasAttribute('data-sw-server')).toBe(true);
    expect(store.getState().session.loggedIn).toBe(true);
  });

  it("a refused call's refresh answered before the page asked for the hook: asked once more, the box added", async () => {
    const form = cartPage({ userId: 7, renderedFor: 0 });
    hint();
    const sent = sentActions();
    await refreshNonces('/wp-admin/admin-ajax.php'); // its answer has the visitor, not the hook
    await followSessionActions(form, createStorefrontStore());
    sent.stop();
    expect(sent.list).toEqual([NONCES_ACTION, NONCES_ACTION]);
    expect(form.querySelectorAll('td.actions > .wps_wpr_apply_custom_points')).toHaveLength(1);
  });

  it('a guest without the hint: nothing asked, nothing added', async () => {
    const form = cartPage({ userId: 0, renderedFor: null });
    const before = form.innerHTML;
    const sent = sentActions();
    await followSessionActions(form, createStorefrontStore());
    sent.stop();
    expect(sent.list).toEqual([]);
    expect(form.innerHTML).toBe(before);
  });

  it('a hint outliving its session: the session says guest, nothing added', async () => {
    const form = cartPage({ userId: 0, renderedFor: null });
    hint();
    const before = form.innerHTML;
    await followSessionActions(form, createStorefrontStore());
    expect(form.innerHTML).toBe(before);
  });

  it('a page printed for a customer, or a form the cart page swapped in: nothing asked', async () => {
    hint();
    const form = cartPage({ userId: 7, renderedFor: null });
    const sent = sentActions();
    await followSessionActions(form, createStorefrontStore());
    document.body.classList.remove('logged-in');
    form.setAttribute('data-sw-server', '');
    await followSessionActions(form, createStorefrontStore());
    sent.stop();
    expect(sent.list).toEqual([]);
    expect(document.querySelectorAll('.wps_wpr_apply_custom_points')).toHaveLength(1);
  });
});
