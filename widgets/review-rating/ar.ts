import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'Your rating': 'تقييمك',
  '%1$d of %2$d stars': '%1$d من %2$d نجوم',
  'Please select a rating': 'يرجى اختيار تقييم',
};
