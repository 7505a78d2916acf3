import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['astra-mobile-cart'],
  rows: [
    // the drawer (React) loads when the shopper reaches for Astra's header (#masthead: its cart icons, whichever
    // header shows), or on the first click on a cart icon (held), or when an add opens it; not on every page at idle.
    // Not for the header's search boxes (FiboSearch's, Astra's): a first tap there is for the search alone
    {
      order: 80,
      selector: '#astra-mobile-cart-drawer',
      strategy: 'intent',
      intentTarget: '#masthead',
      intentIgnore: '.dgwt-wcas-search-wrapp, .search-form',
      hold: {
        fallback: 'native',
        triggers: '.ast-header-woo-cart, .ast-desktop-cart-flyout, .ast-slidein-cart',
      },
      inServerMarkup: true,
    },
  ],
} satisfies WidgetManifest;
