import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'Shopping cart': 'سلة التسوق',
  Close: 'إغلاق',
  'No products in the cart.': 'لا توجد منتجات في سلة المشتريات.',
  Quantity: 'الكمية',
  'Decrease quantity': 'إنقاص الكمية',
  'Increase quantity': 'زيادة الكمية',
  'Your session has expired. Please reload the page and try again.': 'انتهت صلاحية الجلسة. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  'The quantity could not be changed. Please try again.': 'تعذّر تغيير الكمية. يرجى المحاولة مرة أخرى.',
};
