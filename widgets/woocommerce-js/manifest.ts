import type { WidgetManifest } from '../../src/mount/types';

// What woocommerce.js does beyond the store notice, the password toggles and the coming-soon banner (their own
// widgets): the sort-order select, the quantity minimum, the field descriptions, the notices' focus and the
// result count's announcement, and `jQuery.scroll_to_notices` for scripts that call it.
// Its first-paint job makes the body's `woocommerce-no-js` the `woocommerce-js` that WooCommerce's footer script
// (wc_no_js) sets at the page's end: Astra scopes its WooCommerce CSS under `.woocommerce-js`, so a frame painted
// before that script lacked it (the sale flash in the flow, above the gallery and in each listing image) and the
// page moved when it ran; CSS cannot stand in for the theme's rules. On every page, where woocommerce.js is kept
// too: the footer script is printed either way and then finds nothing to swap.
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
  firstPaint: './firstPaint.ts',
} satisfies WidgetManifest;
