import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['uagb-block-positioning-js'],
  rows: [
    // core's sticky group; Spectra's sticky containers (their settings come in Spectra's init call, mount/inline.ts)
    { order: 380, selector: '.wp-block-group.is-position-sticky, .uagb-position__sticky' },
  ],
  chunk: 'page',
  // Spectra's page script calls `UAGBBlockPositioning.init(attrs, selector)` on load for each sticky container;
  // where Spectra's own script still runs, its `const UAGBBlockPositioning` shadows this window property
  globals: [{ name: 'init', owner: 'UAGBBlockPositioning', createOwner: true }],
} satisfies WidgetManifest;
