import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  rows: [
    {
      order: 160,
      selector: '#reviews.cr-reviews-ajax-reviews',
      strategy: 'visible',
      hold: { fallback: 'message' },
    },
  ],
} satisfies WidgetManifest;
