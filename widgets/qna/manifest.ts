import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js'],
  rows: [
    { order: 190, selector: '#cr_qna.cr-qna-block', strategy: 'visible', hold: { fallback: 'message' } },
  ],
} satisfies WidgetManifest;
