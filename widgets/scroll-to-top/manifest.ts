import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['astra-theme-js'],
  rows: [{ order: 10, selector: '#ast-scroll-top', hold: { fallback: 'message' } }],
  chunk: 'page',
} satisfies WidgetManifest;
