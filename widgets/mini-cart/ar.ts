import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'Shopping cart': 'سلة التسوق',
  Close: 'إغلاق',
  'No products in the cart.': 'لا توجد منتجات في سلة المشتريات.',
  Quantity: 'الكمية',
  'The quantity could not be changed. Please try again.': 'تعذّر تغيير الكمية. يرجى المحاولة مرة أخرى.',
};
