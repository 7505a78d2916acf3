import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [
    // on every page: which of the copy protector's scripts apply comes from its settings, not its CSS body class
    { order: 30, selector: 'body' },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
