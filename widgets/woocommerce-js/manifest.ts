import type { WidgetManifest } from '../../src/mount/types';

// What woocommerce.js does beyond the store notice, the password toggles and the coming-soon banner (their own
// widgets): the sort-order select, the quantity minimum, the field descriptions, the notices' focus and the
// result count's announcement, and `jQuery.scroll_to_notices` for scripts that call it.
export default {
  kind: 'dom',
  replaces: ['woocommerce'],
  rows: [
    { order: 410, selector: 'form.woocommerce-ordering', hold: { fallback: 'native' } },
    { order: 411, selector: '.woocommerce-input-wrapper' },
    { order: 412, selector: 'input.qty', inServerMarkup: true },
    { order: 413, selector: 'body' },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
