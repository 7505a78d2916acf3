import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [{ order: 370, selector: '#payment ul.wc_payment_methods', inServerMarkup: true }],
  chunk: 'page',
} satisfies WidgetManifest;
