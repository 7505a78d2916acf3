import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['astra-theme-js'],
  rows: [{ order: 400, selector: 'body' }],
  chunk: 'page',
} satisfies WidgetManifest;
