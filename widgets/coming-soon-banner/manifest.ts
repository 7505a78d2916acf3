import type { WidgetManifest } from '../../src/mount/types';

export default {
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
