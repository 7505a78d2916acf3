import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [
    // the header cart count: a store subscriber (nobody acts on it; the mini-cart holds clicks on the header cart)
    { order: 70, selector: '.ast-site-header-cart' },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
