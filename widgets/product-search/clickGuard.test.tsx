// The 500 ms click guard (FiboSearch's alreadyClicked), suggestions as real links, and the wrappers the panels
// and the mobile overlay attach to.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './SearchBox';
import './index';
import { nav } from './navigate';
import { clickGuard, CLICK_GUARD_MS, opensElsewhere } from './clickGuard';
import { clearHistory, readHistory } from './history';
import { getStore } from '../../src/store';
import { loadPage } from '../../src/testing/page';
import '../../src/testing/server';

const FAST = '/?sw_dgwt_debounce_wait_ms=0';
const options = () => Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));

function setup(path = FAST) {
  loadPage(path);
  const el = document.querySelector<HTMLElement>('.dgwt-wcas-search-wrapp');
  const input = el?.querySelector<HTMLInputElement>('.dgwt-wcas-search-input');
  if (!el || !input) throw new Error('no search box on the page');
  render(<SearchBox el={el} />);
  return { el, input, user: userEvent.setup() };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearHistory(getStore());
  delete (window as unknown as Record<string, unknown>).dgwt_wcas;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('clickGuard', () => {
  it('lets the first click through and swallows others for 500 ms', () => {
    vi.useFakeTimers();
    const g = clickGuard();
    expect(g.take()).toBe(true);
    expect(g.take()).toBe(false);
    vi.advanceTimersByTime(CLICK_GUARD_MS - 1);
    expect(g.take()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(g.take()).toBe(true);
  });

  it('treats Ctrl, Cmd, Shift and non-main buttons as the browser’s link clicks', () => {
    const plain = { ctrlKey: false, metaKey: false, shiftKey: false, button: 0 };
    expect(opensElsewhere(plain)).toBe(false);
    expect(opensElsewhere({ ...plain, ctrlKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, metaKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, shiftKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, button: 1 })).toBe(true);
  });
});

describe('suggestion clicks', () => {
  it('a suggestion with a url is a link', async () => {
    const { input, user } = setup();
    await user.type(input, 'غلاية');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    const product = document.querySelector<HTMLAnchorElement>(
      'a.dgwt-wcas-suggestion-product[role="option"]',
    );
    expect(product?.getAttribute('href')).toMatch(/\/product\/[^/]+\/$/);
  });

  it('a double click selects once: one navigation, one history entry; a click after 500 ms acts again', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    const { input, user } = setup(`${FAST}&sw_dgwt_show_details_panel=0`);
    await user.type(input, 'غلاية');
    await waitFor(() => expect(document.querySelector('.dgwt-wcas-suggestion-product')).not.toBeNull());
    const product = document.querySelector<HTMLElement>('.dgwt-wcas-suggestion-product');
    if (!product) throw new Error('no product suggestion');
    await user.dblClick(product);
    expect(go).toHaveBeenCalledTimes(1);
    expect(readHistory(getStore()).products).toHaveLength(1);
    // the list stays under the pointer while the page leaves, so the second click had nothing beneath to hit
    expect(product.isConnected).toBe(true);
    await new Promise((r) => setTimeout(r, CLICK_GUARD_MS + 20));
    await user.click(product);
    expect(go).toHaveBeenCalledTimes(2);
  });

  it('Ctrl/Cmd-click follows the native link (new tab) without selecting', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    const { input, user } = setup(`${FAST}&sw_dgwt_show_details_panel=0`);
    await user.type(input, 'غلاية');
    await waitFor(() => expect(document.querySelector('a.dgwt-wcas-suggestion-product')).not.toBeNull());
    const seen: boolean[] = [];
    const watch = (e: MouseEvent) => {
      seen.push(e.defaultPrevented);
      e.preventDefault(); // jsdom cannot open tabs
    };
    document.addEventListener('click', watch);
    await user.keyboard('[ControlLeft>]');
    await user.click(document.querySelector('a.dgwt-wcas-suggestion-product') as HTMLElement);
    await user.keyboard('[/ControlLeft]');
    document.removeEventListener('click', watch);
    expect(seen).toEqual([false]);
    expect(go).not.toHaveBeenCalled();
    expect(readHistory(getStore()).products).toHaveLength(0);
    expect(input.value).toBe('غلاية');
  });
});

describe('wrappers', () => {
  it('suggestions_wrapper: the panels attach to that element', async () => {
    const { input, user } = setup(`${FAST}&sw_dgwt_suggestions_wrapper=%23masthead`);
    await user.type(input, 'قهوة');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(document.querySelector('#masthead > .sw-search-panels')).not.toBeNull();
  });

  it.each(['#nothing-here', '[[invalid', ''])(
    'suggestions_wrapper %j falls back to the body',
    async (sel) => {
      const { input, user } = setup(`${FAST}&sw_dgwt_suggestions_wrapper=${encodeURIComponent(sel)}`);
      await user.type(input, 'قهوة');
      await waitFor(() => expect(options().length).toBeGreaterThan(0));
      expect(document.querySelector('body > .sw-search-panels')).not.toBeNull();
    },
  );

  it('mobile_overlay_wrapper: the overlay mounts into that element', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    const { el, user } = setup(`${FAST}&sw_dgwt_mobile_overlay_wrapper=%23page`);
    await user.click(el.querySelector('.js-dgwt-wcas-enable-mobile-form') as HTMLElement);
    await waitFor(() => expect(document.querySelector('#page .dgwt-wcas-overlay-mobile')).not.toBeNull());
  });

  it('mobile_overlay_wrapper that is not a selector: the overlay mounts into the body', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    const { el, user } = setup(`${FAST}&sw_dgwt_mobile_overlay_wrapper=${encodeURIComponent('>>')}`);
    await user.click(el.querySelector('.js-dgwt-wcas-enable-mobile-form') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.dgwt-wcas-overlay-mobile')).not.toBeNull());
    expect(document.querySelector('.dgwt-wcas-overlay-mobile')?.closest('#page')).toBeNull();
  });
});
