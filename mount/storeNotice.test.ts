import { describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { mountStoreNotice, HIDE_AFTER_SCROLL_PX } from './storeNotice';
import { loadPage } from '../src/testing/page';

const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const scrollTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((r) => requestAnimationFrame(() => r(null)));
};

describe('store notice', () => {
  it('shows the notice the PHP printed hidden, and hides it from 1500 px of scroll', async () => {
    loadPage('/');
    expect(notice().style.display).toBe('none');
    const stop = mountStoreNotice(notice());
    expect(notice().style.display).toBe('');
    await scrollTo(HIDE_AFTER_SCROLL_PX);
    expect(notice().style.display).toBe('none');
    await scrollTo(HIDE_AFTER_SCROLL_PX - 1);
    expect(notice().style.display).toBe('');
    stop();
    await scrollTo(0);
  });

  it.each([
    ['click', (l: HTMLElement) => fireEvent.click(l)],
    ['Enter', (l: HTMLElement) => fireEvent.keyDown(l, { key: 'Enter' })],
    ['Space', (l: HTMLElement) => fireEvent.keyDown(l, { key: ' ' })],
  ])('dismisses on %s and remembers it in the store_notice<id> cookie', (_name, act) => {
    loadPage('/');
    const stop = mountStoreNotice(notice());
    act(notice().querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!);
    expect(notice().style.display).toBe('none');
    expect(document.cookie).toContain(`store_notice${notice().dataset.noticeId}=hidden`);
    stop();
    // a new page view keeps it hidden
    loadPage('/');
    mountStoreNotice(notice())();
    expect(notice().style.display).toBe('none');
  });
});
