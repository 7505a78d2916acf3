import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['astra-live-search'],
  rows: [
    // Astra's live search runs only where Astra enqueues it (its settings script astra-live-search-js-extra is
    // printed): any other form.search-form (a plain WordPress search widget) is left alone
    {
      order: 140,
      selector: ':root:has(script#astra-live-search-js-extra) form.search-form',
      strategy: 'intent',
      intentTarget: '.search-field',
      hold: { fallback: 'native' },
    },
  ],
} satisfies WidgetManifest;
