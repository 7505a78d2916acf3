// The store notice as the head script runs it (storeNotice.ts): shown from its first render unless dismissed,
// hidden from 1500 px of scroll, dismissed for good by its link, Astra's hanging notice pushing the page down.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { cookieName, HIDE_AFTER_SCROLL_PX, RUNNING, storeNotice, storeNoticeAlone } from './storeNotice';
import { loadPage } from '../../src/testing/page';

const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const link = () => notice().querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!;
const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
const scrollTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  await frame();
};
const forget = () => {
  document.cookie = `${cookieName(notice().dataset.noticeId ?? '')}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

// each test's storeNotice() adds its listeners to the one document: the page is loaded again, the cookie cleared
beforeEach(async () => {
  Reflect.deleteProperty(document, RUNNING);
  loadPage('/');
  forget();
  await scrollTo(0);
});

describe('store notice', () => {
  it('shows the notice the PHP printed hidden, and hides it from 1500 px of scroll', async () => {
    expect(notice().style.display).toBe('none');
    const render = storeNotice(document);
    expect(notice().style.display).toBe('none'); // nothing before the first render (the head script's frame)
    render();
    expect(notice().style.display).toBe('');
    await scrollTo(HIDE_AFTER_SCROLL_PX);
    expect(notice().style.display).toBe('none');
    render(); // a frame while the page is still parsed keeps the scroll's answer
    expect(notice().style.display).toBe('none');
    await scrollTo(HIDE_AFTER_SCROLL_PX - 1);
    expect(notice().style.display).toBe('');
  });

  it.each([
    ['click', () => fireEvent.click(link())],
    ['Enter', () => fireEvent.keyDown(link(), { key: 'Enter' })],
    ['Space', () => fireEvent.keyDown(link(), { key: ' ' })],
  ])('dismisses on %s (no jump to #) and remembers it in the store_notice<id> cookie', (_name, act) => {
    storeNotice(document)();
    expect(act()).toBe(false); // default prevented
    expect(notice().style.display).toBe('none');
    expect(document.cookie).toContain(`store_notice${notice().dataset.noticeId}=hidden`);
    // a new page view keeps it hidden
    loadPage('/');
    storeNotice(document)();
    expect(notice().style.display).toBe('none');
  });

  it('other keys and clicks elsewhere in the notice dismiss nothing', () => {
    storeNotice(document)();
    expect(fireEvent.keyDown(link(), { key: 'a' })).toBe(true);
    expect(fireEvent.click(notice())).toBe(true);
    expect(notice().style.display).toBe('');
    expect(document.cookie).not.toContain('=hidden');
  });

  it("where woocommerce.js is kept whole (the plugin file's report says so) the link is left to it", () => {
    const render = storeNotice(document);
    render(); // the head script's first frames, before the footer's report: shown, as woocommerce.js shows it
    expect(notice().style.display).toBe('');
    Reflect.set(window, 'storefrontWidgetsStandDown', {
      'store-notice': 'woocommerce is on this page and was not taken over',
    });
    try {
      expect(fireEvent.click(link())).toBe(true); // not prevented: woocommerce.js's own handler acts
      expect(document.cookie).not.toContain('=hidden');
      notice().style.display = 'none'; // as woocommerce.js hides it
      render();
      expect(notice().style.display).toBe('none');
    } finally {
      Reflect.deleteProperty(window, 'storefrontWidgetsStandDown');
    }
  });

  it('stays dismissed for the page when the browser refuses the cookie', async () => {
    const render = storeNotice(document);
    render();
    const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => {} });
    try {
      fireEvent.click(link());
      render();
      await scrollTo(10);
      expect(notice().style.display).toBe('none');
    } finally {
      Object.defineProperty(document, 'cookie', jar);
      Reflect.deleteProperty(document, 'cookie');
    }
  });

  it("Astra's notice hanging over the top pushes the page down while shown, and not once dismissed", () => {
    notice().dataset.position = 'hang-over-top';
    document.body.classList.add('ast-woocommerce-store-notice-hanged');
    Object.defineProperty(notice(), 'offsetHeight', { configurable: true, value: 48 });
    storeNotice(document)();
    expect(document.body.style.paddingBlockStart).toBe('48px');
    fireEvent.click(link());
    expect(document.body.style.paddingBlockStart).toBe('');
    document.body.classList.remove('ast-woocommerce-store-notice-hanged');
  });

  it('runs once per document: the loaders chunk, after the head script, adds no second set of listeners', async () => {
    storeNotice(document)();
    expect(Reflect.get(document, RUNNING)).toBe(true);
    const listen = vi.spyOn(document, 'addEventListener');
    storeNoticeAlone(document);
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
    fireEvent.click(link());
    expect(notice().style.display).toBe('none');
  });
});
