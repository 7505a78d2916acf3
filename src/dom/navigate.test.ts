// Server-supplied targets (redirect_url, redirect_to_signup, product_url, cart_url, links read from markup) are
// followed only within the site; the rest is not followed and the shopper is told, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser, navigateTo, siteTarget } from './navigate';
import { go } from '../cart/bridge';
import { nav as reviewsNav } from '../reviews/dom';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
  Reflect.deleteProperty(window, 'wpApiSettings');
});

const refusedNotices = () => document.querySelectorAll('[role=alert]#sw-navigation-refused');

describe('navigateTo', () => {
  it.each([
    ['/my-account/'],
    ['?s=kettle&post_type=product'],
    [`${location.origin}/cart/`],
    [`//${location.host}/shop/`],
  ])('follows %s on the site', (target) => {
    expect(navigateTo(target)).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL(target, location.href).href);
    expect(refusedNotices()).toHaveLength(0);
  });

  it.each([
    ['https://evil.example/account/'],
    ['//evil.example/'],
    ['/\t/evil.example/'],
    ['/\n/evil.example/'],
    ['\r//evil.example/'],
    ['/\\evil.example/'],
    ['\\\\evil.example/'],
    ['https:\\\\evil.example'],
    ['java\tscript:alert(1)'],
    ['javascript:alert(1)'],
    ['data:text/html,<b>x</b>'],
    [`http://${location.host}.evil.example/`],
    [`${location.protocol === 'http:' ? 'https' : 'http'}://${location.host}/`],
  ])('does not follow %j and tells the shopper', (target) => {
    expect(navigateTo(target, '/')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(refusedNotices()).toHaveLength(1);
    expect(refusedNotices()[0]?.textContent).not.toBe('');
  });

  it('shows one notice for several refusals, inside WooCommerce notices wrapper when the page has one', () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div>';
    navigateTo('https://evil.example/a');
    navigateTo('https://evil.example/b');
    const notices = refusedNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.closest('.woocommerce-notices-wrapper')).not.toBeNull();
    expect(notices[0]?.matches('ul.woocommerce-error')).toBe(true);
  });

  it('goes to the fallback when there is no target, and follows the REST root origin the PHP printed', () => {
    expect(navigateTo('', '/cart/')).toBe(true);
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/cart/`);
    expect(navigateTo(undefined)).toBe(false);
    expect(refusedNotices()).toHaveLength(0);
    Object.assign(window, { wpApiSettings: { root: 'https://www.shop.example/wp-json/', nonce: '' } });
    expect(siteTarget('https://www.shop.example/my-account/')).toBe('https://www.shop.example/my-account/');
    expect(siteTarget('https://shop.example.evil/my-account/')).toBeNull();
  });

  it('is what the cart bridge and the reviews leave the page with', () => {
    for (const leave of [go, reviewsNav.assign]) leave('https://evil.example/');
    expect(assign).not.toHaveBeenCalled();
    go('/cart/');
    reviewsNav.assign('/product/kettle/?crsearch=x');
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
