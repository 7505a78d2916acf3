import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [
    // idle, not eager: with its ajax core it would push every page past 10 KB of JS before the load event;
    // the refresh still runs on every page load, right after it
    { order: 50, selector: 'body' },
  ],
} satisfies WidgetManifest;
