// The mini-cart drawer in jsdom against the fake WordPress (MSW): items from the printed markup and from
// fragments, open/close and focus, remove (one request per row, the link followed only on failure), Astra
// Pro quantity (debounced, blocked row, expired nonce), fragments never replace what React renders, axe.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor as rtlWaitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend, server, watchAjaxActions } from '../../src/testing/server';
import { loadPage } from '../../src/testing/page';
import { axeViolations } from '../../src/testing/axe';
import { StoreProvider, getStore } from '../../src/store';
import { applyFragments } from '../../src/cart/fragments';
import { on } from '../../src/dom/events';
import { MiniCart } from './MiniCart';
import { QTY_DEBOUNCE_MS } from './useLines';
import './index';
import { safeUrl } from '../../src/html/safeUrl';

const go = vi.hoisted(() => vi.fn());
vi.mock('../../src/dom/navigate', () => ({
  navigateTo: (url: unknown, fallback: string) => go(safeUrl(url, fallback)),
}));

// the first fragments of a file also load the sanitizer chunk: allow more than the default second
const waitFor = (fn: () => void) => rtlWaitFor(fn, { timeout: 5000 });

async function addToCart(productId: number, quantity = 1): Promise<void> {
  await fetch(new URL('/?wc-ajax=add_to_cart', location.origin), {
    method: 'POST',
    body: new URLSearchParams({ product_id: String(productId), quantity: String(quantity) }),
  });
}

async function setup(items: number[] = [101], path = '/shop/') {
  for (const id of items) await addToCart(id);
  loadPage(path);
  const drawer = document.getElementById('astra-mobile-cart-drawer');
  if (!drawer) throw new Error('no drawer');
  render(
    <StoreProvider store={getStore()}>
      <MiniCart el={drawer} />
    </StoreProvider>,
    { container: drawer },
  );
  const trigger = document.querySelector<HTMLElement>(
    '#ast-mobile-header .ast-header-woo-cart a.cart-container',
  );
  if (!trigger) throw new Error('no header cart');
  return { drawer, trigger, user: userEvent.setup() };
}

const rows = (drawer: HTMLElement) => drawer.querySelectorAll('li.woocommerce-mini-cart-item');
let requests: string[] = [];
const record = ({ request }: { request: Request }) =>
  void requests.push(new URL(request.url).searchParams.get('wc-ajax') ?? request.url);

beforeEach(() => {
  requests = [];
  go.mockClear();
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  backend.clearFaults();
});

describe('mini-cart drawer', () => {
  it('renders the printed items as React and puts them in the store', async () => {
    const { drawer } = await setup([101, 103]);
    expect(rows(drawer)).toHaveLength(2);
    expect(
      getStore()
        .getState()
        .cart.mini?.items.map((i) => i.productId),
    ).toEqual(['101', '103']);
    expect(drawer.querySelector('.woocommerce-mini-cart__total')?.textContent).toContain('المجموع الفرعي');
    expect(within(drawer).getByRole('link', { name: 'إتمام الطلب' }).getAttribute('href')).toBe(
      new URL('/checkout/', location.origin).href,
    );
  });

  it('an empty cart shows the printed empty message', async () => {
    const { drawer } = await setup([]);
    expect(drawer.querySelector('.woocommerce-mini-cart__empty-message')?.textContent).toBe(
      'لا توجد منتجات في سلة المشتريات.',
    );
  });

  it('opens from the header cart as a modal dialog, Escape closes it and focus returns to the cart link', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    expect(drawer.classList.contains('active')).toBe(true);
    expect(getStore().getState().cart.drawerOpen).toBe(true);
    expect(screen.getByRole('dialog', { name: 'سلة التسوق' })).toBe(drawer);
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(drawer.querySelector('.astra-cart-drawer-close'));
    await user.keyboard('{Escape}');
    expect(drawer.classList.contains('active')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('keyboard: Enter on the header cart opens, the close button closes', async () => {
    const { drawer, trigger, user } = await setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(drawer.classList.contains('active')).toBe(true);
    await user.keyboard('{Enter}'); // focus is on the close button
    expect(drawer.classList.contains('active')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('the overlay closes it; html gets ast-mobile-cart-active and the scroll lock after the paint', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    await waitFor(() =>
      expect(document.documentElement.classList.contains('ast-mobile-cart-active')).toBe(true),
    );
    expect(getStore().getState().ui.scrollLockOwners).toContain('mini-cart');
    await user.click(document.querySelector<HTMLElement>('.astra-mobile-cart-overlay')!);
    expect(drawer.classList.contains('active')).toBe(false);
    await waitFor(() =>
      expect(document.documentElement.classList.contains('ast-mobile-cart-active')).toBe(false),
    );
    expect(getStore().getState().ui.scrollLockOwners).not.toContain('mini-cart');
  });

  it('on the cart page the header cart opens nothing and does not navigate (Astra)', async () => {
    const { drawer, trigger } = await setup([101], '/cart/');
    expect(document.body.classList.contains('woocommerce-cart')).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    trigger.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(drawer.classList.contains('active')).toBe(false);
  });

  it('is axe clean, open', async () => {
    const { trigger, user } = await setup([101, 103]);
    await user.click(trigger);
    expect(await axeViolations(document.getElementById('astra-mobile-cart-drawer')!)).toEqual([]);
  });
});

describe('remove', () => {
  it('a double click sends one request, blocks the row while it runs, and never follows the link', async () => {
    const { drawer, trigger, user } = await setup([101, 103]);
    await user.click(trigger);
    const removed: unknown[][] = [];
    const off = on('removed_from_cart', (args) => removed.push(args));
    const link = drawer.querySelector<HTMLElement>('a.remove_from_cart_button')!;
    await user.dblClick(link);
    expect(link.closest('li')?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(rows(drawer)).toHaveLength(1));
    off();
    expect(requests.filter((r) => r === 'remove_from_cart')).toHaveLength(1);
    expect(go).not.toHaveBeenCalled();
    expect(getStore().getState().cart.count).toBe(1);
    expect(removed).toHaveLength(1);
    // focus stays in the open dialog although the link it was on is gone
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  });

  it('a second click while the remove is in flight (the row still shown) sends no second request', async () => {
    const { drawer, trigger, user } = await setup([101, 103]);
    await user.click(trigger);
    backend.addFault({ route: 'wc-ajax:remove_from_cart', fault: 'slow:300', times: 2 });
    const link = drawer.querySelector<HTMLElement>('a.remove_from_cart_button');
    if (!link) throw new Error('no remove link');
    // both in one task: before any render could block the row, only the row's own guard stands between them
    fireEvent.click(link);
    fireEvent.click(link);
    await waitFor(() => expect(rows(drawer)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 400)); // a second request, had it gone, would have been answered
    expect(requests.filter((r) => r === 'remove_from_cart')).toHaveLength(1);
    expect(go).not.toHaveBeenCalled();
  });

  it.each(['500', 'html', 'invalid-json', 'offline', 'nonce'] as const)(
    'a failed remove (%s) follows the remove link',
    async (fault) => {
      const { drawer, trigger, user } = await setup();
      await user.click(trigger);
      backend.addFault({ route: 'wc-ajax:remove_from_cart', fault, times: 1 });
      const link = drawer.querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!;
      const href = new URL(link.getAttribute('href') ?? '', location.origin).href;
      await user.click(link);
      await waitFor(() => expect(go).toHaveBeenCalledWith(href));
      expect(link.closest('li')?.getAttribute('aria-busy')).toBe('true'); // still blocked while the page leaves
    },
  );

  it('an answer without fragments ({success:false}: the line is gone already) follows the link', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    backend.session().cart.length = 0; // removed in another tab
    await user.click(drawer.querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!);
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  });
});

describe('Astra Pro quantity', () => {
  it('fast + / − sends one request with the final value after the debounce, then the fragments show it', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    const plus = within(drawer).getAllByRole('button', { name: /زيادة|plus|\+/i })[0]!;
    const minus = within(drawer).getAllByRole('button', { name: /إنقاص|minus|-/i })[0]!;
    await user.click(plus);
    await user.click(plus);
    await user.click(plus);
    await user.click(minus);
    expect(drawer.querySelector<HTMLInputElement>('input.qty')?.value).toBe('3');
    await waitFor(() => expect(backend.session().cart[0]?.quantity).toBe(3));
    expect(requests.filter((r) => r.includes('admin-ajax'))).toHaveLength(1);
    // the refresh answers through the cart-fragments widget; here the test applies its fragments
    const f = await fragments();
    await act(() => applyFragments(f, undefined, getStore()));
    expect(drawer.querySelector('span.quantity')?.textContent).toContain('3');
  });

  it('a change the shop saved announces no failure (Astra answers it with an empty body)', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    await user.click(within(drawer).getAllByRole('button', { name: /زيادة|plus|\+/i })[0]!);
    await waitFor(() => expect(backend.session().cart[0]?.quantity).toBe(2));
    await waitFor(() => expect(drawer.querySelector('li')?.getAttribute('aria-busy')).toBeNull());
    expect(drawer.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '').toBe('');
  });

  it('Arabic-Indic digits typed in the field are sent as digits', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    const input = drawer.querySelector<HTMLInputElement>('input.qty')!;
    await user.clear(input);
    await user.type(input, '٤');
    await waitFor(() => expect(backend.session().cart[0]?.quantity).toBe(4));
  });

  it('a page cached past its nonce: refused once, fresh nonces asked, the quantity saved at the second send', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    const sent: string[] = [];
    const stop = watchAjaxActions((a) => sent.push(a));
    backend.session().nonces.expireAll();
    await user.click(within(drawer).getAllByRole('button', { name: /زيادة|plus|\+/i })[0]!);
    await waitFor(() => expect(backend.session().cart[0]?.quantity).toBe(2));
    await waitFor(() => expect(drawer.querySelector('li')?.getAttribute('aria-busy')).toBeNull());
    stop();
    expect(sent).toEqual([
      'astra_add_cart_single_product_quantity',
      'storefront_widgets_nonces',
      'astra_add_cart_single_product_quantity',
    ]);
    expect((window as unknown as { astra: Record<string, string> }).astra.single_product_qty_ajax_nonce).toBe(
      backend.session().nonces.create('single_product_qty_ajax_nonce'),
    );
    expect(drawer.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '').toBe('');
  });

  it('refused and the fresh nonces failing: said once in the live region, the row usable, nothing sent again', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    const sent: string[] = [];
    const stop = watchAjaxActions((a) => sent.push(a));
    backend.session().nonces.expireAll();
    backend.addFault({ route: 'ajax:storefront_widgets_nonces', fault: '500' });
    await user.click(within(drawer).getAllByRole('button', { name: /زيادة|plus|\+/i })[0]!);
    await waitFor(() =>
      expect(drawer.querySelector('.widget_shopping_cart_live_region')?.textContent).toBe(
        'انتهت صلاحية الجلسة. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
      ),
    );
    stop();
    expect(sent).toEqual(['astra_add_cart_single_product_quantity', 'storefront_widgets_nonces']);
    expect(drawer.querySelector('li')?.getAttribute('aria-busy')).toBeNull();
    expect(backend.session().cart[0]?.quantity).toBe(1);
  });

  it('the row is blocked while its request runs: clicks then change nothing', async () => {
    const { drawer, trigger, user } = await setup();
    await user.click(trigger);
    backend.addFault({ route: 'ajax:astra_add_cart_single_product_quantity', fault: 'slow:400', times: 1 });
    const plus = within(drawer).getAllByRole('button', { name: /زيادة|plus|\+/i })[0]!;
    await user.click(plus);
    await waitFor(() => expect(drawer.querySelector('li')?.getAttribute('aria-busy')).toBe('true'));
    await user.click(plus);
    expect(drawer.querySelector<HTMLInputElement>('input.qty')?.value).toBe('2');
    await waitFor(() => expect(drawer.querySelector('li')?.getAttribute('aria-busy')).toBeNull());
    await new Promise((r) => setTimeout(r, QTY_DEBOUNCE_MS + 50));
    expect(requests.filter((r) => r.includes('admin-ajax'))).toHaveLength(1);
  });
});

describe('fragments', () => {
  it('new fragments re-render the list from the store; the React markup is never replaced by HTML', async () => {
    const { drawer } = await setup([101]);
    const list = drawer.querySelector('ul.woocommerce-mini-cart');
    await addToCart(103);
    const f = await fragments();
    await act(() => applyFragments(f, undefined, getStore()));
    expect(rows(drawer)).toHaveLength(2);
    expect(drawer.querySelector('ul.woocommerce-mini-cart')).toBe(list);
  });

  it('server HTML in a fragment executes nothing', async () => {
    const { drawer } = await setup([101]);
    const f = await fragments();
    const html = (f['div.widget_shopping_cart_content'] ?? '').replace(
      '<a href="/product',
      '<img src=x onerror="window.__pwned=1"><a onclick="window.__pwned=1" href="javascript:alert(1)" data-x="/product',
    );
    expect(html).toContain('onerror');
    await act(() =>
      applyFragments({ ...f, 'div.widget_shopping_cart_content': html }, undefined, getStore()),
    );
    expect(rows(drawer)).toHaveLength(1);
    expect(drawer.querySelector('[onerror], [onclick], a[href^="javascript"]')).toBeNull();
  });
});

/** What the shop answers to get_refreshed_fragments now. */
async function fragments(): Promise<Record<string, string>> {
  const res = await fetch(new URL('/?wc-ajax=get_refreshed_fragments', location.origin), {
    method: 'POST',
    body: new URLSearchParams({ time: '1' }),
  });
  const body: unknown = await res.json();
  const f = typeof body === 'object' && body !== null && 'fragments' in body ? body.fragments : null;
  if (typeof f !== 'object' || f === null) throw new Error('no fragments');
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)]));
}
