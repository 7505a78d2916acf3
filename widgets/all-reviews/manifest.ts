import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js'],
  rows: [
    { order: 200, selector: '.cr-all-reviews-shortcode', strategy: 'visible', hold: { fallback: 'message' } },
  ],
} satisfies WidgetManifest;
