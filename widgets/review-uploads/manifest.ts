import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['cr-frontend-js'],
  rows: [{ order: 240, selector: '.cr-upload-local-images', strategy: 'visible' }],
} satisfies WidgetManifest;
