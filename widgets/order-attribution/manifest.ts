import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['wc-order-attribution', 'sourcebuster-js'],
  rows: [
    // loads when the shopper touches the checkout/register form (a submit made first is held until the fields are
    // filled; late, the order goes without them, as without JS) or at idle: sourcebuster alone would take most of
    // the room the before-load budget leaves
    {
      order: 320,
      selector: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout',
      strategy: 'intent',
      intentTarget: 'form',
      prefetch: 'idle',
      hold: { fallback: 'native', on: 'submit' },
    },
    // every page WooCommerce prints the attribution settings on (handle wc-order-attribution; the fixtures name it
    // after their provider): the landing page is where the campaign or referrer is seen
    { order: 330, selector: 'script#wc-order-attribution-js-extra, script#attribution-js-extra' },
  ],
  // WooCommerce's attribution object: a consent script calls its setOrderTracking(allow)
  globals: [{ name: 'setOrderTracking', owner: 'wc_order_attribution' }],
} satisfies WidgetManifest;
