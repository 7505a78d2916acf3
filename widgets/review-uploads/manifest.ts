import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [{ order: 240, selector: '.cr-upload-local-images', strategy: 'visible' }],
} satisfies WidgetManifest;
