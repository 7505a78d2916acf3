import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'View cart': 'عرض السلة',
  'The product could not be added to your cart. Please try again.':
    'تعذّرت إضافة المنتج إلى السلة. يرجى المحاولة مرة أخرى.',
  'Added to your cart.': 'تمت الإضافة إلى سلة المشتريات.',
};
