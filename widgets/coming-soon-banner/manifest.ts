import type { WidgetManifest } from '../../src/mount/types';

export default {
  // woocommerce.js's coming-soon banner dismissal: where that script is kept whole, it handles the banner
  replaces: ['woocommerce'],
  kind: 'react',
  rows: [
    {
      order: 20,
      selector: '#coming-soon-footer-banner',
      strategy: 'intent',
      prefetch: 'idle',
      hold: { fallback: 'message' },
    },
  ],
} satisfies WidgetManifest;
