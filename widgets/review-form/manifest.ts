import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js'],
  rows: [
    { order: 170, selector: '.cr-review-form-wrap', strategy: 'visible', hold: { fallback: 'message' } },
  ],
} satisfies WidgetManifest;
