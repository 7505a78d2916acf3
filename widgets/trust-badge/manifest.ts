import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  rows: [{ order: 230, selector: '#cr_floatingtrustbadge', hold: { fallback: 'message' } }],
} satisfies WidgetManifest;
