import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  rows: [{ order: 210, selector: '.cr-reviews-grid', strategy: 'visible', hold: { fallback: 'message' } }],
  firstPaint: './firstPaint.ts',
} satisfies WidgetManifest;
