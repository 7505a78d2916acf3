// The fragments lifecycle (cart-fragments.js) in jsdom over the fake WordPress: when the cache is used and
// when it is not, the refresh triggers, the time-out, and storage that throws.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { loadPage } from '../../src/testing/page';
import { backend, server } from '../../src/testing/server';
import { session, local } from '../../src/dom/storage';
import { getStore } from '../../src/store';
import { cacheProblem, startFragments } from './lifecycle';
import { CART_CREATED_KEY, DAY_MS, applyFragments, parseCartAnswer } from '../../src/cart/fragments';
import { cartQueue } from '../../src/ajax/queue';
import { wcAjax } from '../../src/ajax/wcAjax';
import { addLine } from '../../fixtures/backend/routes/cart';

const FRAG = 'wc_fragments_2b1f5d0c6e6a1c1f';
const HASH = 'wc_cart_hash_2b1f5d0c6e6a1c1f';
const cached = {
  'div.widget_shopping_cart_content':
    '<div class="widget_shopping_cart_content"><p id="from-cache">cached</p></div>',
  'a.cart-container':
    '<a href="/cart/" class="cart-container"><div class="ast-cart-menu-wrap"><span class="count">7</span></div></a>',
};

let fetches = 0;
let stop: () => void = () => {};
beforeEach(() => {
  fetches = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('get_refreshed_fragments')) fetches++;
  });
  // the safe storage keeps a per-page memory copy: start each test from nothing
  for (const k of [FRAG, HASH, CART_CREATED_KEY]) {
    session.remove(k);
    local.remove(k);
  }
  loadPage('/shop/');
});
afterEach(() => {
  stop();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function seedCache(hash: string, created: number | null, cookieHash: string) {
  session.setJson(FRAG, cached);
  session.set(HASH, hash);
  if (created !== null) session.set(CART_CREATED_KEY, String(created));
  document.cookie = `woocommerce_cart_hash=${cookieHash}; path=/`;
}

describe('using the cached fragments', () => {
  it('applies them when valid (hash = cookie, created < 24 h) without a fetch', async () => {
    seedCache('h1', Date.now() - 1000, 'h1');
    expect(cacheProblem().reason).toBe('');
    const loaded = vi.fn();
    document.body.addEventListener('storefront:wc_fragments_loaded', loaded);
    stop = startFragments(getStore());
    await waitFor(() => expect(document.getElementById('from-cache')).not.toBeNull());
    expect(loaded).toHaveBeenCalled();
    expect(getStore().getState().cart.count).toBe(7);
    expect(fetches).toBe(0);
  });

  it.each([
    ['No cart_created', () => seedCache('h1', null, 'h1')],
    ['Fragment expired', () => seedCache('h1', Date.now() - DAY_MS - 1, 'h1')],
    ['No fragment', () => seedCache('h1', Date.now(), 'other')],
    ['No fragment', () => session.set(HASH, '')],
  ])('%s forces a fetch', async (reason, seed) => {
    seed();
    expect(cacheProblem().reason).toBe(reason);
    stop = startFragments(getStore());
    await waitFor(() => expect(fetches).toBe(1));
    await waitFor(() => expect(session.get(HASH)).toBe(backend.session().cartHash));
    expect(document.getElementById('from-cache')).toBeNull();
  });
});

describe('refresh triggers', () => {
  it('refreshes on wc_fragment_refresh, updated_wc_div and a cross-tab hash change, not on an unrelated key', async () => {
    stop = startFragments(getStore());
    await waitFor(() => expect(fetches).toBe(1));
    document.body.dispatchEvent(new CustomEvent('storefront:wc_fragment_refresh', { detail: [] }));
    await waitFor(() => expect(fetches).toBe(2));
    document.body.dispatchEvent(new CustomEvent('storefront:updated_wc_div', { detail: [] }));
    await waitFor(() => expect(fetches).toBe(3));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }));
    localStorage.setItem(HASH, 'changed-in-another-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: HASH }));
    await waitFor(() => expect(fetches).toBe(4));
  });

  it('on pageshow from the page cache empties the mini-cart and refreshes; a normal pageshow does nothing', async () => {
    stop = startFragments(getStore());
    await waitFor(() => expect(fetches).toBe(1));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(fetches).toBe(2));
  });

  it('the newest refresh wins: the older ones give way (never sent, or aborted), only the newest answer is applied, no error', async () => {
    // all three are asked for at once
    const signals = slowRefreshes();
    const errors = vi.fn();
    const refreshed = vi.fn();
    document.body.addEventListener('storefront:wc_fragments_ajax_error', errors);
    document.body.addEventListener('storefront:wc_fragments_refreshed', refreshed);
    stop = startFragments(getStore());
    document.body.dispatchEvent(new CustomEvent('storefront:wc_fragment_refresh', { detail: [] }));
    document.body.dispatchEvent(new CustomEvent('storefront:wc_fragment_refresh', { detail: [] }));
    await waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1), { timeout: 5000 }); // the older ones never answer the page
    // asked for in one task: the two older ones gave way before they were sent
    expect(signals.map((x) => x.aborted)).toEqual([false]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a refresh under way gives way to an add: the add’s answer is what the page and the store end on', async () => {
    // the page's own refresh after load is slow; the shopper adds meanwhile (the refresh, answered from before
    // the add, must not put the old count back)
    const signals = slowRefreshes();
    const refreshed = vi.fn();
    document.body.addEventListener('storefront:wc_fragments_refreshed', refreshed);
    stop = startFragments(getStore());
    await waitFor(() => expect(signals).toHaveLength(1));
    const answer = await cartQueue.push(() =>
      wcAjax('add_to_cart', { product_id: 101, quantity: 1 }, parseCartAnswer),
    );
    await applyFragments(answer.fragments, answer.cart_hash, getStore());
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 400)); // past the refresh's slow answer
    expect(refreshed).not.toHaveBeenCalled();
    expect(getStore().getState().cart.count).toBe(1);
    expect(document.querySelector('a.cart-container .count')?.textContent).toBe('1');
  });
});

/** every refresh answered slowly (the fake's `slow` fault), so they overlap; the signals of those sent */
function slowRefreshes(): AbortSignal[] {
  backend.addFault({ route: 'wc-ajax:get_refreshed_fragments', fault: 'slow:300' });
  const signals: AbortSignal[] = [];
  server.events.on(
    'request:start',
    ({ request }) => void (request.url.includes('get_refreshed_fragments') && signals.push(request.signal)),
  );
  return signals;
}

describe('failures', () => {
  it('uses request_timeout (5000 printed) and raises wc_fragments_ajax_error when it passes; the page stays', async () => {
    const w = window as unknown as { wc_cart_fragments_params: { request_timeout: string | number } };
    expect(Number(w.wc_cart_fragments_params.request_timeout)).toBe(5000);
    w.wc_cart_fragments_params.request_timeout = 60; // the same path, shortened for the test
    backend.addFault({ route: 'wc-ajax:get_refreshed_fragments', fault: 'timeout' });
    const errors = vi.fn();
    document.body.addEventListener('storefront:wc_fragments_ajax_error', errors);
    const before = document.querySelector('.widget_shopping_cart_content')?.outerHTML;
    stop = startFragments(getStore());
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.widget_shopping_cart_content')?.outerHTML).toBe(before);
  });

  it.each(['500', 'html', 'invalid-json', 'offline'] as const)(
    'raises wc_fragments_ajax_error on %s',
    async (fault) => {
      backend.addFault({ route: 'wc-ajax:get_refreshed_fragments', fault });
      const errors = vi.fn();
      document.body.addEventListener('storefront:wc_fragments_ajax_error', errors);
      stop = startFragments(getStore());
      await waitFor(() => expect(errors).toHaveBeenCalled());
    },
  );

  it('survives storage that throws on every call', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const refreshed = vi.fn();
    document.body.addEventListener('storefront:wc_fragments_refreshed', refreshed);
    stop = startFragments(getStore());
    await waitFor(() => expect(refreshed).toHaveBeenCalled());
  });

  it('markup in fragments executes nothing', async () => {
    server.use(
      mswHttp.post('*', ({ request }) =>
        !request.url.includes('get_refreshed_fragments')
          ? undefined
          : HttpResponse.json({
              fragments: {
                'div.widget_shopping_cart_content':
                  '<div class="widget_shopping_cart_content"><img src=x onerror="window.__x=1"><script>window.__x=2</script>&lt;img src=x onerror=window.__x=3&gt;</div>',
              },
              cart_hash: 'h',
            }),
      ),
    );
    stop = startFragments(getStore());
    await waitFor(() => expect(document.querySelector('.widget_shopping_cart_content img')).not.toBeNull(), {
      timeout: 5000,
    }); // the first fragments also load the sanitizer chunk
    const box = document.querySelector('.widget_shopping_cart_content')!;
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(box.querySelector('script')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror=window.__x=3>'); // entity-encoded stays text
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });
});

describe('as cart-fragments.js on the platform', () => {
  it('a refresh that brings a hash stamps wc_cart_created anew: after 24 h one fetch, then the next page uses the cache', async () => {
    addLine(backend.session(), 101, 1);
    const dayOld = Date.now() - DAY_MS - 1;
    seedCache(backend.session().cartHash, dayOld, backend.session().cartHash);
    expect(cacheProblem().reason).toBe('Fragment expired');
    stop = startFragments(getStore());
    await waitFor(() => expect(fetches).toBe(1));
    await waitFor(() => expect(Number(session.get(CART_CREATED_KEY))).toBeGreaterThan(dayOld + DAY_MS));
    stop();
    loadPage('/shop/');
    document.cookie = `woocommerce_cart_hash=${backend.session().cartHash}; path=/`;
    expect(cacheProblem().reason).toBe('');
    stop = startFragments(getStore());
    await waitFor(() => expect(getStore().getState().cart.count).toBe(1));
    expect(fetches).toBe(1);
  });

  it('an add or remove stamps wc_cart_created only when no hash was stored before', () => {
    session.set(CART_CREATED_KEY, '1000');
    session.set(HASH, 'h1');
    stop = startFragments(getStore());
    document.body.dispatchEvent(
      new CustomEvent('storefront:added_to_cart', { detail: [cached, 'h2', null] }),
    );
    expect(session.get(CART_CREATED_KEY)).toBe('1000');
    expect(session.get(HASH)).toBe('h2');
  });

  it("WooCommerce Blocks' wc-blocks_added_to_cart refreshes the fragments (as Astra's mobile-cart.js)", async () => {
    stop = startFragments(getStore());
    await waitFor(() => expect(fetches).toBe(1));
    document.body.dispatchEvent(new Event('wc-blocks_added_to_cart', { bubbles: true }));
    await waitFor(() => expect(fetches).toBe(2));
  });
});
