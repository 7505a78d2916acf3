import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  rows: [{ order: 220, selector: '.cr-reviews-slider', strategy: 'visible', hold: { fallback: 'message' } }],
  firstPaint: './firstPaint.ts',
} satisfies WidgetManifest;
