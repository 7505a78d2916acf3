import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['astra-add-to-cart-quantity-btn'],
  rows: [{ order: 90, selector: 'div.quantity:not(.buttons_added), td.quantity', inServerMarkup: true }],
} satisfies WidgetManifest;
