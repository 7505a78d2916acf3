import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'Shopping cart': 'سلة التسوق',
};
