import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [
    {
      order: 40,
      selector:
        '.woocommerce form input[type="password"], form.woocommerce-form input[type="password"], form input[type="password"][data-sw-toggle]',
    },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
