import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['cr-frontend-js'],
  rows: [
    // the [cusrev_trustbadge] shortcode's and the trust badge block's badges, printed hidden: all fitted at idle,
    // as the plugin's script fits them all at document ready
    { order: 235, selector: '.cr-trustbadgef' },
  ],
} satisfies WidgetManifest;
