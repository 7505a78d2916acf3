import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js', 'cr-reviews-slider'],
  rows: [{ order: 220, selector: '.cr-reviews-slider', strategy: 'visible', hold: { fallback: 'message' } }],
  firstPaint: './firstPaint.ts',
  // printed with the shortcode's or the block's output, on the pages that have one (not in every page's head)
  firstPaintWith: { shortcodes: ['cusrev_reviews_slider'], blocks: ['ivole/cusrev-reviews-slider'] },
  // a card centres its reviewer name again when the verified line comes: unpainted until whole
  parsedWhole: '.cr-reviews-slider>.cr-review-card',
} satisfies WidgetManifest;
