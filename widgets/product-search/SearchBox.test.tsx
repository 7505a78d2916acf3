import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SearchBox } from './SearchBox';
import './index';
import { nav } from './navigate';
import { CLICK_GUARD_MS } from './clickGuard';
import { clearHistory, PHRASES_KEY, PRODUCTS_KEY } from './history';
import { backend, server } from '../../src/testing/server';
import { loadPage } from '../../src/testing/page';
import { getStore, resetStore } from '../../src/store';

const FAST = '/?sw_dgwt_debounce_wait_ms=0';
let searches: string[] = [];
let other: string[] = [];

function setup(path = FAST) {
  loadPage(path);
  const el = document.querySelector<HTMLElement>('.dgwt-wcas-search-wrapp');
  const input = el?.querySelector<HTMLInputElement>('.dgwt-wcas-search-input');
  const form = el?.querySelector<HTMLFormElement>('form');
  if (!el || !input || !form) throw new Error('no search box on the page');
  render(<SearchBox el={el} />);
  return { el, input, form, user: userEvent.setup() };
}

/** Counts the submits our widget let through natively (jsdom cannot navigate: every submit is stopped). */
function nativeSubmits(form: HTMLFormElement): { count: number } {
  const seen = { count: 0 };
  form.addEventListener('submit', (e) => {
    if (!e.defaultPrevented) seen.count++;
    e.preventDefault();
  });
  return seen;
}

const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]');
const options = () => Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/** Answer the search with a hand-made list (for types the seed catalogue cannot produce). */
function answerWith(suggestions: unknown[]) {
  server.use(
    http.get('*', ({ request }) => {
      if (new URL(request.url).searchParams.get('wc-ajax') !== 'dgwt_wcas_ajax_search') return undefined;
      return HttpResponse.json({
        suggestions,
        total: suggestions.length,
        time: '0.01 sec',
        engine: 'free',
        v: '1.32.2',
      });
    }),
  );
}

beforeEach(() => {
  searches = [];
  other = [];
  clearHistory(getStore());
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    const ep = u.searchParams.get('wc-ajax');
    if (ep === 'dgwt_wcas_ajax_search') searches.push(u.searchParams.get('s') ?? '');
    else if (ep) other.push(ep);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  delete (window as unknown as Record<string, unknown>).dgwt_wcas;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('product search box', () => {
  it('makes the input an ARIA 1.2 combobox and lists grouped suggestions with the match highlighted', async () => {
    const { input, user } = setup();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'قهوة');
    await waitFor(() => expect(options().length).toBeGreaterThan(2));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox()?.id);
    const groups = screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['التصنيفات', 'المنتجات']);
    expect(document.querySelector('.dgwt-wcas-suggestion-headline')?.getAttribute('role')).toBeNull();
    expect(options().some((o) => o.querySelector('strong')?.textContent === 'قهوة')).toBe(true);
    expect(document.querySelector('.sw-search-status')?.textContent).toMatch(/متاحة/);
    expect(document.querySelector('.dgwt-wcas-suggestion-tax .dgwt-wcas-st-label')?.textContent).toBe(
      'التصنيف',
    );
  });

  it('asks only for a trimmed query of min_chars, and hides the list for a shorter one', async () => {
    const { input, user } = setup();
    await user.type(input, ' قه  ');
    await sleep(30);
    expect(searches).toEqual([]);
    await user.clear(input);
    await user.type(input, 'قهوة');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await user.type(input, '{Backspace}{Backspace}');
    await waitFor(() => expect(listbox()).toBeNull());
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks the server once per query: typing back and forth is served from the cache', async () => {
    const { input, user } = setup();
    await user.type(input, 'قهوة');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await user.type(input, '{Backspace}');
    await sleep(20);
    await user.type(input, 'ة');
    await user.type(input, '{Backspace}ة');
    await sleep(20);
    expect(searches).toEqual(['قهو', 'قهوة']);
  });

  it('prefix rule as FiboSearch: its no-results answer (one suggestion) is not a bad query, so a longer query is still sent', async () => {
    const { input, user } = setup();
    await user.type(input, 'xyz');
    await waitFor(() =>
      expect(document.querySelector('.dgwt-wcas-suggestion-nores')?.textContent).toBe('لا توجد نتائج'),
    );
    await user.type(input, 'wq');
    await waitFor(() => expect(searches.at(-1)).toBe('xyzwq'));
    expect(searches[0]).toBe('xyz');
    expect(document.querySelector('.dgwt-wcas-suggestion-nores')).not.toBeNull();
    expect(document.body.classList.contains('dgwt-wcas-nores')).toBe(true);
    expect(document.querySelector('.sw-search-status')?.textContent).toBe('لا توجد نتائج');
  });

  it('a keystroke redraws no row until its answer comes: the rows keep the query they answer', async () => {
    const { input, user } = setup();
    await user.type(input, 'قهو');
    await waitFor(() =>
      expect(options().some((o) => o.querySelector('strong')?.textContent === 'قهو')).toBe(true),
    );
    const marks = () =>
      options().flatMap((o) => Array.from(o.querySelectorAll('strong'), (b) => b.textContent));
    const before = marks();
    let redrawn = 0;
    const obs = new MutationObserver((list) => (redrawn += list.length));
    obs.observe(listbox() ?? document.body, { subtree: true, childList: true, characterData: true });
    backend.addFault({ route: 'wc-ajax:dgwt_wcas_ajax_search', fault: 'slow:300', times: 1 });
    await user.type(input, 'ة');
    await sleep(100); // the keystroke rendered; its answer is still on its way
    expect(redrawn).toBe(0);
    expect(marks()).toEqual(before);
    obs.disconnect();
    await waitFor(() =>
      expect(options().some((o) => o.querySelector('strong')?.textContent === 'قهوة')).toBe(true),
    );
  });

  it('out of order answers (200/150/100 ms): the newest query is the one shown', async () => {
    const { input, user } = setup();
    for (const ms of [200, 150, 100])
      backend.addFault({ route: 'wc-ajax:dgwt_wcas_ajax_search', fault: `slow:${ms}`, times: 1 });
    const seen: string[] = [];
    const obs = new MutationObserver(() => {
      const first = document.querySelector('.dgwt-wcas-suggestion-product .dgwt-wcas-st-title');
      if (first?.textContent) seen.push(first.textContent);
    });
    obs.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.type(input, 'قهوة تر'); // 'قهو', 'قهوة', 'قهوة ت'(same trimmed as 'قهوة'?) … 'قهوة تر'
    await waitFor(() => expect(options().length).toBeGreaterThan(0), { timeout: 2000 });
    await sleep(300);
    obs.disconnect();
    expect(searches.at(-1)).toBe('قهوة تر');
    expect(options().map((o) => o.textContent)).toEqual([expect.stringContaining('قهوة تركي محوجة')]);
    expect(seen.every((t) => t.includes('قهوة تركي'))).toBe(true);
  });

  it.each([
    ['Escape', async (u: ReturnType<typeof userEvent.setup>) => u.keyboard('{Escape}')],
    ['Enter', async (u: ReturnType<typeof userEvent.setup>) => u.keyboard('{Enter}')],
    [
      'a click outside',
      async (u: ReturnType<typeof userEvent.setup>) =>
        u.click(document.querySelector('main') ?? document.body),
    ],
  ])('the panel stays closed after %s while the request is pending', async (_name, act2) => {
    const { input, form, user } = setup();
    form.addEventListener('submit', (e) => e.preventDefault()); // jsdom cannot navigate
    backend.addFault({ route: 'wc-ajax:dgwt_wcas_ajax_search', fault: 'slow:150' });
    await user.type(input, 'قهوة');
    await act2(user);
    await sleep(400);
    expect(listbox()).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('keyboard: down/up skip headlines, up from the first restores the text, Enter opens the item', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    const { input, user } = setup();
    await user.type(input, 'قهوة');
    await waitFor(() => expect(options().length).toBeGreaterThan(2));
    // the details panel auto-activates the first real suggestion (not by keyboard)
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    const first = options()[0];
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.value).toBe('قهوة');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(first);
    expect(input.value).toBe(
      first
        ?.querySelector('.dgwt-wcas-st')
        ?.textContent?.replace(/^التصنيف\s*/, '')
        .trim(),
    );
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/\/product-category\/coffee\/$/));
    expect(listbox()).toBeNull();
  });

  it('Enter without a keyboard choice submits the form with s and post_type=product; an empty query never submits', async () => {
    const { input, form, user } = setup();
    const submitted: string[] = [];
    form.addEventListener('submit', (e) => {
      if (!e.defaultPrevented)
        submitted.push(
          new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
        );
      e.preventDefault();
    });
    const sw: unknown[] = [];
    document.body.addEventListener('storefront:sw_search', (e) => sw.push((e as CustomEvent).detail));
    await user.click(input);
    await user.keyboard('   {Enter}');
    expect(submitted).toEqual([]);
    await user.clear(input);
    await user.type(input, 'قهوة{Enter}');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toContain('post_type=product');
    expect(submitted[0]).toContain(`s=${encodeURIComponent('قهوة')}`);
    expect(sw).toEqual([[{ search_term: 'قهوة' }]]);
    expect(JSON.parse(localStorage.getItem(PHRASES_KEY) ?? '[]')).toEqual(['قهوة']);
    expect(getStore().getState().history.phrases).toEqual(['قهوة']);
  });

  it('disable_submit: the form never submits', async () => {
    const { input, form, user } = setup(`${FAST}&sw_dgwt_disable_submit=1`);
    const passed = nativeSubmits(form);
    await user.type(input, 'قهوة{Enter}');
    expect(passed.count).toBe(0);
  });

  it('more_products submits the form; a plain-string suggestion fills and submits', async () => {
    const submit = vi.spyOn(nav, 'submit').mockImplementation(() => {});
    answerWith(['بن يمني فاخر', { value: '', total: 12, url: '/?s=x', type: 'more_products' }]);
    const { input, user } = setup(`${FAST}&sw_dgwt_show_details_panel=0`);
    await user.type(input, 'بن يمني');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options()[1]?.textContent).toBe('عرض كل المنتجات... (12)');
    await user.click(options()[1] as HTMLElement);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('بن يمني');
    await user.type(input, ' ');
    await waitFor(() => expect(options()).toHaveLength(2));
    await sleep(CLICK_GUARD_MS); // the click guard would swallow a click within 500 ms of the last one
    await user.click(options()[0] as HTMLElement);
    expect(input.value).toBe('بن يمني فاخر');
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('renders every suggestion type with its slots; markup in any field and javascript: urls execute nothing', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    const w = window as unknown as Record<string, unknown>;
    const evil = '<img src=x onerror="window.__pwned=1"><svg/onload="window.__pwned=2">';
    answerWith([
      { value: 'product', type: 'headline' },
      {
        post_id: 5,
        value: `منتج ${evil}&lt;img src=x onerror=window.__pwned=3&gt;`,
        url: 'javascript:window.__pwned=4',
        type: 'product',
        thumb_html: `<img src="/a.svg" alt="">${evil}`,
        price: `<span class="amount">10</span>${evil}`,
        desc: `وصف ${evil}`,
        sku: 'SKU-1',
        on_sale: true,
        featured: '1',
        title_before: evil,
        title_after: '<em>بعد</em>',
        content_after: evil,
        meta_before: evil,
        meta_after: evil,
        score: 7,
      },
      {
        post_id: 5,
        variation_id: 9,
        value: 'منتج - أحمر',
        url: '/product/x/?attribute_pa_color=red',
        type: 'product_variation',
      },
      { value: 'post_type_post', type: 'headline-v2' },
      {
        post_id: 2001,
        post_type: 'post',
        value: 'مقالة',
        url: 'data:text/html,<script>1</script>',
        type: 'post',
      },
      {
        term_id: 3,
        taxonomy: 'product_cat',
        value: 'القهوة',
        url: '//evil.example/x',
        breadcrumbs: `المتجر ${evil}`,
        type: 'taxonomy',
      },
      { term_id: 4, value: 'بائع', url: '/vendor/a/', vendor: 'بائع', shop_city: 'القاهرة', type: 'vendor' },
      { value: 'ignored', type: 'unknown-type' },
      'اقتراح نصي',
      { value: '', total: 30, url: '/?s=x', type: 'more_products' },
    ]);
    const { input, user } = setup(`${FAST}&sw_dgwt_show_sku=1&sw_dgwt_show_details_panel=0`);
    await user.type(input, 'منتج');
    await waitFor(() => expect(options().length).toBe(7));
    await sleep(20);
    expect(w.__pwned).toBeUndefined();
    expect(document.querySelector('[onerror], [onload]')).toBeNull();
    // the page's own scripts (WooCommerce's no-js swap) stay; none from the suggestions came in
    expect(Array.from(document.scripts).filter((x) => x.textContent?.includes('__pwned'))).toEqual([]);
    const product = options()[0] as HTMLElement;
    expect(product.className).toContain('dgwt-wcas-suggestion-product');
    expect(product.querySelector('.dgwt-wcas-st-title')?.textContent).toContain(
      '<img src=x onerror=window.__pwned=3>',
    );
    expect(product.querySelector('.dgwt-wcas-si img')?.getAttribute('src')).toBe('/a.svg');
    expect(product.querySelector('.dgwt-wcas-sp .amount')?.textContent).toBe('10');
    expect(product.querySelector('.dgwt-wcas-sd')?.textContent).toContain('<img');
    expect(product.querySelector('.dgwt-wcas-sku')?.textContent).toBe('رمز المنتج: SKU-1');
    expect(product.querySelector('.dgwt-wcas-badge-os')?.textContent).toBe('تخفيض');
    expect(product.querySelector('.dgwt-wcas-badge-f')?.textContent).toBe('مميز');
    expect(product.querySelector('.dgwt-wcas-score')?.textContent).toBe('التقييم: 7');
    expect(product.querySelector('.dgwt-wcas-st-after em')?.textContent).toBe('بعد');
    expect(product.getAttribute('href')).toBeNull(); // javascript: url: not a link
    expect(options()[1]?.className).toContain('dgwt-wcas-suggestion-product-var');
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      'المنتجات',
      'المقالات',
    ]);
    const tax = document.querySelector('.dgwt-wcas-suggestion-tax');
    expect(tax?.querySelector('.dgwt-wcas-st-breadcrumbs')?.textContent).toContain('في المتجر <img');
    expect(document.querySelector('.dgwt-wcas-suggestion-vendor')?.textContent).toContain('القاهرة');
    expect(options()[5]?.textContent).toBe('اقتراح نصي');
    for (const i of [0, 2, 3]) await user.click(options()[i] as HTMLElement);
    expect(go).not.toHaveBeenCalled();
    expect(w.__pwned).toBeUndefined();
  });

  it('shows the configured no-results label (HTML, sanitised)', async () => {
    const { input, user } = setup();
    const cfg = (window as unknown as { dgwt_wcas: { labels: Record<string, string> } }).dgwt_wcas;
    cfg.labels.no_results = JSON.stringify('<b>لا شيء</b><img src=x onerror="window.__pwned=5">');
    render(
      <SearchBox el={document.querySelectorAll<HTMLElement>('.dgwt-wcas-search-wrapp')[0] as HTMLElement} />,
    );
    await user.type(input, 'xyzw');
    await waitFor(() =>
      expect(document.querySelector('.dgwt-wcas-suggestion-nores b')?.textContent).toBe('لا شيء'),
    );
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('details panel: loads for the active item, cached, cleared on failure', async () => {
    const { input, user } = setup();
    const details = () => other.filter((e) => e === 'dgwt_wcas_result_details').length;
    const panelText = () => document.querySelector('.dgwt-wcas-details-wrapp')?.textContent ?? '';
    await user.type(input, 'قهوة');
    await waitFor(() =>
      expect(document.querySelector('.dgwt-wcas-details-wrapp .dgwt-wcas-details-inner')).not.toBeNull(),
    );
    const firstPanel = panelText();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(panelText()).not.toBe(firstPanel));
    await waitFor(() =>
      expect(document.querySelector('.dgwt-wcas-details-wrapp [role="status"]')).toBeNull(),
    );
    const n = details();
    await user.keyboard('{ArrowUp}{ArrowDown}');
    await sleep(50);
    expect(details()).toBe(n); // both items came from the cache
    backend.addFault({ route: 'wc-ajax:dgwt_wcas_result_details', fault: '500' });
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(details()).toBe(n + 1));
    await waitFor(() => expect(panelText()).toBe(''));
  });

  it('no details panel under 768 px', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 700 });
    const { input, user } = setup(`${FAST}&sw_dgwt_mobile_overlay_breakpoint=600`);
    await user.type(input, 'غلاية');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(document.querySelector('.dgwt-wcas-details-wrapp')).toBeNull();
    expect(other).not.toContain('dgwt_wcas_result_details');
  });

  it('dynamic prices: one request for all ids; only string prices are used; failures ignored', async () => {
    server.use(
      http.post('*', async ({ request }) => {
        if (new URL(request.url).searchParams.get('wc-ajax') !== 'dgwt_wcas_get_prices') return undefined;
        const ids = new URLSearchParams(await request.text()).getAll('items[]');
        const data: Record<string, unknown> = {};
        ids.forEach((id, i) => (data[id] = i === 0 ? 5 : '<span class="amount">DYN-PRICE</span>'));
        return HttpResponse.json({ success: true, data });
      }),
    );
    const { input, user } = setup(`${FAST}&sw_dgwt_dynamic_prices=1&sw_dgwt_show_details_panel=0`);
    await user.click(input);
    await user.paste('قهوة'); // one query: one search, then one prices request for all its ids
    await waitFor(() => expect(document.querySelectorAll('.dgwt-wcas-sp')[1]?.textContent).toBe('DYN-PRICE'));
    // the first id's price was not a string: FiboSearch uses none, its placeholder stays
    expect(document.querySelector('.dgwt-wcas-sp .dgwt-wcas-preloader-price')).not.toBeNull();
    expect(document.querySelector('.dgwt-wcas-sp')?.textContent).not.toContain('DYN-PRICE');
    expect(other.filter((e) => e === 'dgwt_wcas_get_prices')).toHaveLength(1);
  });

  it("dynamic prices: each product's price shows FiboSearch's placeholder until Pro's prices arrive (applyPreloaderForPrice)", async () => {
    let answer: () => void = () => {};
    const arrived = new Promise<void>((r) => (answer = r));
    server.use(
      http.post('*', async ({ request }) => {
        if (new URL(request.url).searchParams.get('wc-ajax') !== 'dgwt_wcas_get_prices') return undefined;
        const ids = new URLSearchParams(await request.text()).getAll('items[]');
        await arrived;
        return HttpResponse.json({
          success: true,
          data: Object.fromEntries(ids.map((id) => [id, '<span class="amount">DYN-PRICE</span>'])),
        });
      }),
    );
    const { input, user } = setup(`${FAST}&sw_dgwt_dynamic_prices=1&sw_dgwt_show_details_panel=0`);
    await user.click(input);
    await user.paste('قهوة');
    await waitFor(() => expect(document.querySelectorAll('.dgwt-wcas-sp').length).toBeGreaterThan(0));
    const prices = () => Array.from(document.querySelectorAll('.dgwt-wcas-sp'));
    expect(prices().every((p) => p.querySelector('.dgwt-wcas-preloader-price[aria-hidden="true"]'))).toBe(
      true,
    );
    answer();
    await waitFor(() => expect(prices().every((p) => p.textContent === 'DYN-PRICE')).toBe(true));
    expect(document.querySelector('.dgwt-wcas-preloader-price')).toBeNull();
  });

  it('history: on focus with an empty input; a phrase fills and submits; a product opens; Clear empties it', async () => {
    const submit = vi.spyOn(nav, 'submit').mockImplementation(() => {});
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    localStorage.setItem(
      PRODUCTS_KEY,
      JSON.stringify([
        { type: 'product', post_id: 101, value: 'غلاية كهربائية', url: '/product/electric-kettle/' },
      ]),
    );
    localStorage.setItem(PHRASES_KEY, JSON.stringify(['قهوة', 'كعك']));
    resetStore(); // a new page: its store reads what FiboSearch stored
    const { input, user } = setup();
    await user.click(input);
    await waitFor(() => expect(document.querySelector('.dgwt-wcas-pre-suggestions-wrapp')).not.toBeNull());
    expect(screen.getByText('سجل البحث')).toBeTruthy();
    expect(options().map((o) => o.textContent)).toEqual(['غلاية كهربائية', 'قهوة', 'كعك']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input.value).toBe('قهوة');
    expect(submit).toHaveBeenCalledTimes(1);
    await user.clear(input);
    await user.click(document.body);
    input.blur();
    await user.click(input);
    await waitFor(() => expect(options().length).toBe(3));
    await user.click(options()[0] as HTMLElement);
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/\/product\/electric-kettle\/$/));
    await user.clear(input);
    input.blur();
    await user.click(input);
    await waitFor(() => expect(options().length).toBe(3));
    await user.click(screen.getByRole('button', { name: 'مسح' }));
    expect(listbox()).toBeNull();
    expect(localStorage.getItem(PHRASES_KEY)).toBeNull();
  });

  it('choosing a product saves it to recent products without its price', async () => {
    vi.spyOn(nav, 'go').mockImplementation(() => {});
    const { input, user } = setup(`${FAST}&sw_dgwt_show_details_panel=0`);
    await user.type(input, 'غلاية');
    await waitFor(() => expect(document.querySelector('.dgwt-wcas-suggestion-product')).not.toBeNull());
    await user.click(document.querySelector('.dgwt-wcas-suggestion-product') as HTMLElement);
    const stored = JSON.parse(localStorage.getItem(PRODUCTS_KEY) ?? '[]') as Array<Record<string, unknown>>;
    expect(stored[0]).toMatchObject({ post_id: 101, type: 'product' });
    expect('price' in (stored[0] ?? {})).toBe(false);
  });

  it('the close (X) button shows from min_chars and clears the search', async () => {
    const { el, input, user } = setup();
    await user.type(input, 'قه');
    expect(within(el).queryByRole('button', { name: 'مسح البحث' })).toBeNull();
    await user.type(input, 'و');
    // the preloader holds the place while the search is under way; the X comes with the answer
    await user.click(await within(el).findByRole('button', { name: 'مسح البحث' }));
    expect(input.value).toBe('');
    expect(listbox()).toBeNull();
  });

  it('dispatches the fibosearch/* document events', async () => {
    const seen: string[] = [];
    for (const n of ['open', 'close', 'show-suggestions', 'no-results', 'show-details-panel'])
      document.addEventListener(`fibosearch/${n}`, () => seen.push(n));
    const { input, user } = setup();
    await user.type(input, 'غلاية');
    await waitFor(() => expect(seen).toContain('show-details-panel'));
    await user.keyboard('{Escape}');
    await user.type(input, 'zzz');
    await waitFor(() => expect(seen).toContain('no-results'));
    expect(seen.slice(0, 2)).toEqual(['open', 'show-suggestions']);
    expect(seen).toContain('close');
  });

  it.each([
    ['solaris', ['dgwt-wcas-open-solaris']],
    ['pirx', ['dgwt-wcas-open-pirx', 'dgwt-wcas-open-pirx-compact']],
    ['pirx-compact', ['dgwt-wcas-open-pirx', 'dgwt-wcas-open-pirx-compact']],
  ] as const)(
    "FiboSearch's open classes for the %s style: body dgwt-wcas-open and html dgwt-wcas-open-<style> while a list shows",
    async (style, classes) => {
      await fetch(new URL(`/__sw/fibosearch?style=${style}`, location.origin));
      const { el, input, user } = setup();
      expect(el.classList.contains(`dgwt-wcas-style-${style}`)).toBe(true);
      const html = () => classes.filter((c) => document.documentElement.classList.contains(c));
      expect(html()).toEqual([]);
      await user.type(input, 'غلاية');
      await waitFor(() => expect(options().length).toBeGreaterThan(0));
      expect(document.body.classList.contains('dgwt-wcas-open')).toBe(true);
      expect(html()).toEqual(classes);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.body.classList.contains('dgwt-wcas-open')).toBe(false));
      expect(html()).toEqual([]);
    },
  );

  it('keeps the text typed before the widget loaded and acts on the focus that loaded it', async () => {
    loadPage(FAST);
    const el = document.querySelector<HTMLElement>('.dgwt-wcas-search-wrapp') as HTMLElement;
    const input = el.querySelector<HTMLInputElement>('input.dgwt-wcas-search-input') as HTMLInputElement;
    input.focus();
    input.value = 'قهوة';
    render(<SearchBox el={el} />);
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(input.value).toBe('قهوة');
  });

  it('a search failure keeps the box usable and shows no stale list', async () => {
    const { input, user } = setup();
    backend.addFault({ route: 'wc-ajax:dgwt_wcas_ajax_search', fault: 'invalid-json', times: 1 });
    const errors: unknown[] = [];
    document.addEventListener('fibosearch/search-error', (e) => errors.push((e as CustomEvent).detail));
    await user.type(input, 'قهو');
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(listbox()).toBeNull();
    expect(document.querySelector('.dgwt-wcas-inner-preloader')).toBeNull();
    await user.type(input, 'ة');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
  });

  it('sends custom params and the language', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => urls.push(request.url));
    const { input, user } = setup(`${FAST}&sw_dgwt_custom_params={"brand":"x"}&sw_dgwt_current_lang=ar`);
    input.dataset.customParams = '{"only":"this"}';
    await user.type(input, 'قهوة');
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    const u = new URL(urls.find((x) => x.includes('dgwt_wcas_ajax_search')) ?? '');
    expect(u.searchParams.get('brand')).toBe('x');
    expect(u.searchParams.get('l')).toBe('ar');
  });
  it('go_to_first_variation_on_submit: submitting opens the first variation suggestion', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    answerWith([
      { post_id: 102, value: 'عجّان', url: '/product/stand-mixer/', type: 'product' },
      {
        post_id: 102,
        variation_id: 501,
        value: 'عجّان - أحمر',
        url: '/product/stand-mixer/?attribute_pa_color=red',
        type: 'product_variation',
      },
    ]);
    const { input, form, user } = setup(
      `${FAST}&sw_dgwt_go_to_first_variation_on_submit=1&sw_dgwt_show_details_panel=0`,
    );
    const native = nativeSubmits(form);
    await user.type(input, 'MIX-RED');
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{Enter}');
    expect(native.count).toBe(0);
    expect(go).toHaveBeenCalledWith(
      expect.stringMatching(/\/product\/stand-mixer\/\?attribute_pa_color=red$/),
    );
  });

  it('disable_hits: nothing can be selected, Enter submits', async () => {
    const { input, form, user } = setup(`${FAST}&sw_dgwt_disable_hits=1`);
    const native = nativeSubmits(form);
    await user.type(input, 'قهوة');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.querySelector('[aria-selected="true"]')).toBeNull();
    await user.keyboard('{Enter}');
    expect(native.count).toBe(1);
  });

  it('icon layout: the form fades in, then the input takes the focus with the caret after its text (registerIconHandler)', async () => {
    const { el, input } = setup(`${FAST}&sw_search_layout=icon&sw_dgwt_mobile_overlay_breakpoint=600`);
    const icon = el.querySelector<HTMLElement>('.js-dgwt-wcas-search-icon-handler')!;
    await waitFor(() => expect(icon.getAttribute('aria-expanded')).toBe('false'));
    input.value = 'قهوة';
    await act(async () => icon.click());
    expect(el.classList.contains('dgwt-wcas-layout-icon-open')).toBe(true);
    expect(document.activeElement).not.toBe(input);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.selectionStart).toBe(4);
  }, 20_000); // the first box of a run loads React and the search chunk

  describe('flexible layouts at layout_breakpoint (reloadFlexibleLayout)', () => {
    const resize = (width: number) =>
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
        window.dispatchEvent(new Event('resize'));
      });
    const isIconLayout = (el: HTMLElement) =>
      el.classList.contains('js-dgwt-wcas-layout-icon') && el.classList.contains('dgwt-wcas-layout-icon');
    // the overlay's own breakpoint is set lower, so only the layout changes here
    const page = (layout: string, extra = '') =>
      `${FAST}&sw_search_layout=${layout}&sw_dgwt_mobile_overlay_breakpoint=600${extra}`;

    it('icon-flexible: a search bar above the breakpoint, the icon at or below it, and back', async () => {
      const { el, input } = setup(page('icon-flexible'));
      const icon = el.querySelector<HTMLElement>('.js-dgwt-wcas-search-icon-handler')!;
      await waitFor(() => expect(el.classList.contains('dgwt-wcas-layout-icon-flexible-loaded')).toBe(true));
      expect(isIconLayout(el)).toBe(false);
      expect(el.classList.contains('sw-search-icon-ready')).toBe(false);
      expect(icon.hasAttribute('role')).toBe(false);

      resize(921);
      await waitFor(() => expect(isIconLayout(el)).toBe(true));
      await waitFor(() => expect(icon.getAttribute('aria-expanded')).toBe('false'));
      expect(el.classList.contains('sw-search-icon-ready')).toBe(true);
      expect(icon.getAttribute('role')).toBe('button');
      await act(async () => icon.click());
      await waitFor(() => expect(el.classList.contains('dgwt-wcas-layout-icon-open')).toBe(true));
      expect(icon.getAttribute('aria-expanded')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(input));

      resize(1024);
      await waitFor(() => expect(isIconLayout(el)).toBe(false));
      await waitFor(() => expect(el.classList.contains('dgwt-wcas-layout-icon-open')).toBe(false));
      expect(el.classList.contains('sw-search-icon-ready')).toBe(false);
      expect(icon.hasAttribute('role')).toBe(false);
    });

    it('icon-flexible-inv: the icon above the breakpoint, a search bar at or below it', async () => {
      const { el } = setup(page('icon-flexible-inv'));
      await waitFor(() => expect(isIconLayout(el)).toBe(true));
      expect(el.classList.contains('dgwt-wcas-layout-icon-flexible-loaded')).toBe(true);
      resize(800);
      await waitFor(() => expect(isIconLayout(el)).toBe(false));
    });

    it('a layout_breakpoint custom param wins over the printed one; a classic box never turns into an icon', async () => {
      const { el } = setup(page('icon-flexible', '&sw_dgwt_custom_params={"layout_breakpoint":"1100"}'));
      await waitFor(() => expect(isIconLayout(el)).toBe(true));
      cleanup();
      const classic = setup(page('classic'));
      resize(500);
      await sleep(20);
      expect(isIconLayout(classic.el)).toBe(false);
      expect(classic.el.classList.contains('dgwt-wcas-layout-icon-flexible-loaded')).toBe(false);
    });
  });

  it('history written in another tab shows up here (storage event)', async () => {
    setup();
    localStorage.setItem(PHRASES_KEY, JSON.stringify(['من تبويب آخر']));
    window.dispatchEvent(new StorageEvent('storage', { key: PHRASES_KEY }));
    expect(getStore().getState().history.phrases).toEqual(['من تبويب آخر']);
  });
});
