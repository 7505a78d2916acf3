import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [
    // core's sticky group; Spectra's sticky containers (their settings come in Spectra's init call, mount/inline.ts)
    { order: 380, selector: '.wp-block-group.is-position-sticky, .uagb-position__sticky' },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
