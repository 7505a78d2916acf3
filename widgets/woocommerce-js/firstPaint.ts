// WooCommerce's no-js swap (wc_no_js) before each frame while the page is parsed, not only at its end (the
// manifest says why): the head script running is the JavaScript that class stands for.
import type { FirstPaintStart } from '../../src/mount/types';

export const start: FirstPaintStart = (doc) => () =>
  void doc.body?.classList.replace('woocommerce-no-js', 'woocommerce-js');
