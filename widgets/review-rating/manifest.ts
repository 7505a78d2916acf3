import type { WidgetManifest } from '../../src/mount/types';

// wc-single-product's review rating on WooCommerce's comment form. Until it runs the printed select is the
// control (it works as it is); a submit made before is held so the required rating is checked on it, and if
// the widget cannot run the form posts as without JavaScript (WooCommerce's server check answers a missing
// rating).
export default {
  kind: 'dom',
  replaces: ['wc-single-product'],
  rows: [{ order: 165, selector: '#respond select#rating', hold: { fallback: 'native', on: 'submit' } }],
} satisfies WidgetManifest;
