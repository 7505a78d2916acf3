import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js', 'cr-colcade'],
  rows: [{ order: 210, selector: '.cr-reviews-grid', strategy: 'visible', hold: { fallback: 'message' } }],
  firstPaint: './firstPaint.ts',
  // printed with the shortcode's or the block's output, on the pages that have one (not in every page's head)
  firstPaintWith: { shortcodes: ['cusrev_reviews_grid'], blocks: ['ivole/cusrev-reviews-grid'] },
  // CusRev's summary box (a flex row, above the grid, the product reviews and all reviews) moves its histogram
  // when the rating box comes: unpainted until whole
  parsedWhole: '.cr-summaryBox-wrap',
} satisfies WidgetManifest;
