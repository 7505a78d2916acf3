import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js'],
  rows: [
    {
      order: 180,
      selector: '#reviews, .cr-all-reviews-shortcode, .cr-reviews-grid',
      strategy: 'visible',
      hold: { fallback: 'native', controls: 'a.cr-comment-a' },
      inServerMarkup: true,
    },
  ],
} satisfies WidgetManifest;
