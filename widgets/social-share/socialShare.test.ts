import { afterEach, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { mountSocialShare } from './socialShare';
import { shareHref, shareableUrl } from './shareLinks';

const link = (net: string) => document.querySelector<HTMLAnchorElement>(`a[data-network="${net}"]`);
let stop: () => void = () => {};
afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

describe('social share', () => {
  it('builds every link from the current page URL; the pin service also gets the product image', () => {
    window.history.replaceState(null, '', '/product/electric-kettle/?utm_source=fb&color=red#reviews');
    loadPage('/product/electric-kettle/');
    const block = document.querySelector<HTMLElement>('.sw-social-share');
    if (!block) throw new Error('no share block on the product page');
    stop = mountSocialShare(block);
    const page = `${location.origin}/product/electric-kettle/?color=red`;
    expect(new URL(link('facebook')?.href ?? '').searchParams.get('u')).toBe(page);
    expect(new URL(link('x')?.href ?? '').searchParams.get('url')).toBe(page);
    expect(new URL(link('whatsapp')?.href ?? '').searchParams.get('text')).toContain(page);
    const pin = new URL(link('pinterest')?.href ?? '');
    expect(pin.searchParams.get('url')).toBe(page);
    expect(pin.searchParams.get('media')).toBe(`${location.origin}/fixtures/images/kettle.svg`);
    expect(link('email')?.href.startsWith('mailto:')).toBe(true);
    expect(link('facebook')?.rel).toContain('noopener');
  });

  it('an unsafe image URL is left out; an unknown network keeps only a safe printed link', () => {
    document.body.innerHTML = `<div class="sw-social-share" data-image="javascript:alert(1)" data-title='"><img src=x onerror=alert(1)>'><a data-network="pinterest" href="#">p</a><a data-network="myspace" href="javascript:alert(2)">m</a></div>`;
    const block = document.querySelector<HTMLElement>('.sw-social-share');
    if (!block) throw new Error('missing');
    stop = mountSocialShare(block);
    const pin = new URL(link('pinterest')?.href ?? '');
    expect(pin.searchParams.get('media')).toBeNull();
    expect(pin.searchParams.get('description')).toBe('"><img src=x onerror=alert(1)>');
    expect(block.querySelector('img')).toBeNull();
    expect(link('myspace')?.getAttribute('href')).toBe('#');
  });

  it('drops the fragment and click/campaign ids from the shared URL', () => {
    expect(shareableUrl('https://shop.example/p/?gclid=1&utm_medium=x&a=1#top')).toBe('https://shop.example/p/?a=1');
    expect(shareHref('nope', 'u', 't', '')).toBeNull();
  });
});
