import type { WidgetManifest } from '../../src/mount/types';

// No registry row and no index: WooCommerce's store notice is run from the first paint by the head script alone
// (and by the entry's loaders chunk when the head script is not printed).
export default {
  kind: 'dom',
  rows: [],
  firstPaint: './firstPaint.ts',
} satisfies WidgetManifest;
