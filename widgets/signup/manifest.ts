import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['awp-signup-script'],
  rows: [
    // intent + idle: Wawp's forms have no method, so a submit before the widget runs would GET the password and
    // phone into the URL: a held submit that cannot be replayed on the widget gets a message, never the native path
    {
      order: 300,
      selector: '#awp-signup-container',
      strategy: 'intent',
      prefetch: 'idle',
      hold: { fallback: 'message' },
    },
  ],
} satisfies WidgetManifest;
