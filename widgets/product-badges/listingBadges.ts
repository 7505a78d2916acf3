// ACO Product Labels' listing badges (frontend.js, on `load`, when `enablejquery` is 1): each
// `.acoplw-badge:not(.acoplw-singleBadge)` goes to the start of the link around its item's image, which gets
// `acoplw-badgeOutter` (position: relative in the plugin's CSS). Done after the first paint, that move shifts what
// the link holds (the sale flash `span.onsale` moves down on every listing page), so the
// head script (this widget's first-paint job, firstPaint.ts) places the badges before each frame while the page is parsed and at DOMContentLoaded;
// the product-badges widget places, with the same function, the badges of markup inserted later.
import { readBadgeJquery } from '../../src/settings/badges';

const BADGES = '.acoplw-badge:not(.acoplw-singleBadge)';

/**
 * Move one listing badge to the start of its item's image link. Returns the undo, or null when there is nothing
 * to move: the product page's hidden-wrap badge (placed by the widget), no image link, or already placed.
 */
export function placeListingBadge(badge: HTMLElement): (() => void) | null {
  if (badge.closest('.acoplw-hidden-wrap') || badge.classList.contains('acoplw-singleBadge')) return null;
  const home = badge.parentElement;
  const link = home?.querySelector('a img')?.closest('a');
  if (!home || !link || link.contains(badge)) return null;
  const next = badge.nextSibling;
  link.classList.add('acoplw-badgeOutter');
  link.prepend(badge);
  return () => {
    if (home.isConnected) home.insertBefore(badge, next?.parentNode === home ? next : null);
  };
}

/** Every listing badge under root, when the plugin's jQuery positioning is on (`enablejquery`). */
export function placeListingBadges(root: ParentNode): void {
  if (!readBadgeJquery()) return;
  root.querySelectorAll<HTMLElement>(BADGES).forEach(placeListingBadge);
}
