import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: [
    'print-invoices-packing-slip-labels-for-woocommerce_public',
    'wf-woocommerce-packing-list_public',
  ],
  rows: [
    // the My Account buttons (always with an href); the onclick numbering prompt is wp-admin's markup
    { order: 280, selector: 'a[class*="wt_pklist_"][class*="_print"]', hold: { fallback: 'native' } },
  ],
  // WebToffee's printed `onclick="return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers(…)"`: false keeps
  // the link still while the widget loads
  globals: [{ name: 'wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers', returns: false }],
} satisfies WidgetManifest;
