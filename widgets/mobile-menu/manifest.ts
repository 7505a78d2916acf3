import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['astra-theme-js'],
  rows: [
    // the mobile header: the menu, loaded on intent; a click on its toggle before the widget runs is held
    {
      order: 350,
      selector: '#ast-mobile-header',
      strategy: 'intent',
      intentTarget: '.menu-toggle',
      hold: { fallback: 'message', controls: '.menu-toggle' },
    },
    // every page: the break-point classes, loaded when idle
    { order: 360, selector: 'body' },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
