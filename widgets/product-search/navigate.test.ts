// The search box leaves the page through the one navigate helper: a suggestion's link off the site is not followed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../src/dom/navigate';
import { nav } from './navigate';

afterEach(() => vi.restoreAllMocks());

describe('product search navigation', () => {
  it('follows the results page and on-site links, not a link to another host', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    nav.go('https://evil.example/product/x/');
    nav.go('/\t/evil.example/');
    expect(assign).not.toHaveBeenCalled();
    nav.go('/?s=kettle&post_type=product');
    expect(assign).toHaveBeenCalledWith(`${location.origin}/?s=kettle&post_type=product`);
  });
});
