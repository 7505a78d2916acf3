import type { WidgetManifest } from '../../src/mount/types';

export default {
  // woocommerce.js's show/hide password buttons: where that script is kept whole (the classic checkout) it adds them
  replaces: ['woocommerce'],
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
