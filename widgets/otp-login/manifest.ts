import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['awp-otp-frontend-scripts'],
  rows: [
    // intent + idle: Wawp's forms have no method, so a submit before the widget runs would GET the password and
    // phone into the URL: a held submit that cannot be replayed on the widget gets a message, never the native path
    {
      order: 310,
      selector: '.awp-otp-login-form',
      strategy: 'intent',
      prefetch: 'idle',
      hold: { fallback: 'message' },
    },
  ],
  // Wawp's login tab list when it holds one tab, which the plugin's login script hides only at DOM ready (its
  // hideTabsIfSingle, as this widget does at mount), after the form was painted lower by the list's height; a rule
  // of its own (a browser without :has() drops only it), Wawp's login form only (`.awp-tabs` is a name other
  // plugins print too)
  firstPaintCss: '.awp-otp-login-form .awp-tabs:not(:has(.awp-tab+.awp-tab)){display:none}',
} satisfies WidgetManifest;
