import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['woocommerce-google-analytics-integration'],
  rows: [{ order: 340, selector: 'body' }],
  chunk: 'page',
} satisfies WidgetManifest;
