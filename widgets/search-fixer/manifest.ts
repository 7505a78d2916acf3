import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'dom',
  replaces: ['jquery-dgwt-wcas'],
  rows: [
    // search: FiboSearch's broken-bar repairs (duplicate ids, ping, Back focus, checkout refresh); no React
    { order: 130, selector: '.dgwt-wcas-search-wrapp' },
  ],
  chunk: 'page',
} satisfies WidgetManifest;
