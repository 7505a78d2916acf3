import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [
    // no hold: Spectra's own block script handles the links until the widget runs
    { order: 390, selector: '.uagb-social-share__outer-wrap' },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
