// The entry shows WooCommerce's store notice in its first frame, unless the shopper dismissed it.
import { afterEach, describe, expect, it } from 'vitest';
import { preshowStoreNotice } from './preshow';

const notice = (id: string) => `<p class="woocommerce-store-notice demo_store" data-notice-id="${id}" style="display:none;">x</p>`;

afterEach(() => {
  document.cookie = 'store_noticeabc=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'xstore_noticeabc=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('preshowStoreNotice', () => {
  it('shows a notice printed hidden', () => {
    document.body.innerHTML = notice('abc');
    preshowStoreNotice();
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')?.style.display).toBe('');
  });

  it('keeps a dismissed notice hidden, and only its own cookie counts', () => {
    document.body.innerHTML = notice('abc');
    document.cookie = 'xstore_noticeabc=hidden; path=/';
    preshowStoreNotice();
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')?.style.display).toBe('');
    document.body.innerHTML = notice('abc');
    document.cookie = 'store_noticeabc=hidden; path=/';
    preshowStoreNotice();
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')?.style.display).toBe('none');
  });
});
