import type { WidgetManifest } from '../../src/mount/types';

// No registry row and no index: WooCommerce's store notice is run from the first paint by the head script alone
// (and by the entry's loaders chunk when the head script is not printed).
export default {
  kind: 'dom',
  rows: [],
  // woocommerce.js's store notice: where that script is kept whole, it runs the notice (storeNotice.ts)
  replaces: ['woocommerce'],
  firstPaint: './firstPaint.ts',
  // fixed at the viewport's bottom in Astra, it grows upward as its text comes; its padding and background show
  // while it is still empty: unpainted until whole
  parsedWhole: '.woocommerce-store-notice',
} satisfies WidgetManifest;
