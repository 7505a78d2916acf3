import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['jquery-dgwt-wcas'],
  rows: [
    // the whole box is the intent target: it holds the input, and the icon layout's handler is outside the input
    // intent only: an idle prefetch evaluated React on every page with a search box, whether the shopper searches
    // or not; with the chunk in the HTTP cache the first focus still shows suggestions at once
    { order: 120, selector: '.dgwt-wcas-search-wrapp', strategy: 'intent', hold: { fallback: 'native' } },
  ],
} satisfies WidgetManifest;
