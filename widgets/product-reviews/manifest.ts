import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js'],
  rows: [
    {
      order: 160,
      // the ajax template and the non-ajax one (#reviews.woocommerce-Reviews with .cr-noAjax): one row, so the
      // entry carries one selector; a click in the printed comment list is held until the widget runs
      selector: '#reviews',
      strategy: 'visible',
      hold: { fallback: 'message', controls: '#comments *' },
    },
  ],
} satisfies WidgetManifest;
