import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['cr-frontend-js'],
  rows: [{ order: 230, selector: '#cr_floatingtrustbadge', hold: { fallback: 'message' } }],
  // CusRev's floating badge (includes/trust-badge/class-cr-floating-trust-badge.php), fixed at the viewport's
  // bottom, grows upward as its content is parsed: unpainted until whole
  parsedWhole: '#cr_floatingtrustbadge',
} satisfies WidgetManifest;
