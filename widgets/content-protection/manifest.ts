import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  rows: [
    // on every page: which of the copy protector's scripts apply comes from its settings, not its CSS body class
    { order: 30, selector: 'body' },
  ],
  chunk: 'page',
  // the copy protector's message, called by its printed handlers
  globals: [{ name: 'show_wpcp_message' }],
} satisfies WidgetManifest;
