// ACO Product Labels' listing placement (frontend.js), shared by the head script and the product-badges widget.
import { afterEach, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { placeListingBadge, placeListingBadges } from './listingBadges';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).acoplw_frontend_object;
});

const badgeOf = (post: number) => document.querySelector<HTMLElement>(`li.post-${post} .acoplw-badge`)!;

describe('listing badges', () => {
  it('each badge goes to the start of its image link (acoplw-badgeOutter), once; the undo puts it back', () => {
    loadPage('/shop/');
    const badge = badgeOf(102);
    const home = badge.parentElement!;
    const link = document.querySelector('li.post-102 a.woocommerce-LoopProduct-link')!;
    const undo = placeListingBadge(badge);
    expect(link.firstElementChild).toBe(badge);
    expect(link.classList.contains('acoplw-badgeOutter')).toBe(true);
    expect(placeListingBadge(badge)).toBeNull(); // already placed
    undo?.();
    expect(badge.parentElement).toBe(home);
  });

  it('the page pass places every listing badge when enablejquery is 1, none when it is 0', () => {
    loadPage('/shop/');
    placeListingBadges(document);
    const all = Array.from(document.querySelectorAll('.acoplw-badge'));
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((b) => b.parentElement?.matches('a.acoplw-badgeOutter'))).toBe(true);

    loadPage('/shop/?sw_badges_jquery=0');
    placeListingBadges(document);
    expect(document.querySelectorAll('.acoplw-badgeOutter')).toHaveLength(0);
  });

  it('leaves the product page hidden-wrap badge to the widget', () => {
    loadPage('/product/stand-mixer/');
    placeListingBadges(document);
    expect(document.querySelector('.acoplw-hidden-wrap .acoplw-badge')).not.toBeNull();
  });
});
