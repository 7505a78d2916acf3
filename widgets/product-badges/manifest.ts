import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [{ order: 110, selector: '.acoplw-badge' }],
  firstPaint: './firstPaint.ts',
  chunk: 'page',
} satisfies WidgetManifest;
