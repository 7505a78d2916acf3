import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [{ order: 110, selector: '.acoplw-badge' }],
  firstPaint: './firstPaint.ts',
  chunk: 'page',
  // a listing item: the badge, printed after the image link, makes the link the sale flash's containing block
  // (listingBadges.ts) and `span.onsale` moves down: unpainted until whole
  parsedWhole: 'ul.products>li.product',
} satisfies WidgetManifest;
