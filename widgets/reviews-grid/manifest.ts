import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js', 'cr-colcade'],
  rows: [{ order: 210, selector: '.cr-reviews-grid', strategy: 'visible', hold: { fallback: 'message' } }],
  firstPaint: './firstPaint.ts',
  // CusRev's summary box (a flex row, above the grid, the product reviews and all reviews) moves its histogram
  // when the rating box comes: unpainted until whole
  parsedWhole: '.cr-summaryBox-wrap',
} satisfies WidgetManifest;
