import type { WidgetManifest } from '../../src/mount/types';

export default {
  kind: 'react',
  replaces: ['wawp-country-code-script', 'woocommerce-iti'],
  rows: [
    {
      order: 290,
      selector:
        'input:is([name=billing_phone],#billing-phone,#awp-new-phone,[name=awp-new-phone],#awp_user_phone,[name=awp_user_phone],#awp_whatsapp,[name=awp_whatsapp],#awp_phone,[name=awp_phone],#mia_phone,[name=mia_phone],#awp-phone-number,[name=awp-phone-number],.awp-phone-number)',
    },
  ],
  intlAtMount: true,
} satisfies WidgetManifest;
